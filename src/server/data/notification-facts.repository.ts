/**
 * What the inbox reads beside its entries (issue 35): the names of what entries are about, read
 * with the reader's access (a trip only while they are on it, a list only while it is theirs), the
 * actors the reader may still see, and what the daily sweeps look for (trips starting tomorrow,
 * plans ending within a week).
 */
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { Db } from './database';
import { courses, lists, tripCompanions, userBlocks, users } from './schema';
import { publicUserColumns, toPublicUser } from './user-mapper';

export interface Named { id: string; name: string }

export function notificationFactsRepository(db: Db) {
  return {
    async listOwner(listId: string): Promise<string | null> {
      const [row] = await db.select({ ownerId: lists.ownerId }).from(lists).where(eq(lists.id, listId));
      return row?.ownerId ?? null;
    },

    /** The actors `readerId` may see: active, and no block either way. */
    async actors(readerId: string, ids: readonly string[]): Promise<Map<string, PublicUser>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select(publicUserColumns).from(users).where(and(
        inArray(users.id, [...ids]), isNull(users.disabledAt),
        sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${readerId} and b.blocked_id = ${users.id})
                                                      or (b.blocker_id = ${users.id} and b.blocked_id = ${readerId}))`,
      ));
      return new Map(rows.map((r) => [r.id, toPublicUser(r)]));
    },

    /** The reader's own lists among these. */
    async ownLists(readerId: string, ids: readonly string[]): Promise<Map<string, Named>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: lists.id, name: lists.name }).from(lists)
        .where(and(inArray(lists.id, [...ids]), eq(lists.ownerId, readerId)));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** The trips among these that the reader owns or is invited on or a companion of. */
    async tripsOf(readerId: string, ids: readonly string[]): Promise<Map<string, Named>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: lists.id, name: lists.name }).from(lists).where(and(
        inArray(lists.id, [...ids]), eq(lists.kind, 'trip'),
        or(eq(lists.ownerId, readerId), sql`exists (select 1 from ${tripCompanions} tc where tc.list_id = ${lists.id} and tc.user_id = ${readerId})`),
      ));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async courses(ids: readonly string[]): Promise<Map<string, Named>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: courses.id, name: courses.clubName }).from(courses).where(inArray(courses.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Trips starting on `date` (YYYY-MM-DD) with their golfers: the owner and the companions who accepted. */
    async tripsStartingOn(date: string): Promise<{ id: string; startDate: string; memberIds: string[] }[]> {
      const rows = await db.select({
        id: lists.id, ownerId: lists.ownerId,
        companions: sql<string[]>`coalesce((select array_agg(tc.user_id) from ${tripCompanions} tc where tc.list_id = ${lists.id} and tc.status = 'accepted'), '{}')`,
      }).from(lists).where(and(eq(lists.kind, 'trip'), eq(lists.startDate, date)));
      return rows.map((r) => ({ id: r.id, startDate: date, memberIds: [r.ownerId, ...r.companions] }));
    },

    /** Golfers whose cancelled plan ends between the two times. */
    async proEndingBetween(from: Date, to: Date): Promise<{ id: string; endsAt: Date }[]> {
      const rows = await db.select({ id: users.id, cancelAt: users.subscriptionCancelAt }).from(users).where(and(
        isNull(users.disabledAt), eq(users.isPremium, true),
        gte(users.subscriptionCancelAt, Math.floor(from.getTime() / 1000)), lte(users.subscriptionCancelAt, Math.floor(to.getTime() / 1000)),
      ));
      return rows.map((r) => ({ id: r.id, endsAt: new Date(r.cancelAt! * 1000) }));
    },
  };
}

export type NotificationFactsRepository = ReturnType<typeof notificationFactsRepository>;
