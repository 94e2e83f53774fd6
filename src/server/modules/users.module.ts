/**
 * Golfers and what hangs off their accounts: users, the current user, the admin's account
 * actions (admin-users service), follows, referrals, tutorials, the golfer map. Registers /users
 * (profiles, pictures), /follows, /referral, /tutorials, /golfer-map.
 * Needs: the database, the events, the storage, the env's admin emails; the played and wishlists
 * repositories and the payments' `subscriptionsOf` (the current user's plan).
 * Exports: the users repository (the auth plugin, lists, my-lie), the admin-users
 * service and repository (the admin console).
 */
import { adminUsersRepository } from '../data/admin-users.repository';
import { blocksRepository } from '../data/blocks.repository';
import { followsRepository } from '../data/follows.repository';
import { golferMapRepository } from '../data/golfer-map.repository';
import type { PaymentsRepository } from '../data/payments.repository';
import type { PlayedRepository } from '../data/played.repository';
import { referralRepository } from '../data/referral.repository';
import { tutorialsRepository } from '../data/tutorials.repository';
import { usersRepository } from '../data/users.repository';
import type { WishlistsRepository } from '../data/wishlists.repository';
import { followsRoutes } from '../routes/follows/follows.routes';
import { golferMapRoutes } from '../routes/golfer-map/golfer-map.routes';
import { referralRoutes } from '../routes/referral/referral.routes';
import { tutorialsRoutes } from '../routes/tutorials/tutorials.routes';
import { usersRoutes } from '../routes/users/users.routes';
import { adminUsersService } from '../services/admin-users.service';
import { currentUserService } from '../services/current-user';
import { referralService } from '../services/referral.service';
import { followsService } from '../services/follows.service';
import type { ModuleContext } from './module-context';

export interface UsersModuleNeeds {
  played: PlayedRepository;
  wishlists: WishlistsRepository;
  subscriptionsOf: PaymentsRepository['subscriptionsOf'];
}

export function usersModule({ database, env, events, storage, routes }: ModuleContext, { played, wishlists, subscriptionsOf }: UsersModuleNeeds) {
  const users = usersRepository(database.db);
  const currentUser = currentUserService({ played, wishlists, subscriptionsOf });
  const adminUsersRepo = adminUsersRepository(database.db);
  const adminUsers = adminUsersService({ repo: adminUsersRepo, users, events, adminEmails: env.adminEmails });
  routes(async (api) => {
    await api.register(usersRoutes, { users, played, currentUser, adminUsers, storage });
    await api.register(golferMapRoutes, { golferMap: golferMapRepository(database.db) });
    const follows = followsRepository(database.db);
    await api.register(followsRoutes, { follows, service: followsService(follows, events, blocksRepository(database.db)), users });
    const referral = referralRepository(database.db);
    await api.register(referralRoutes, { referral, attributions: referralService({ referral, events }), users });
    await api.register(tutorialsRoutes, { tutorials: tutorialsRepository(database.db) });
  });
  return { users, adminUsers, adminUsersRepo };
}
