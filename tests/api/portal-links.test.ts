/**
 * The local billing portal's links (issue 32, item 17): short-lived as Stripe's (opened within five
 * minutes, then an hour's use) and bound to the golfer they were made for. An expired link is a
 * 410 page and changes nothing; a link whose golfer was disabled, or whose customer is no longer
 * theirs, is a 403 page and changes nothing. Time is moved by ageing the stored session.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPaymentObjects } from '../../src/server/data/payments.schema';
import { users } from '../../src/server/data/schema';
import { createGolfer, type Golfer } from './helpers/golfers';
import { me, openPortal, portalAction, subscribe } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterAll(() => t.payments.local!.events.release());

const idOf = (url: string) => url.split('/').at(-1)!;
const open = (url: string) => t.app.inject({ method: 'GET', url });
/** Moves the session's `created` (and `opened`, when set) `seconds` into the past. */
async function age(url: string, seconds: number) {
  await t.database.db.update(localPaymentObjects).set({
    data: sql`jsonb_set(jsonb_set(${localPaymentObjects.data}, '{created}', to_jsonb((${localPaymentObjects.data}->>'created')::bigint - ${seconds})),
      '{opened}', case when ${localPaymentObjects.data}->'opened' is null or ${localPaymentObjects.data}->'opened' = 'null'::jsonb then 'null'::jsonb
        else to_jsonb((${localPaymentObjects.data}->>'opened')::bigint - ${seconds}) end)`,
  }).where(eq(localPaymentObjects.id, idOf(url)));
}

async function subscribedGolfer(): Promise<{ g: Golfer; url: string }> {
  const g = await createGolfer(t);
  await subscribe(t, g);
  return { g, url: await openPortal(t, g) };
}

describe('a local portal link', () => {
  it('works when opened at once, and for an hour after', async () => {
    const { g, url } = await subscribedGolfer();
    expect((await open(url)).statusCode).toBe(200);
    await age(url, 59 * 60);
    expect((await portalAction(t, url, 'cancel')).statusCode).toBe(303);
    expect((await me(t, g)).subscription?.cancel_at).toEqual(expect.any(Number));
  });

  it('not opened within five minutes is expired: 410, and it changes nothing', async () => {
    const { g, url } = await subscribedGolfer();
    await age(url, 6 * 60);
    const page = await open(url);
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('This portal link has expired. Open Manage Subscription in TPL again for a new one.');
    expect((await portalAction(t, url, 'cancel')).statusCode).toBe(410);
    expect((await me(t, g)).subscription).toBeNull();
  });

  it('used more than an hour after it was opened is expired', async () => {
    const { g, url } = await subscribedGolfer();
    expect((await open(url)).statusCode).toBe(200);
    await age(url, 61 * 60);
    expect((await portalAction(t, url, 'cancel')).statusCode).toBe(410);
    expect((await open(url)).statusCode).toBe(410);
    expect((await me(t, g)).subscription).toBeNull();
  });

  it('acts for nobody once its golfer is disabled or the customer is no longer theirs: 403, nothing changes', async () => {
    const a = await subscribedGolfer();
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, a.g.id));
    const refused = await portalAction(t, a.url, 'cancel');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('This portal link is no longer valid for this account.');
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, a.g.id));
    expect((await me(t, a.g)).subscription).toBeNull();

    const b = await subscribedGolfer();
    await t.database.db.update(users).set({ stripeCustomerId: 'cus_local_someone_else' }).where(eq(users.id, b.g.id));
    expect((await open(b.url)).statusCode).toBe(403);
    expect((await portalAction(t, b.url, 'cancel')).statusCode).toBe(403);
  });
});
