/** Users rows as the API shows them: the signed-in user's own view and the public one. */
import { isNull, sql, type SQL } from 'drizzle-orm';
import type { Account, PublicUser } from '../../shared/contracts/users.contract';
import { hasPro } from '../../shared/domain/pro-status';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user of a request: the row, with `isOperator` when their verified address is in ADMIN_EMAILS. */
export type SignedInUser = UserRow & { isOperator: boolean };

/** Pro as the rules say (`hasPro`): paid Pro, or an admin's grant that has not ended. */
export const proOf = (u: Pick<UserRow, 'isPremium' | 'proGrantedAt' | 'proGrantUntil'>, now = new Date()): boolean =>
  hasPro(u.isPremium, { grantedAt: u.proGrantedAt, until: u.proGrantUntil }, now);

/** The same rule in SQL, for every select that lists golfers (the twin of `hasPro`). */
export const proColumn: SQL<boolean> = sql<boolean>`(${users.isPremium} or (${users.proGrantedAt} is not null and (${users.proGrantUntil} is null or ${users.proGrantUntil} > now())))`.mapWith(Boolean);

/** Golfers whose account is not disabled: the only ones anyone else sees (issue 24). */
export const activeUser = isNull(users.disabledAt);

/** The account fields; the current user adds the golfer's marks (services/current-user.ts). */
export const toAccount = (u: UserRow): Account => ({
  _id: u.id,
  email: u.email,
  displayName: u.displayName,
  fullName: u.fullName,
  photoURL: u.photoUrl,
  isAdmin: u.isAdmin,
  isPremium: proOf(u),
  subscription: u.subscriptionCancelAt != null ? { cancel_at: u.subscriptionCancelAt } : null,
  preferences: { difficulty: u.difficultyPreference, architecture: u.architecturePreference, lengthUnit: u.lengthUnit ?? null },
  createdAt: u.createdAt.toISOString(),
});

export const toPublicUser = (u: Pick<UserRow, 'id' | 'displayName' | 'fullName' | 'photoUrl' | 'isPremium' | 'isDemo'>): PublicUser => ({
  _id: u.id,
  displayName: u.displayName,
  fullName: u.fullName,
  picture: u.photoUrl,
  isPremium: u.isPremium,
  isDemo: u.isDemo,
});

/** The columns of a PublicUser, for selects in every repository that lists golfers (`isPremium` is Pro, paid or granted). */
export const publicUserColumns = {
  id: users.id,
  displayName: users.displayName,
  fullName: users.fullName,
  photoUrl: users.photoUrl,
  isPremium: proColumn,
  isDemo: users.isDemo,
};
