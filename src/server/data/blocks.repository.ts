/** Every SQL statement about blocks (issue 35): block (ending follows both ways), unblock, whom a golfer blocked. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import { queryRows, type Db } from './database';
import { follows, lists, userBlocks, users } from './schema';
import { pagedQuery } from './sql';
import { activeUser, publicUserColumns, toPublicUser } from './user-mapper';
import { notBlockedBetween } from './block-filter';

export interface EndedFollow {
  followerId: string;
  followeeId: string;
}

export function blocksRepository(db: Db) {
  return {
    /**
     * Blocks, idempotently, and in the same transaction ends any follow between the two, either
     * way. `created`: this call made the block; `endedFollows`: the follows it ended.
     */
    async block(blockerId: string, blockedId: string): Promise<{ created: boolean; endedFollows: EndedFollow[] }> {
      return db.transaction(async (tx) => {
        const made = await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ b: userBlocks.blockerId });
        const endedFollows = await tx.delete(follows).where(or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        )).returning({ followerId: follows.followerId, followeeId: follows.followeeId });
        return { created: made.length > 0, endedFollows };
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
