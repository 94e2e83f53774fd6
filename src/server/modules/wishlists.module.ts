/**
 * Wishlists. Builds: the wishlists repository and service; registers /wishlists.
 * Needs: the database. Exports: the wishlists repository (the current user).
 */
import { wishlistsRepository } from '../data/wishlists.repository';
import { wishlistsRoutes } from '../routes/wishlists/wishlists.routes';
import { wishlistsService } from '../services/wishlists.service';
import type { ModuleContext } from './module-context';

export function wishlistsModule({ database, routes }: ModuleContext) {
  const wishlists = wishlistsRepository(database.db);
  routes((api) => api.register(wishlistsRoutes, { wishlists, service: wishlistsService(wishlists) }));
  return { wishlists };
}
