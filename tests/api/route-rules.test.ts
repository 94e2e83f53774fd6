/**
 * The rules every endpoint shares (spec sections 6 and 7), checked on every registered route:
 * authentication before validation, admin before validation and lookup, body-less POSTs that
 * accept no body, and field errors as data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noBodySchema } from '../../src/shared/contracts/common.contract';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createList } from './helpers/lists';
import { apiRoutes, describeRoute, opensStream, takesNoBody, urlWith } from './helpers/route-walk';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let golfer: Golfer;
let other: Golfer;
/** A public list of `other`'s: the body-less list routes (save, unsave) need a real one. */
let othersList: string;
let othersTrip: string;
const JUNK_BODY = JSON.stringify({ junk: '\u0000', displayName: 42, club_name: null, courseId: 'x' });
// Ids that route (an over-long one, past the router's 200 characters, is a 414 before any route: see the fuzz test).
const JUNK_IDS = ['not-a-uuid', '%00', 'x'.repeat(150)];

beforeAll(async () => {
  t = await createTestApp();
  golfer = await createGolfer(t);
  other = await createGolfer(t);
  othersList = await createList(t, other, { type: 'bucket_list' });
  // `golfer` is invited on it, so accept, decline and leave have an invitation to answer.
  await t.app.inject({ method: 'POST', url: `/api/users/${golfer.id}/follow`, headers: other.auth });
  othersTrip = (await t.app.inject({
    method: 'POST', url: '/api/lists/trip', headers: other.auth,
    payload: { name: 'Shared trip', startDate: '2027-06-01', endDate: '2027-06-02', isPublic: true, companions: [golfer.id] },
  })).json().data._id;
});
afterAll(() => t.close());

const send = (method: string, url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({ method: method as 'GET', url, headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers }, payload });

describe('the route table', () => {
  it('holds every endpoint, each declaring who may call it', () => {
    const routes = apiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/users/:id/follow', 'DELETE /api/courses/:id', 'GET /api/user/me']));
    for (const r of routes) expect(['public', 'user', 'admin'], describeRoute(r)).toContain(r.auth);
  });

  it('declares the panelist and admin console routes (issue 24) at their levels', () => {
    const level = new Map(apiRoutes(t.routes).map((r) => [`${r.method} ${r.url}`, r.auth]));
    expect(level.get('GET /api/panelists')).toBe('public');
    for (const k of ['POST /api/panelist-onboarding', 'GET /api/panelist', 'POST /api/panelist', 'DELETE /api/panelist']) expect(level.get(k), k).toBe('user');
    for (const k of [
      'GET /api/admin/panelist-requests', 'POST /api/admin/panelist-requests/:userId', 'GET /api/admin/users', 'GET /api/admin/audit',
      ...['grant-pro', 'revoke-pro', 'grant-admin', 'revoke-admin', 'disable', 'enable'].map((a) => `POST /api/admin/users/:id/${a}`),
      'GET /api/admin/audit.csv', 'GET /api/admin/audit/filters',
      'GET /api/admin/courses/duplicates', 'POST /api/admin/courses/:id/merge', 'POST /api/admin/courses/:id/gallery',
      'POST /api/admin/courses/:id/not-duplicate', 'POST /api/admin/courses/:id/restore',
      'POST /api/admin/imports', 'GET /api/admin/imports', 'GET /api/admin/imports/:id',
      'POST /api/courses', 'PUT /api/courses/:id', 'POST /api/courses/:id', 'DELETE /api/courses/:id',
    ]) expect(level.get(k), k).toBe('admin');
    // The audit log has no route that edits or deletes it: reads only (the page, its CSV, its filters).
    expect([...level.keys()].filter((k) => k.includes('/admin/audit')).sort()).toEqual(['GET /api/admin/audit', 'GET /api/admin/audit.csv', 'GET /api/admin/audit/filters']);
  });
});

