/**
 * Every SQL statement about blocks (issue 35): block (ending follows both ways and each one's
 * place on the other's trips), unblock, whom a golfer blocked.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import { queryRows, type Db } from './database';
import { follows, lists, tripCompanions, userBlocks, users } from './schema';
import { pagedQuery } from './sql';
import { activeUser, publicUserColumns, toPublicUser } from './user-mapper';
import { notBlockedBetween } from './block-filter';

export interface EndedFollow {
  followerId: string;
  followeeId: string;
}

/** A golfer taken off a trip of the other's (invited or on it). */
export interface EndedCompanion {
  tripId: string;
  userId: string;
}

export function blocksRepository(db: Db) {
  return {
    /**
     * Blocks, idempotently, and in the same transaction ends what joins the two: any follow either
     * way, and each one's place on the other's trips (an invitation or a companionship). Those
     * trips are locked first, as every write to a list is, and their revision moves, so a save
     * made from the plan as it was is refused as stale instead of inviting the golfer again.
     * `created`: this call made the block; `endedFollows`, `endedCompanions`: what it ended.
     */
    async block(blockerId: string, blockedId: string): Promise<{ created: boolean; endedFollows: EndedFollow[]; endedCompanions: EndedCompanion[] }> {
      return db.transaction(async (tx) => {
        const made = await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ b: userBlocks.blockerId });
        const endedFollows = await tx.delete(follows).where(or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        )).returning({ followerId: follows.followerId, followeeId: follows.followeeId });
        const onTheOthers = or(
          and(eq(lists.ownerId, blockerId), eq(tripCompanions.userId, blockedId)),
          and(eq(lists.ownerId, blockedId), eq(tripCompanions.userId, blockerId)),
        );
        const trips = await tx.select({ id: lists.id }).from(lists).innerJoin(tripCompanions, eq(tripCompanions.listId, lists.id))
          .where(and(eq(lists.kind, 'trip'), onTheOthers)).orderBy(asc(lists.id)).for('update', { of: lists });
        if (trips.length === 0) return { created: made.length > 0, endedFollows, endedCompanions: [] };
        const tripIds = trips.map((t) => t.id);
        const endedCompanions = await tx.delete(tripCompanions).where(and(
          inArray(tripCompanions.listId, tripIds), inArray(tripCompanions.userId, [blockerId, blockedId]),
        )).returning({ tripId: tripCompanions.listId, userId: tripCompanions.userId });
        await tx.update(lists).set({ updatedAt: new Date() }).where(inArray(lists.id, tripIds));
        return { created: made.length > 0, endedFollows, endedCompanions };
      });
    },

    /** Idempotent. True when this call removed the block. */
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db.delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .returning({ b: userBlocks.blockerId });
      return rows.length > 0;
    },

    /** Whether either golfer has blocked the other. */
    async between(a: string, b: string): Promise<boolean> {
      const [row] = await queryRows<{ blocked: boolean }>(db, sql`select not ${notBlockedBetween(a, sql`${b}::uuid`)} as blocked`);
      return !!row?.blocked;
    },

    /** Whether the golfer and the owner of the list have blocked one another (false when there is no such list). */
    async withListOwner(golferId: string, listId: string): Promise<boolean> {
      const [row] = await db.select({ id: lists.id }).from(lists)
        .where(and(eq(lists.id, listId), sql`not ${notBlockedBetween(golferId, lists.ownerId)}`));
      return !!row;
    },

    /** The golfers `blockerId` blocked, most recent first (disabled ones left out, as in every list of golfers). */
    blocked(blockerId: string, page: number, pageSize: number): Promise<Page<PublicUser>> {
      const rows = db.select(publicUserColumns).from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(and(eq(userBlocks.blockerId, blockerId), activeUser))
        .orderBy(desc(userBlocks.createdAt), users.id)
        .$dynamic();
      const total = db.$count(userBlocks, and(eq(userBlocks.blockerId, blockerId),
        sql`not exists (select 1 from users du where du.id = ${userBlocks.blockedId} and du.disabled_at is not null)`));
      return pagedQuery(rows, total, page, pageSize, toPublicUser);
    },
  };
}

export type BlocksRepository = ReturnType<typeof blocksRepository>;
