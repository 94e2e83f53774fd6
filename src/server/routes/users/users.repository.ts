/** Every SQL statement about users. */
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser, PublicUser } from '../../../shared/contracts/users.contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { VerifiedIdentity } from '../../identity/identity';

export type UserRow = typeof users.$inferSelect;

export const toCurrentUser = (u: UserRow): CurrentUser => ({
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

export const toPublicUser = (u: Pick<UserRow, 'id' | 'displayName' | 'fullName' | 'photoUrl'>): PublicUser => ({
  _id: u.id,
  displayName: u.displayName,
  fullName: u.fullName,
  picture: u.photoUrl,
});

export function usersRepository(db: Db) {
  return {
    /**
     * The user row for a verified identity, created on first sight. Admin is granted when the
     * email is in ADMIN_EMAILS; it is never taken away here (the operator command does that).
     */
    async findOrCreate(identity: VerifiedIdentity, grantAdmin: boolean): Promise<UserRow> {
      const [existing] = await db.select().from(users).where(eq(users.firebaseUid, identity.uid));
      if (existing && (existing.isAdmin || !grantAdmin)) return existing;
      const [row] = await db
        .insert(users)
        .values({
          firebaseUid: identity.uid,
          email: identity.email,
          displayName: identity.name ?? identity.email?.split('@')[0] ?? null,
          photoUrl: identity.picture,
          isAdmin: grantAdmin,
        })
        .onConflictDoUpdate({ target: users.firebaseUid, set: { isAdmin: sql`${users.isAdmin} or ${grantAdmin}` } })
        .returning();
      return row!;
    },

    async findPublic(id: string): Promise<PublicUser | null> {
      const [row] = await db
        .select({ id: users.id, displayName: users.displayName, fullName: users.fullName, photoUrl: users.photoUrl })
        .from(users).where(eq(users.id, id));
      return row ? toPublicUser(row) : null;
    },

    async search(terms: string, limit: number): Promise<PublicUser[]> {
      const t = terms.toLowerCase();
      const like = `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const hay = sql`lower(coalesce(${users.displayName}, '') || ' ' || coalesce(${users.fullName}, ''))`;
      const rows = await db
        .select({ id: users.id, displayName: users.displayName, fullName: users.fullName, photoUrl: users.photoUrl })
        .from(users)
        .where(sql`${hay} like ${like} or ${hay} % ${t}`)
        .orderBy(sql`(${hay} like ${like}) desc`, sql`similarity(${hay}, ${t}) desc`, users.id)
        .limit(limit);
      return rows.map(toPublicUser);
    },

    async setAdminByEmail(email: string, isAdmin: boolean): Promise<number> {
      const rows = await db.update(users).set({ isAdmin, updatedAt: new Date() })
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`).returning({ id: users.id });
      return rows.length;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
