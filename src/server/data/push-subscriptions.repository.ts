/** Every SQL statement about the browsers that allowed push (issue 35). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { pushSubscriptions, users } from './schema';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function pushSubscriptionsRepository(db: Db) {
  return {
    /** Keeps a browser's subscription for this golfer (an endpoint seen before moves to them, with its new keys). */
    async upsert(userId: string, s: PushSubscriptionRow): Promise<void> {
      await db.insert(pushSubscriptions).values({ userId, ...s }).onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
      });
    },

    /** Removes one of this golfer's subscriptions; false when they have none at that endpoint. */
    async remove(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db.delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Drops a subscription the push service says is gone (404, 410). */
    async drop(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** A golfer's browsers; none while the golfer is disabled. */
    async ofUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions).innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(eq(pushSubscriptions.userId, userId), isNull(users.disabledAt)));
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
