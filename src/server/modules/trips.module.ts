/**
 * Trips (planning, companions, the calendar file). Builds: the trips and trip-planning
 * repositories and the trips service; registers /trips. Needs: the database, the env's PUBLIC_URL
 * (the calendar's links). Exports: nothing.
 */
import { tripPlanningRepository } from '../data/trip-planning.repository';
import { tripsRepository } from '../data/trips.repository';
import { tripsRoutes } from '../routes/trips/trips.routes';
import { tripsService } from '../services/trips.service';
import type { ModuleContext } from './module-context';

export function tripsModule({ database, env, routes, events }: ModuleContext): void {
  routes((api) => api.register(tripsRoutes, {
    trips: tripsService({ trips: tripsRepository(database.db), planning: tripPlanningRepository(database.db), events }),
    publicUrl: env.PUBLIC_URL,
  }));
}
