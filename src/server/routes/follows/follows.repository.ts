/** Every SQL statement about the follow graph. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';
import { publicUserColumns, toPublicUser } from '../users/users.repository';

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

    async isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      const [row] = await db.select({ f: follows.followerId }).from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
      return !!row;
    },

    async followerCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
      return row?.n ?? 0;
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

async function pageOfUsers(db: Db, side: 'followers' | 'following', userId: string, page: number, pageSize: number): Promise<Page<PublicUser>> {
  // followers: rows whose followee is the user, showing the follower; following: the reverse.
  const anchor = side === 'followers' ? follows.followeeId : follows.followerId;
  const other = side === 'followers' ? follows.followerId : follows.followeeId;
  const [rows, [total]] = await Promise.all([
    db.select(publicUserColumns).from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(eq(anchor, userId))
      .orderBy(desc(follows.createdAt), users.id)
      .limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(follows).where(eq(anchor, userId)),
  ]);
  return { items: rows.map(toPublicUser), page, pageSize, total: total?.n ?? 0 };
}

export type FollowsRepository = ReturnType<typeof followsRepository>;
