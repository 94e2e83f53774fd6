/**
 * POST /api/payments/webhook: signatures (bad, stale, tampered: 400 and nothing changes), event
 * types the app does not use (2xx, ignored), redeliveries (applied once) and events out of order,
 * with the local provider's own events held back and sent in the order each test picks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../src/server/data/schema';
import { signPayload } from '../../src/server/payments/webhook-signature';
import { createGolfer, type Golfer } from './helpers/golfers';
import {
  checkout, eventCount, me, openPortal, payAt, portalAction, postEvent, subscribe, typeOf, userRow, CARDS,
} from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let held: string[];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.payments.local!.events.release());

const now = () => Math.floor(Date.now() / 1000);
const event = (type: string, object: object) => JSON.stringify({ id: `evt_test_${crypto.randomUUID()}`, object: 'event', type, created: now(), data: { object } });

/** Pays a checkout with the events held back; answers them by type. */
async function paidWithHeldEvents(g: Golfer): Promise<Record<string, string>> {
  held = t.payments.local!.events.hold();
  const url = (await checkout(t, g)).json().data.url;
  expect((await payAt(t, url, CARDS.ok)).statusCode).toBe(303);
  return Object.fromEntries(held.map((p) => [typeOf(p), p]));
}

describe('signatures', () => {
  let golfer: Golfer;
  let payload: string;
  beforeAll(async () => {
    golfer = await createGolfer(t);
    payload = (await paidWithHeldEvents(golfer))['invoice.paid']!;
    t.payments.local!.events.release();
  });

  it.each([
    ['no signature', { signature: '' }],
    ['a signature by another secret', { secret: 'whsec_someone_else' }],
    ['a signature older than 5 minutes', { timestamp: now() - 301 }],
    ['a malformed header', { signature: 't=abc,v1=zzz' }],
  ])('refuses %s with 400 and changes nothing', async (_what, opts) => {
    const before = await eventCount(t);
    const res = await postEvent(t, payload, opts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
    expect(await eventCount(t)).toBe(before);
    expect((await me(t, golfer)).isPremium).toBe(false);
  });

  it('refuses a body changed after it was signed', async () => {
    const signature = signPayload(payload, t.payments.webhookSecret);
    const tampered = payload.replace('"paid"', '"paid" ');
    expect(tampered).not.toBe(payload);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: tampered });
    expect(res.statusCode).toBe(400);
    expect((await me(t, golfer)).isPremium).toBe(false);
  });

  it('takes a signature 4 minutes old, over any content type', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/payments/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': signPayload(payload, t.payments.webhookSecret, now() - 240) }, payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t, golfer)).isPremium).toBe(true);
  });
});

