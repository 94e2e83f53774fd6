/** Every SQL statement about the follow graph. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { Db } from './database';
import { follows, users } from './schema';
import { pagedQuery } from './sql';
import { activeUser, publicUserColumns, toPublicUser } from './user-mapper';

export function followsRepository(db: Db) {
  return {
    /** Idempotent: following twice leaves one row. True when this call created it. */
    async follow(followerId: string, followeeId: string): Promise<boolean> {
      const rows = await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning({ f: follows.followerId });
      return rows.length > 0;
    },

    /** Idempotent. True when this call removed a row. */
    async unfollow(followerId: string, followeeId: string): Promise<boolean> {
      const rows = await db.delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning({ f: follows.followerId });
      return rows.length > 0;
    },

    async followerCount(userId: string): Promise<number> {
      return db.$count(follows, eq(follows.followeeId, userId));
    },

    /** Who follows `userId`, most recent first. */
    followers(userId: string, page: number, pageSize: number): Promise<Page<PublicUser>> {
      return pageOfUsers(db, 'followers', userId, page, pageSize);
    },

    /** Whom `userId` follows, most recent first. */
    following(userId: string, page: number, pageSize: number): Promise<Page<PublicUser>> {
      return pageOfUsers(db, 'following', userId, page, pageSize);
    },
  };
}

function pageOfUsers(db: Db, side: 'followers' | 'following', userId: string, page: number, pageSize: number): Promise<Page<PublicUser>> {
  // followers: rows whose followee is the user, showing the follower; following: the reverse.
  const anchor = side === 'followers' ? follows.followeeId : follows.followerId;
  const other = side === 'followers' ? follows.followerId : follows.followeeId;
  const rows = db.select(publicUserColumns).from(follows)
    .innerJoin(users, eq(users.id, other))
    // A disabled golfer leaves follower lists as they leave every other list of golfers (issue 24).
    .where(and(eq(anchor, userId), activeUser))
    .orderBy(desc(follows.createdAt), users.id)
    .$dynamic();
  const total = db.$count(follows, and(eq(anchor, userId), sql`not exists (select 1 from users du where du.id = ${other} and du.disabled_at is not null)`));
  return pagedQuery(rows, total, page, pageSize, toPublicUser);
}

export type FollowsRepository = ReturnType<typeof followsRepository>;
