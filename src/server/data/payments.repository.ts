/**
 * Every SQL statement about payments: the golfer's provider customer, the checkout sessions we
 * opened, subscriptions as the provider last described them, and the events already applied.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { proStateOf, type SubscriptionState } from '../../shared/domain/pro-status';
import type { Db } from './database';
import { checkoutSessions, subscriptions } from './payments.schema';
import { paymentEvents, users } from './schema';

/** A subscription as read from the provider, with the golfer it belongs to. */
export interface SubscriptionRecord extends SubscriptionState {
  userId: string;
  customerId: string;
  priceId: string | null;
}

export interface PaymentEventRecord {
  id: string;
  type: string;
  payload: unknown;
}

const stateColumns = {
  id: subscriptions.id,
  status: subscriptions.status,
  cancelAt: subscriptions.cancelAt,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
};

export function paymentsRepository(db: Db) {
  return {
    async customerOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row?.id ?? null;
    },

    /**
     * Keeps `customerId` as the golfer's customer unless they already have one; answers the one
     * they have now. Two checkouts at once both end with the first one stored.
     */
    async claimCustomer(userId: string, customerId: string): Promise<string> {
      const [set] = await db.update(users).set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), sql`${users.stripeCustomerId} is null`)).returning({ id: users.stripeCustomerId });
      return set?.id ?? (await this.customerOf(userId))!;
    },

    async userOfCustomer(customerId: string): Promise<string | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
      return row?.id ?? null;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return !!row;
    },

    /** The golfer's subscriptions, most recently changed first. */
    async subscriptionsOf(userId: string): Promise<SubscriptionState[]> {
      return db.select(stateColumns).from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt));
    },

    /** Records a checkout session we opened; answers the golfer's other sessions still open (to expire). */
    async openedCheckout(userId: string, sessionId: string): Promise<string[]> {
      await db.insert(checkoutSessions).values({ id: sessionId, userId }).onConflictDoNothing();
      const rows = await db.select({ id: checkoutSessions.id }).from(checkoutSessions)
        .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open'), ne(checkoutSessions.id, sessionId)));
      return rows.map((r) => r.id);
    },

    async setCheckoutStatus(sessionId: string, status: 'complete' | 'expired'): Promise<void> {
      await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, sessionId));
    },

    /**
     * Marks an event as applied; false when it already was (then nothing else happens). For
     * events that change nothing we keep (no subscription, no golfer).
     */
    async recordEvent(event: PaymentEventRecord): Promise<boolean> {
      const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    /**
     * In one transaction: records the event (a second delivery stops here and answers false),
     * stores the subscription's state unless a later read is already stored, and sets the golfer's
     * Pro fields from all their subscriptions (`proStateOf` at `nowSeconds`).
     */
    async applySubscription(event: PaymentEventRecord, sub: SubscriptionRecord, fetchedAt: number, nowSeconds: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const fresh = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
        if (!fresh.length) return false;
        // One golfer's events take turns from here, so each sets the Pro fields from what the other wrote.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, sub.userId)).for('update');
        const state = {
          userId: sub.userId, customerId: sub.customerId, status: sub.status, priceId: sub.priceId, cancelAt: sub.cancelAt,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd, currentPeriodEnd: sub.currentPeriodEnd, fetchedAt,
        };
        await tx.insert(subscriptions).values({ id: sub.id, ...state }).onConflictDoUpdate({
          target: subscriptions.id,
          set: { ...state, updatedAt: sql`now()` },
          setWhere: sql`${subscriptions.fetchedAt} <= ${fetchedAt}`,
        });
        const all = await tx.select(stateColumns).from(subscriptions).where(eq(subscriptions.userId, sub.userId));
        const pro = proStateOf(all, nowSeconds);
        await tx.update(users).set({
          isPremium: pro.isPremium,
          subscriptionCancelAt: pro.cancelAt,
          stripeSubscriptionId: pro.subscriptionId,
          stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${sub.customerId})`,
          updatedAt: sql`now()`,
        }).where(eq(users.id, sub.userId));
        return true;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
