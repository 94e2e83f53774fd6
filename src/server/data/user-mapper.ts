/** Users rows as the API shows them: the signed-in user's own view and the public one. */
import type { Account, PublicUser } from '../../shared/contracts/users.contract';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The account fields; the current user adds the golfer's marks (services/current-user.ts). */
export const toAccount = (u: UserRow): Account => ({
  _id: u.id,
  email: u.email,
  displayName: u.displayName,
  fullName: u.fullName,
  photoURL: u.photoUrl,
  isAdmin: u.isAdmin,
  isPremium: u.isPremium,
  subscription: u.subscriptionCancelAt != null ? { cancel_at: u.subscriptionCancelAt } : null,
  preferences: { difficulty: u.difficultyPreference, architecture: u.architecturePreference },
  createdAt: u.createdAt.toISOString(),
});

export const toPublicUser = (u: Pick<UserRow, 'id' | 'displayName' | 'fullName' | 'photoUrl' | 'isPremium'>): PublicUser => ({
  _id: u.id,
  displayName: u.displayName,
  fullName: u.fullName,
  picture: u.photoUrl,
  isPremium: u.isPremium,
});

/** The columns of a PublicUser, for selects in every repository that lists golfers. */
export const publicUserColumns = {
  id: users.id,
  displayName: users.displayName,
  fullName: users.fullName,
  photoUrl: users.photoUrl,
  isPremium: users.isPremium,
};
