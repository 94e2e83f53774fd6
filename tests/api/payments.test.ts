/**
 * Payments through the API with the local provider (no Stripe keys): the Pro checkout, the test
 * cards end to end, the portal's cancel, resume, card and renewals, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer } from './helpers/golfers';
import {
  CARDS, checkout, localCustomersOf, me, openPortal, payAt, portalAction, portalSession, subscribe, userRow,
} from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEAR = 365 * 86_400;
const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/payments/pro', () => {
  it('answers 401 signed out, and a checkout URL to a golfer', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/pro' })).statusCode).toBe(401);
    const golfer = await createGolfer(t);
    const res = await checkout(t, golfer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { url: expect.stringMatching(/^\/api\/payments\/local\/checkout\/cs_local_\w{24}$/) } });
    const page = await t.app.inject(res.json().data.url);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const text of ['Card number', 'Expiry', 'CVC', 'Subscribe', '$39.99', 'per year', golfer.email]) expect(page.body).toContain(text);
  });

  it('makes one customer and one session for checkouts at once (a double click, two tabs)', async () => {
    const golfer = await createGolfer(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(t, golfer)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().data.url)).size).toBe(1);
    expect(await localCustomersOf(t, golfer)).toBe(1);
    expect((await userRow(t, golfer)).stripeCustomerId).toMatch(/^cus_local_/);
    // A later checkout reuses the customer.
    await checkout(t, golfer);
    expect(await localCustomersOf(t, golfer)).toBe(1);
  });

  it('answers 409 pointing to Manage Subscription once the golfer is Pro', async () => {
    const golfer = await createGolfer(t);
    await subscribe(t, golfer);
    const res = await checkout(t, golfer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Manage Subscription/);
  });
});

describe('the local checkout with the test cards', () => {
  it('4242 4242 4242 4242 pays: back to /pro, and the golfer is Pro', async () => {
    const golfer = await createGolfer(t);
    const url = (await checkout(t, golfer)).json().data.url;
    const res = await payAt(t, url, CARDS.ok);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/pro\?checkout=success$/);
    expect(await me(t, golfer)).toMatchObject({ isPremium: true, subscription: null });
    const row = await userRow(t, golfer);
    expect(row.stripeSubscriptionId).toMatch(/^sub_local_/);
    // The profile others see carries the badge.
    const profile = (await t.app.inject(`/api/users/${golfer.id}`)).json().data;
    expect(profile.isPremium).toBe(true);
    const listed = (await t.app.inject('/api/users?pageSize=100')).json().data.items as { _id: string; isPremium: boolean }[];
    expect(listed.find((u) => u._id === golfer.id)?.isPremium).toBe(true);
    // Paying the same session again changes nothing.
    expect((await payAt(t, url, CARDS.ok)).statusCode).toBe(409);
  });

  it.each([
    [CARDS.declined, 402, 'Your card was declined.'],
    [CARDS.insufficient, 402, 'Your card has insufficient funds.'],
    [CARDS.declinesLater, 402, 'Your card was declined.'],
    ['4242 4242 4242 4241', 400, 'Your card number is invalid.'],
    ['', 400, 'Your card number is incomplete.'],
  ])('%s is refused with %i "%s", and nothing changes', async (card, status, message) => {
    const golfer = await createGolfer(t);
    const url = (await checkout(t, golfer)).json().data.url;
    const res = await payAt(t, url, card);
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(message);
    expect(res.body).toContain('role="alert"');
    expect(await me(t, golfer)).toMatchObject({ isPremium: false });
    // The same checkout still takes a good card.
    expect((await payAt(t, url, CARDS.ok)).statusCode).toBe(303);
    expect((await me(t, golfer)).isPremium).toBe(true);
  });

  it('refuses an expiry in the past and a short CVC', async () => {
    const golfer = await createGolfer(t);
    const url = (await checkout(t, golfer)).json().data.url;
    expect((await payAt(t, url, CARDS.ok, { expiry: '01 / 20' })).body).toContain('expiration date is in the past.');
    expect((await payAt(t, url, CARDS.ok, { cvc: '1' })).body).toContain('security code is incomplete.');
  });

  it('makes one subscription when the form is sent twice at once', async () => {
    const golfer = await createGolfer(t);
    const url = (await checkout(t, golfer)).json().data.url;
    const codes = (await Promise.all([payAt(t, url, CARDS.ok), payAt(t, url, CARDS.ok)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([303, 409]);
  });
});

describe('POST /api/payments/portal-session and the local portal', () => {
  it('answers 401 signed out, 409 to a golfer who never subscribed, and a URL once they did', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/portal-session' })).statusCode).toBe(401);
    const golfer = await createGolfer(t);
    expect((await portalSession(t, golfer)).statusCode).toBe(409);
    await checkout(t, golfer); // a customer, but no subscription yet
    expect((await portalSession(t, golfer)).statusCode).toBe(409);
    await subscribe(t, golfer);
    const url = await openPortal(t, golfer);
    expect(url).toMatch(/^\/api\/payments\/local\/portal\/bps_local_\w{24}$/);
    const page = await t.app.inject(url);
    for (const text of ['Manage your subscription', 'Cancel subscription', 'VISA •••• 4242', 'Invoice history', 'TPL-0001', '$39.99', 'Paid']) expect(page.body).toContain(text);
  });

  it('cancels at the period end (cancel_at in epoch seconds on GET /user/me), resumes, and ends', async () => {
    const golfer = await createGolfer(t);
    await subscribe(t, golfer);
    const portal = await openPortal(t, golfer);
    expect((await portalAction(t, portal, 'cancel')).statusCode).toBe(303);
    const canceling = await me(t, golfer);
    expect(canceling.isPremium).toBe(true);
    const cancelAt = canceling.subscription!.cancel_at!;
    expect(Number.isInteger(cancelAt)).toBe(true);
    expect(cancelAt).toBeGreaterThan(now() + YEAR - 2 * 86_400);
    expect(cancelAt).toBeLessThan(now() + YEAR + 2 * 86_400);
    expect((await t.app.inject(portal)).body).toContain('Resume subscription');

    expect((await portalAction(t, portal, 'resume')).statusCode).toBe(303);
    expect(await me(t, golfer)).toMatchObject({ isPremium: true, subscription: null });

    await portalAction(t, portal, 'cancel');
    expect((await portalAction(t, portal, 'renew')).statusCode).toBe(303); // the period ends
    expect(await me(t, golfer)).toMatchObject({ isPremium: false, subscription: null });
    // Ended: a new checkout is allowed, with the same customer.
    expect((await checkout(t, golfer)).statusCode).toBe(200);
    expect(await localCustomersOf(t, golfer)).toBe(1);
  });

  it('asks before it cancels (issue 32): Cancel subscription shows a confirmation step; only its own button cancels', async () => {
    const golfer = await createGolfer(t);
    await subscribe(t, golfer);
    const portal = await openPortal(t, golfer);
    const ask = await t.app.inject({ method: 'POST', url: portal, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=cancel' });
    expect(ask.statusCode).toBe(200);
    expect(ask.headers['content-type']).toMatch(/^text\/html/);
    for (const text of ['Cancel TPL Pro?', 'stays active until', '<input type="hidden" name="confirm" value="yes">', 'Keep my plan']) expect(ask.body).toContain(text);
    // Nothing changed yet.
    expect(await me(t, golfer)).toMatchObject({ isPremium: true, subscription: null });
    expect((await t.app.inject(portal)).body).toContain('Cancel subscription');
    const done = await t.app.inject({ method: 'POST', url: portal, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=cancel&confirm=yes' });
    expect(done.statusCode).toBe(303);
    expect((await me(t, golfer)).subscription?.cancel_at).toBeGreaterThan(now());
    // confirm takes only "yes".
    const bad = await t.app.inject({ method: 'POST', url: portal, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=resume&confirm=maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('renews with the card on file; a failing card makes it past_due (still Pro, in grace) until a new card pays', async () => {
    const golfer = await createGolfer(t);
    await subscribe(t, golfer);
    const portal = await openPortal(t, golfer);
    expect((await portalAction(t, portal, 'renew')).statusCode).toBe(303);
    expect((await t.app.inject(portal)).body).toContain('TPL-0002');

    const declined = await portalAction(t, portal, 'update-card', { cardNumber: CARDS.declined, expiry: '12/34', cvc: '123' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect((await portalAction(t, portal, 'update-card', { cardNumber: CARDS.declinesLater, expiry: '12/34', cvc: '123' })).statusCode).toBe(303);
    await portalAction(t, portal, 'renew');
    expect((await t.app.inject(portal)).body).toContain('Your last payment failed');
    expect((await me(t, golfer)).isPremium).toBe(true);
    expect((await checkout(t, golfer)).statusCode).toBe(409);

    expect((await portalAction(t, portal, 'update-card', { cardNumber: CARDS.ok, expiry: '12/34', cvc: '123' })).statusCode).toBe(303);
    expect((await t.app.inject(portal)).body).toContain('Renews on');
    expect((await me(t, golfer)).isPremium).toBe(true);
  });
});