describe('events', () => {
  it('acknowledges a verified event of a type the app does not use, and changes nothing', async () => {
    const golfer = await createGolfer(t);
    const before = await userRow(t, golfer);
    const res = await postEvent(t, event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, handled: false });
    expect(await userRow(t, golfer)).toEqual(before);
  });

  it('acknowledges an event about a subscription it does not know', async () => {
    const res = await postEvent(t, event('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.handled).toBe(false);
  });

  it('applies a redelivered event once', async () => {
    const golfer = await createGolfer(t);
    const events = await paidWithHeldEvents(golfer);
    const before = await eventCount(t);
    for (const payload of Object.values(events)) {
      expect((await postEvent(t, payload)).json().data.handled).toBe(true);
      expect((await postEvent(t, payload)).json().data.handled).toBe(false);
    }
    expect(await eventCount(t)).toBe(before + 3);
    expect((await me(t, golfer)).isPremium).toBe(true);
  });

  it('applies two deliveries of one event at once only once', async () => {
    const golfer = await createGolfer(t);
    const payload = (await paidWithHeldEvents(golfer))['customer.subscription.created']!;
    const answers = await Promise.all([postEvent(t, payload), postEvent(t, payload)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().data.handled).sort()).toEqual([false, true]);
  });

  it('ends Pro whatever the order: invoice.paid before checkout.session.completed', async () => {
    const golfer = await createGolfer(t);
    const events = await paidWithHeldEvents(golfer);
    expect((await userRow(t, golfer)).isPremium).toBe(false);
    await postEvent(t, events['invoice.paid']!);
    expect((await me(t, golfer)).isPremium).toBe(true);
    await postEvent(t, events['checkout.session.completed']!);
    await postEvent(t, events['customer.subscription.created']!);
    expect(await me(t, golfer)).toMatchObject({ isPremium: true, subscription: null });
  });

  it('keeps the latest state when updated arrives before created', async () => {
    const golfer = await createGolfer(t);
    const paid = await paidWithHeldEvents(golfer);
    // The customer lands with the first event: the portal needs the golfer's subscription.
    await postEvent(t, paid['checkout.session.completed']!);
    const portal = await openPortal(t, golfer);
    held = t.payments.local!.events.hold();
    await portalAction(t, portal, 'cancel');
    const updated = held.find((p) => typeOf(p) === 'customer.subscription.updated')!;
    await postEvent(t, updated);
    const cancelAt = (await me(t, golfer)).subscription?.cancel_at;
    expect(cancelAt).toEqual(expect.any(Number));
    // The created event's copy says "renews"; the provider's state (canceling) wins.
    await postEvent(t, paid['invoice.paid']!);
    await postEvent(t, paid['customer.subscription.created']!);
    expect(await me(t, golfer)).toMatchObject({ isPremium: true, subscription: { cancel_at: cancelAt } });
  });

  it('links a checkout to its golfer through the subscription, the session or the customer', async () => {
    const golfer = await createGolfer(t);
    await subscribe(t, golfer);
    expect((await me(t, golfer)).isPremium).toBe(true);
    const row = await userRow(t, golfer);
    expect(row.stripeCustomerId).toMatch(/^cus_local_/);
    expect(row.stripeSubscriptionId).toMatch(/^sub_local_/);
  });
});

describe('events holding \\u0000 (issue 32)', () => {
  const withNul = (payload: string) => {
    const e = JSON.parse(payload) as { id: string; data: { object: { metadata?: Record<string, string> } } };
    e.data.object.metadata = { ...e.data.object.metadata, note: 'before\u0000after' };
    return JSON.stringify(e);
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

  it('applies a signed event whose object holds \\u0000, and stores what it needs without it', async () => {
    const golfer = await createGolfer(t);
    const events = await paidWithHeldEvents(golfer);
    const payload = withNul(events['invoice.paid']!);
    expect(payload).toContain('\\u0000');
    const res = await postEvent(t, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ received: true, handled: true });
    expect((await me(t, golfer)).isPremium).toBe(true);
    const row = await stored(JSON.parse(payload).id);
    expect(row).toMatchObject({ type: 'invoice.paid' });
    expect(JSON.stringify(row!.payload)).not.toContain('\\u0000');
    // A redelivery is still recognised.
    expect((await postEvent(t, payload)).json().data.handled).toBe(false);
  });

  it('acknowledges (2xx, recorded) an event about no subscription of ours holding \\u0000 anywhere, its id included', async () => {
    const before = await eventCount(t);
    for (const payload of [
      event('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription', metadata: { note: '\u0000' } }),
      JSON.stringify({ id: 'evt_test_nul\u0000', object: 'event', type: 'customer.subscription.deleted', created: now(), data: { object: { id: 'sub_\u0000', object: 'subscription' } } }),
      event('checkout.session.completed', { id: 'cs_\u0000', object: 'checkout.session', mode: 'subscription', subscription: 'sub_\u0000', client_reference_id: '\u0000' }),
    ]) {
      const res = await postEvent(t, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ received: true, handled: false });
      expect((await postEvent(t, payload)).statusCode).toBe(200);
    }
    expect(await eventCount(t)).toBe(before + 3);
  });
});
