/** Every SQL statement about users, their profiles and their played courses. */
import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type {
  AdminUser, PublicUser, UpdateProfile, UserCounts, UserProfile,
} from '../../shared/contracts/users.contract';
import type { Page } from '../../shared/contracts/common.contract';
import type { Db } from './database';
import { follows, lists, panelistRequests, playedCourses, users } from './schema';
import { courseCorrections } from './moderation.schema';
import type { NewGolfer } from '../identity/token-claims';
import { containsPattern, pagedQuery } from './sql';
import { notBlockedBetween } from './block-filter';
import { activeUser, proOf, publicUserColumns, toAccount, toPublicUser, type UserRow } from './user-mapper';

export type { UserRow } from './user-mapper';

/**
 * Counts as scalar subqueries on indexed columns (played and follows by primary key prefix).
 * `$count` qualifies every column; a bare sql`` in a select list would not ("id" of which table?).
 */
const countsColumns = (db: Db) => ({
  played: db.$count(playedCourses, eq(playedCourses.userId, users.id)),
  lists: db.$count(lists, and(eq(lists.ownerId, users.id), eq(lists.isPublic, true), isNull(lists.hiddenAt))),
  // Disabled golfers are not counted, as follower lists leave them out (issue 24).
  followers: db.$count(follows, and(eq(follows.followeeId, users.id), sql`not exists (select 1 from users du where du.id = ${follows.followerId} and du.disabled_at is not null)`)),
  following: db.$count(follows, and(eq(follows.followerId, users.id), sql`not exists (select 1 from users du where du.id = ${follows.followeeId} and du.disabled_at is not null)`)),
  correctionsAccepted: db.$count(courseCorrections, and(eq(courseCorrections.userId, users.id), eq(courseCorrections.status, 'Accepted'))),
});
const pickCounts = (r: UserCounts): UserCounts => ({
  played: r.played, lists: r.lists, followers: r.followers, following: r.following, correctionsAccepted: r.correctionsAccepted,
});

