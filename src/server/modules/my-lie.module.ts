/**
 * My Lie (a golfer's own ranking of what they played). Builds: its repository and service;
 * registers /my-lie. Needs: the database, the users repository. Exports: nothing.
 */
import { myLieRepository } from '../data/my-lie.repository';
import type { UsersRepository } from '../data/users.repository';
import { myLieRoutes } from '../routes/my-lie/my-lie.routes';
import { myLieService } from '../services/my-lie.service';
import type { ModuleContext } from './module-context';

export function myLieModule({ database, routes }: ModuleContext, { users }: { users: UsersRepository }): void {
  routes((api) => api.register(myLieRoutes, { service: myLieService(myLieRepository(database.db)), users }));
}
