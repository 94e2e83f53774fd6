/**
 * Played courses. Builds: the played repository, the played service; registers /played.
 * Needs: the database, the events. Exports: the played repository (the course card's and
 * profiles' scores, the current user).
 */
import { playedRepository } from '../data/played.repository';
import { playedRoutes } from '../routes/played/played.routes';
import { playedService } from '../services/played.service';
import type { ModuleContext } from './module-context';

export function playedModule({ database, events, routes }: ModuleContext) {
  const played = playedRepository(database.db);
  routes((api) => api.register(playedRoutes, { service: playedService({ played, events }), played }));
  return { played };
}