export function usersRepository(db: Db) {
  return {
    /**
     * The user row of a signed-in identity, created on first sight from `golfer` (the auth plugin
     * makes it from the token with the rules in identity/token-claims.ts). Admin is never granted
     * here (see the auth plugin's ADMIN_EMAILS check).
     */
    async findOrCreate(golfer: NewGolfer): Promise<UserRow> {
      const [existing] = await db.select().from(users).where(eq(users.firebaseUid, golfer.firebaseUid));
      if (existing) return existing;
      const [row] = await db
        .insert(users)
        .values(golfer)
        // Two first requests at once: the second one finds the row the first made.
        .onConflictDoUpdate({ target: users.firebaseUid, set: { firebaseUid: sql`excluded.firebase_uid` } })
        .returning();
      return row!;
    },

    /** A golfer others may see: there and not disabled. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), activeUser));
      return !!row;
    },

    /** A golfer `viewerId` may see (null: signed out): there, not disabled, and no block between the two (issue 35). */
    async visibleTo(id: string, viewerId: string | null | undefined): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), activeUser, notBlockedBetween(viewerId, users.id)));
      return !!row;
    },

    /** A profile as `viewerId` sees it (null when signed out); a disabled golfer's is not there. */
    async profile(id: string, viewerId: string | null): Promise<UserProfile | null> {
      const viewerFollows = viewerId
        ? exists(db.select({ one: sql`1` }).from(follows).where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, users.id))))
        : sql`false`;
      const isFollowing = sql<boolean>`${viewerFollows}`.mapWith(Boolean);
      const isPanelist = exists(db.select({ one: sql`1` }).from(panelistRequests)
        .where(and(eq(panelistRequests.userId, users.id), eq(panelistRequests.status, 'Approved'))));
      const [row] = await db
        .select({ ...publicUserColumns, ...countsColumns(db), isFollowing, isPanelist: sql<boolean>`${isPanelist}`.mapWith(Boolean) })
        .from(users)
        // A golfer and one they blocked (or who blocked them) do not see each other's profile (issue 35).
        .where(and(eq(users.id, id), activeUser, notBlockedBetween(viewerId, users.id)));
      if (!row) return null;
      return { ...toPublicUser(row), counts: pickCounts(row), isFollowing: !!row.isFollowing, isPanelist: !!row.isPanelist };
    },

    async adminView(id: string): Promise<AdminUser | null> {
      const [row] = await db.select({ user: users, ...countsColumns(db), panelistStatus: panelistRequests.status }).from(users)
        .leftJoin(panelistRequests, eq(panelistRequests.userId, users.id)).where(eq(users.id, id));
      if (!row) return null;
      const u = row.user;
      return {
        ...toAccount(u),
        firebaseUid: u.firebaseUid,
        stripeCustomerId: u.stripeCustomerId,
        stripeSubscriptionId: u.stripeSubscriptionId,
        updatedAt: u.updatedAt.toISOString(),
        counts: pickCounts(row),
        paidPro: u.isPremium,
        proGrant: u.proGrantedAt
          ? { grantedAt: u.proGrantedAt.toISOString(), until: u.proGrantUntil?.toISOString() ?? null, reason: u.proGrantReason, active: proOf({ ...u, isPremium: false }) }
          : null,
        disabled: u.disabledAt ? { at: u.disabledAt.toISOString(), reason: u.disabledReason } : null,
        panelistStatus: row.panelistStatus ?? 'Not Sent',
      };
    },

    /** Every golfer others may see, newest first. */
    async list(page: number, pageSize: number): Promise<Page<PublicUser>> {
      const rows = db.select(publicUserColumns).from(users).where(activeUser).orderBy(desc(users.createdAt), desc(users.id)).$dynamic();
      return pagedQuery(rows, db.$count(users, activeUser), page, pageSize, toPublicUser);
    },

    /** Golfers whose names match; never one the viewer blocked or who blocked the viewer. */
    async search(terms: string, limit: number, viewerId: string | null = null): Promise<PublicUser[]> {
      const t = terms.toLowerCase();
      const like = containsPattern(t);
      const hay = sql`lower(coalesce(${users.displayName}, '') || ' ' || coalesce(${users.fullName}, ''))`;
      const rows = await db
        .select(publicUserColumns)
        .from(users)
        .where(and(activeUser, notBlockedBetween(viewerId, users.id), sql`(${hay} like ${like} or ${hay} % ${t})`))
        .orderBy(sql`(${hay} like ${like}) desc`, sql`similarity(${hay}, ${t}) desc`, users.id)
        .limit(limit);
      return rows.map(toPublicUser);
    },

    /** Replaces the editable profile; an empty full name is stored as none; a length unit left out stays as it is. */
    async updateProfile(id: string, input: UpdateProfile): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({
          displayName: input.displayName,
          fullName: input.fullName || null,
          difficultyPreference: input.preferences.difficulty,
          architecturePreference: input.preferences.architecture,
          ...(input.preferences.lengthUnit !== undefined ? { lengthUnit: input.preferences.lengthUnit } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Sets a picture the server stored (its URL and storage key) and returns the row and the key of
     * the stored picture it replaced (null when the old picture was none or not a file of ours).
     */
    async setPhoto(id: string, photo: { url: string; key: string }): Promise<{ user: UserRow; previousKey: string | null } | null> {
      return db.transaction(async (tx) => {
        // Lock the row so two uploads at once each learn the key they replaced, and none is lost.
        const [current] = await tx.select({ photoKey: users.photoKey }).from(users).where(eq(users.id, id)).for('update');
        if (!current) return null;
        const [user] = await tx.update(users).set({ photoUrl: photo.url, photoKey: photo.key, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        return { user: user!, previousKey: current.photoKey };
      });
    },

    async setAdminByEmail(email: string, isAdmin: boolean): Promise<number> {
      const rows = await db.update(users).set({ isAdmin, updatedAt: new Date() })
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`).returning({ id: users.id });
      return rows.length;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
