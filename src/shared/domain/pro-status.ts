/**
 * Who is Pro, from the state of their subscriptions (spec sections 1, 3, 4; src/server/payments/README.md).
 * Pure: the server applies it when a payment event lands, the client uses the date rules.
 *
 * - `active` and `trialing` are Pro.
 * - `past_due` (a renewal failed; the provider retries the card) stays Pro for a grace period:
 *   until PAST_DUE_GRACE_DAYS after the period the golfer paid for ended. The provider ends it
 *   sooner when its retries run out (the subscription becomes `canceled` or `unpaid`).
 * - Every other status (`incomplete`, `incomplete_expired`, `unpaid`, `paused`, `canceled`) is not.
 */
export const PAST_DUE_GRACE_DAYS = 14;

/** The Pro plan's price (spec section 9): $39.99 per year. */
export const PRO_PRICE_CENTS = 3999;
export const PRO_PRICE_TEXT = '$39.99';
const DAY = 86_400;

/** What the rules need of one subscription; times in epoch seconds, as the provider sends them. */
export interface SubscriptionState {
  id: string;
  status: string;
  /** When the subscription is set to end (the provider's cancel_at), or null. */
  cancelAt: number | null;
  cancelAtPeriodEnd: boolean;
  /** End of the period paid for. */
  currentPeriodEnd: number | null;
}

/** The end of a past_due subscription's grace period (epoch seconds), or null when it has none. */
export function graceEndsAt(s: SubscriptionState): number | null {
  if (s.status !== 'past_due' || s.currentPeriodEnd == null) return null;
  return s.currentPeriodEnd + PAST_DUE_GRACE_DAYS * DAY;
}

export function isPro(s: SubscriptionState | null, nowSeconds: number): boolean {
  if (!s) return false;
  if (s.status === 'active' || s.status === 'trialing') return true;
  const grace = graceEndsAt(s);
  return grace != null && nowSeconds < grace;
}

/**
 * When a subscription that is set to end ends ('Canceling on {date}'): its cancel_at, or the end
 * of the period when it cancels at period end. Null when it renews.
 */
export function cancelingAt(s: SubscriptionState): number | null {
  if (s.cancelAt != null) return s.cancelAt;
  return s.cancelAtPeriodEnd ? s.currentPeriodEnd : null;
}

/** Statuses of a subscription that has ended for good: only then may the golfer buy a new one. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Whether a subscription stands in the way of a new checkout. A past_due or unpaid one does too:
 * the golfer fixes the card in the portal instead of paying twice.
 */
export const blocksNewCheckout = (status: string): boolean => !ENDED.has(status);

export interface ProState {
  isPremium: boolean;
  /** Epoch seconds, or null (spec: subscription.cancel_at). */
  cancelAt: number | null;
  /** The subscription that decides, or null when the golfer has none. */
  subscriptionId: string | null;
}

/**
 * A golfer's Pro state from all their subscriptions: a Pro one decides (the one paid furthest
 * ahead); without one, none is Pro and cancel_at is null.
 */
export function proStateOf(subs: readonly SubscriptionState[], nowSeconds: number): ProState {
  const pro = subs.filter((s) => isPro(s, nowSeconds))
    .sort((a, b) => (b.currentPeriodEnd ?? 0) - (a.currentPeriodEnd ?? 0))[0];
  if (!pro) return { isPremium: false, cancelAt: null, subscriptionId: subs.find((s) => blocksNewCheckout(s.status))?.id ?? subs[0]?.id ?? null };
  return { isPremium: true, cancelAt: cancelingAt(pro), subscriptionId: pro.id };
}

/**
 * An admin's manual Pro grant (issue 24), kept apart from the paid Pro the subscription events
 * set: from `grantedAt` until `until` (null: until an admin revokes it). Subscription events never
 * touch it, and it never touches them.
 */
export interface ProGrant {
  grantedAt: Date | null;
  until: Date | null;
}

/** Whether a grant holds at `now`: granted, and not past its end. */
export const grantHolds = (grant: ProGrant, now: Date): boolean =>
  grant.grantedAt != null && (grant.until == null || grant.until.getTime() > now.getTime());

/**
 * Pro is paid Pro or a grant that holds. The SQL twin is `proColumn` in
 * src/server/data/user-mapper.ts (every list of golfers reads it there).
 */
export const hasPro = (paidPro: boolean, grant: ProGrant, now: Date): boolean => paidPro || grantHolds(grant, now);
