/**
 * Becoming a panelist (issue 24): who may call each endpoint, every allowed and refused status
 * change, the wait after a denial, the admin's queue and the audit entry of each decision.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelistRequests } from '../../src/server/db/schema';
import { PANELIST_MESSAGE_MAX, REAPPLY_WAIT_DAYS } from '../../src/shared/domain/panelist-rules';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { call, fieldErrors, insertCourses, type Who } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

const mine = async (g: Who) => (await call(t, 'GET', '/api/panelist', g)).json().data;
const apply = (g: Who, message = 'I have played 300 courses.') => call(t, 'POST', '/api/panelist', g, { message });
const decide = (who: Who, userId: string, status: 'Approved' | 'Denied', reason = 'Thanks for applying.') =>
  call(t, 'POST', `/api/admin/panelist-requests/${userId}`, who, { status, reason });
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items;

async function approvedPanelist(): Promise<Golfer> {
  const g = await createGolfer(t);
  expect((await apply(g)).statusCode).toBe(200);
  expect((await decide(admin, g.id, 'Approved')).statusCode).toBe(200);
  return g;
}

describe('who may call each endpoint', () => {
  it('answers anonymous, golfer, panelist and admin as the table says', async () => {
    const panelist = await approvedPanelist();
    const target = await createGolfer(t);
    await apply(target);
    const body = { message: 'hello' };
    const decision = { status: 'Denied', reason: 'No.' };
    // [method, url, body, anonymous, golfer, panelist, admin]
    const table: [string, string, unknown, number, number, number, number][] = [
      ['GET', '/api/panelist', undefined, 401, 200, 200, 200],
      ['GET', '/api/panelists', undefined, 200, 200, 200, 200],
      ['GET', '/api/admin/panelist-requests', undefined, 401, 403, 403, 200],
      ['GET', '/api/admin/panelist-requests?status=Pending', undefined, 401, 403, 403, 200],
      ['POST', `/api/admin/panelist-requests/${UNKNOWN_ID}`, decision, 401, 403, 403, 404],
      ['GET', '/api/admin/users', undefined, 401, 403, 403, 200],
      ['GET', '/api/admin/audit', undefined, 401, 403, 403, 200],
      ['GET', `/api/users/admin/${target.id}`, undefined, 401, 403, 403, 200],
      ['POST', `/api/admin/users/${UNKNOWN_ID}/disable`, { reason: 'x' }, 401, 403, 403, 404],
      ['POST', `/api/admin/users/${UNKNOWN_ID}/grant-pro`, { reason: 'x' }, 401, 403, 403, 404],
    ];
    const who: Who[] = [null, golfer, panelist, admin];
    for (const [method, url, payload, ...expected] of table) {
      const got = [];
      for (const w of who) got.push((await call(t, method as 'GET', url, w, payload)).statusCode);
      expect(got, `${method} ${url}`).toEqual(expected);
    }
    // Onboarding answers the spec's message signed out.
    const res = await call(t, 'POST', '/api/panelist-onboarding', null, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'No user logged in.', data: null });
  });
});

describe('the golfer side', () => {
  it('starts Not Sent, applies (onboarding), updates while Pending, withdraws back to Not Sent', async () => {
    const g = await createGolfer(t);
    expect(await mine(g)).toMatchObject({ status: 'Not Sent', message: null, actions: ['apply'] });
    const sent = await call(t, 'POST', '/api/panelist-onboarding', g, { message: 'First message.\nTwo lines.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'Pending', message: 'First message.\nTwo lines.', actions: ['update', 'withdraw'] });
    expect((await apply(g, 'Updated.')).json().data).toMatchObject({ status: 'Pending', message: 'Updated.' });
    const gone = await call(t, 'DELETE', '/api/panelist', g);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toMatchObject({ status: 'Not Sent', actions: ['apply'] });
    // Withdrawing twice is a transition that is not allowed.
    expect((await call(t, 'DELETE', '/api/panelist', g)).statusCode).toBe(409);
  });

  it('refuses a message over 2,000 characters, empty, or with control characters, and changes nothing', async () => {
    const g = await createGolfer(t);
    for (const message of ['x'.repeat(PANELIST_MESSAGE_MAX + 1), '  ', 'a\u0000b']) {
      const res = await apply(g, message);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)[0]).toMatch(/^body:message /);
    }
    expect((await apply(g, 'x'.repeat(PANELIST_MESSAGE_MAX))).statusCode).toBe(200);
    expect((await apply(g, 'y'.repeat(PANELIST_MESSAGE_MAX + 1))).statusCode).toBe(400);
    expect((await mine(g)).message).toBe('x'.repeat(PANELIST_MESSAGE_MAX));
  });

  it('sees the decision and its reason; a denied golfer waits before applying again', async () => {
    const g = await createGolfer(t);
    await apply(g);
    expect((await decide(admin, g.id, 'Denied', 'Play a few more courses first.')).statusCode).toBe(200);
    const denied = await mine(g);
    expect(denied).toMatchObject({ status: 'Denied', reason: 'Play a few more courses first.', actions: [] });
    expect(new Date(denied.reapplyAt).getTime() - new Date(denied.decidedAt).getTime()).toBe(REAPPLY_WAIT_DAYS * 86_400_000);
    const early = await apply(g);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/You can apply again on \d{4}-\d{2}-\d{2}/);
    await t.database.db.update(panelistRequests).set({ decidedAt: sql`now() - interval '${sql.raw(String(REAPPLY_WAIT_DAYS))} days 1 minute'` })
      .where(eq(panelistRequests.userId, g.id));
    expect((await mine(g)).actions).toEqual(['apply']);
    const again = await apply(g, 'Now with 50 more.');
    expect(again.json().data).toMatchObject({ status: 'Pending', reason: null, message: 'Now with 50 more.' });
  });

  it('an approved panelist may step down (withdraw) but not apply or update', async () => {
    const g = await approvedPanelist();
    expect(await mine(g)).toMatchObject({ status: 'Approved', reason: 'Thanks for applying.', actions: ['withdraw'] });
    expect((await apply(g)).statusCode).toBe(409);
    expect((await call(t, 'DELETE', '/api/panelist', g)).json().data.status).toBe('Not Sent');
  });
});

describe('the admin decides', () => {
  it('lists the queue with each applicant\'s played courses and public lists', async () => {
    const g = await createGolfer(t);
    const [course] = await insertCourses(t, 1, 'Queue Links');
    await call(t, 'POST', '/api/lists/preset/courses-played/add', g, { courseId: course });
    await call(t, 'POST', '/api/lists', g, { name: 'Best value', kind: 'course', type: 'best_value' });
    await apply(g, 'Pick me.');
    const queue = (await call(t, 'GET', '/api/admin/panelist-requests?status=Pending', admin)).json().data;
    const item = queue.find((q: { user: { _id: string } }) => q.user._id === g.id);
    expect(item).toMatchObject({ status: 'Pending', message: 'Pick me.', playedCount: 1, played: [{ _id: course, club_name: 'Queue Links 1' }] });
    expect(item.lists.map((l: { name: string }) => l.name)).toContain('Best value');
    expect(queue.every((q: { status: string }) => q.status === 'Pending')).toBe(true);
    expect((await call(t, 'GET', '/api/admin/panelist-requests?status=Maybe', admin)).statusCode).toBe(400);
  });

  it('approves, then revokes with a reason; each decision is in the audit log with before and after', async () => {
    const g = await approvedPanelist();
    const profile = (await call(t, 'GET', `/api/users/${g.id}`, null)).json().data;
    expect(profile.isPanelist).toBe(true);
    const roster = (await call(t, 'GET', '/api/panelists', null)).json().data;
    expect(roster.map((p: { user: { _id: string } }) => p.user._id)).toContain(g.id);
    const revoked = await decide(admin, g.id, 'Denied', 'Inactive for a year.');
    expect(revoked.json().data).toMatchObject({ status: 'Denied', reason: 'Inactive for a year.' });
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.isPanelist).toBe(false);
    const entries = await auditOf(g.id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['panelist.revoke', 'panelist.approve']);
    expect(entries[0]).toMatchObject({
      actor: { _id: admin.id, email: admin.email }, recordType: 'panelist-request', recordId: g.id, reason: 'Inactive for a year.',
      before: { status: 'Approved' }, after: { status: 'Denied', reason: 'Inactive for a year.' },
    });
    expect(entries[1]).toMatchObject({ before: { status: 'Pending' }, after: { status: 'Approved' } });
  });

  it('refuses transitions that are not allowed, naming status, and changes nothing', async () => {
    const notSent = await createGolfer(t);
    for (const status of ['Approved', 'Denied'] as const) {
      const res = await decide(admin, notSent.id, status);
      expect(res.statusCode).toBe(409);
      expect(fieldErrors(res)).toEqual([expect.stringMatching(/^body:status Cannot (approve|deny) a request that is Not Sent/)]);
    }
    const approved = await approvedPanelist();
    expect((await decide(admin, approved.id, 'Approved')).statusCode).toBe(409);
    const denied = await createGolfer(t);
    await apply(denied);
    await decide(admin, denied.id, 'Denied');
    expect((await decide(admin, denied.id, 'Denied')).statusCode).toBe(409);
    expect((await decide(admin, denied.id, 'Approved')).statusCode).toBe(409);
    expect((await mine(denied)).status).toBe('Denied');
    expect(await auditOf(notSent.id)).toEqual([]);
  });

  it('refuses an unknown golfer (404 naming userId), a missing reason and an unknown status (400)', async () => {
    const res = await decide(admin, UNKNOWN_ID, 'Approved');
    expect(res.statusCode).toBe(404);
    expect(fieldErrors(res)).toEqual(['path:userId no such golfer']);
    const g = await createGolfer(t);
    await apply(g);
    expect(fieldErrors(await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved' }))).toEqual(['body:reason must be a string']);
    expect((await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Pending', reason: 'x' })).statusCode).toBe(400);
    expect((await mine(g)).status).toBe('Pending');
  });
});
