/** Payments through the API: checkout, the local checkout and portal forms, signed webhook posts. */
import { eq, sql } from 'drizzle-orm';
import { paymentEvents, users } from '../../../src/server/data/schema';
import { localPaymentObjects } from '../../../src/server/data/payments.schema';
import { signPayload } from '../../../src/server/payments/webhook-signature';
import type { Golfer } from './golfers';
import type { TestApp } from './test-app';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  declinesLater: '4000 0000 0000 0341',
};

export const checkout = (t: TestApp, g: Golfer) => t.app.inject({ method: 'POST', url: '/api/payments/pro', headers: g.auth });
export const portalSession = (t: TestApp, g: Golfer) => t.app.inject({ method: 'POST', url: '/api/payments/portal-session', headers: g.auth });
export const me = async (t: TestApp, g: Golfer) => (await t.app.inject({ url: '/api/user/me', headers: g.auth })).json().data as {
  isPremium: boolean; subscription: { cancel_at: number | null } | null;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Posts the local checkout's form at `url` (from POST /api/payments/pro). */
export const payAt = (t: TestApp, url: string, cardNumber: string, more: Record<string, string> = {}) => t.app.inject({
  method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: form({ email: '', cardNumber, expiry: '12 / 34', cvc: '123', name: 'Test Golfer', ...more }),
});

/**
 * Posts the local portal's form at `url` (from POST /api/payments/portal-session); a cancel posts
 * its confirmation step's form (the portal asks first: payments.test.ts).
 */
export const portalAction = (t: TestApp, url: string, action: string, card: Record<string, string> = {}) => t.app.inject({
  method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: form({ action, ...(action === 'cancel' ? { confirm: 'yes' } : {}), ...card }),
});

/** A golfer who paid for Pro with 4242…; answers the checkout URL. */
export async function subscribe(t: TestApp, g: Golfer): Promise<string> {
  const res = await checkout(t, g);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const url = res.json().data.url as string;
  const paid = await payAt(t, url, CARDS.ok);
  if (paid.statusCode !== 303) throw new Error(`pay: ${paid.statusCode} ${paid.body.slice(0, 300)}`);
  return url;
}

export async function openPortal(t: TestApp, g: Golfer): Promise<string> {
  const res = await portalSession(t, g);
  if (res.statusCode !== 200) throw new Error(`portal: ${res.statusCode} ${res.body}`);
  return res.json().data.url as string;
}

/** Posts `payload` to the webhook signed with `secret` (the app's unless given) at `timestamp`. */
export const postEvent = (t: TestApp, payload: string, opts: { secret?: string; timestamp?: number; signature?: string } = {}) => t.app.inject({
  method: 'POST', url: '/api/payments/webhook',
  headers: { 'content-type': 'application/json', 'stripe-signature': opts.signature ?? signPayload(payload, opts.secret ?? t.payments.webhookSecret, opts.timestamp) },
  payload,
});

export const eventCount = async (t: TestApp) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n;

export async function userRow(t: TestApp, g: Golfer) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, g.id));
  return row!;
}

/** The local provider's customers made for a golfer. */
export async function localCustomersOf(t: TestApp, g: Golfer): Promise<number> {
  const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(localPaymentObjects)
    .where(sql`${localPaymentObjects.kind} = 'customer' and ${localPaymentObjects.data}->'metadata'->>'userId' = ${g.id}`);
  return rows[0]!.n;
}

export const typeOf = (payload: string) => (JSON.parse(payload) as { type: string }).type;