describe('authentication comes before validation', () => {
  it('answers 401 without a token on every signed-in and admin route, whatever else is wrong', async () => {
    for (const r of apiRoutes(t.routes).filter((r) => r.auth !== 'public')) {
      for (const id of JUNK_IDS) {
        const res = await send(r.method, `${urlWith(r, id)}?junk=%00`, {}, r.method === 'GET' ? undefined : JUNK_BODY);
        expect(res.statusCode, `${describeRoute(r)} id=${id.slice(0, 12)}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 'error', data: null });
      }
    }
  });

  it('answers 403 to a golfer on every admin route before any 400 or 404', async () => {
    const admin = apiRoutes(t.routes).filter((r) => r.auth === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const r of admin) {
      for (const id of [...JUNK_IDS, crypto.randomUUID()]) {
        const res = await send(r.method, urlWith(r, id), golfer.auth, r.method === 'GET' ? undefined : JUNK_BODY);
        expect(res.statusCode, `${describeRoute(r)} id=${id.slice(0, 12)}`).toBe(403);
      }
    }
  });

  it('lets a golfer past authentication on every signed-in route, and anyone onto public ones', async () => {
    for (const r of apiRoutes(t.routes)) {
      if (r.auth === 'admin' || opensStream(r)) continue;
      const res = await send(r.method, urlWith(r, other.id), r.auth === 'user' ? golfer.auth : {}, r.method === 'GET' ? undefined : JUNK_BODY);
      expect(res.statusCode, describeRoute(r)).not.toBe(401);
      expect(res.statusCode, describeRoute(r)).toBeLessThan(500);
    }
  });
});

describe('a POST whose spec names no body accepts none', () => {
  // The webhook takes the provider's raw body (tests/api/payments-webhook.test.ts); one-click
  // unsubscribe takes no body but needs its token in the query (tests/api/mail.test.ts).
  const bodiless = () => apiRoutes(t.routes).filter((r) => r.method === 'POST' && r.auth !== 'admin' && takesNoBody(r) && !r.url.includes('picture')
    && !r.url.endsWith('/payments/webhook') && !r.url.endsWith('/notifications/unsubscribe'));

  it('finds the body-less POSTs (follow and unfollow at least)', () => {
    expect(bodiless().map((r) => r.url)).toEqual(expect.arrayContaining(['/api/users/:id/follow', '/api/users/:id/unfollow']));
    expect(noBodySchema.safeParse(undefined).success && noBodySchema.safeParse({}).success).toBe(true);
  });

  it('takes no body with no content type, an empty JSON body, and an empty object', async () => {
    for (const r of bodiless()) {
      const url = urlWith(r, r.url.startsWith('/api/lists/trip/') ? othersTrip : r.url.startsWith('/api/lists/') ? othersList : other.id);
      for (const [what, res] of [
        ['no body, no content type', await t.app.inject({ method: 'POST', url, headers: golfer.auth })],
        ['empty body, JSON content type', await t.app.inject({ method: 'POST', url, headers: { ...golfer.auth, 'content-type': 'application/json' }, payload: '' })],
        ['{}', await t.app.inject({ method: 'POST', url, headers: golfer.auth, payload: {} })],
      ] as const) {
        // A 409 is about the golfer's state, not the body: the portal of a golfer who never subscribed.
        if (r.url === '/api/payments/portal-session' && res.statusCode === 409) continue;
        expect(res.statusCode, `${describeRoute(r)}: ${what}: ${res.body}`).toBeLessThan(400);
      }
    }
  });
});

describe('field errors travel as data', () => {
  it('lists every field error in data.errors beside a readable message', async () => {
    const res = await t.app.inject({
      method: 'PUT', url: '/api/user/profile', headers: golfer.auth,
      payload: { displayName: '', fullName: 'a\u0000b', preferences: { difficulty: 'brutal', architecture: 'none' }, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/^Invalid body: .*displayName: must not be empty/);
    expect(body.data.errors).toEqual(expect.arrayContaining([
      { in: 'body', path: 'displayName', message: 'must not be empty' },
      { in: 'body', path: 'fullName', message: 'must not contain control characters' },
      expect.objectContaining({ in: 'body', path: 'preferences.difficulty' }),
      { in: 'body', path: 'isAdmin', message: 'is not a known field' },
    ]));
  });

  it('names query and path fields with where they were', async () => {
    const q = (await t.app.inject('/api/courses?yearMin=abc')).json();
    expect(q.data.errors).toEqual([expect.objectContaining({ in: 'query', path: 'yearMin' })]);
    const p = (await t.app.inject('/api/courses/not-a-uuid')).json();
    expect(p.data.errors).toEqual([{ in: 'path', path: 'id', message: 'must be a UUID' }]);
  });
});
