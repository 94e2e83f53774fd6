/**
 * Becoming a panelist (issue 24): who may call each endpoint, every allowed and refused status
 * change, the wait after a denial, the admin's queue and the audit entry of each decision. Issue
 * 32: a decision names the status it was made on, so approve and deny sent at once give one 200
 * and one 409 (never a quiet revoke; raced on PostgreSQL, where requests overlap, and on PGlite);
 * an admin may approve a revoked panelist again at once; the queue is paged, searchable and sorted.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelistRequests } from '../../src/server/data/schema';
import { PANELIST_MESSAGE_MAX, REAPPLY_WAIT_DAYS } from '../../src/shared/domain/panelist-rules';
import type { PanelistStatus } from '../../src/shared/domain/enums';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { all, call, fieldErrors, insertCourses, type Who } from './helpers/requests';
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
/** A decision made on the request as seen in status `from` (Pending unless said). */
const decide = (who: Who, userId: string, status: 'Approved' | 'Denied', reason = 'Thanks for applying.', from: PanelistStatus = 'Pending') =>
  call(t, 'POST', `/api/admin/panelist-requests/${userId}`, who, { status, reason, from });
type QueueItem = { user: { _id: string; displayName: string }; status: PanelistStatus; revision: string; submittedAt: string };
const queue = async (query: string) => {
  const res = await call(t, 'GET', `/api/admin/panelist-requests${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: QueueItem[]; page: number; pageSize: number; total: number };
};
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
    const decision = { status: 'Denied', reason: 'No.', from: 'Pending' };
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
    const { items } = await queue('?status=Pending&pageSize=100');
    const item = items.find((q) => q.user._id === g.id);
    expect(item).toMatchObject({ status: 'Pending', message: 'Pick me.', playedCount: 1, played: [{ _id: course, club_name: 'Queue Links 1' }] });
    expect((item as unknown as { lists: { name: string }[] }).lists.map((l) => l.name)).toContain('Best value');
    expect(items.every((q) => q.status === 'Pending')).toBe(true);
    expect((await call(t, 'GET', '/api/admin/panelist-requests?status=Maybe', admin)).statusCode).toBe(400);
  });

  it('approves, then revokes with a reason; each decision is in the audit log with before and after', async () => {
    const g = await approvedPanelist();
    const profile = (await call(t, 'GET', `/api/users/${g.id}`, null)).json().data;
    expect(profile.isPanelist).toBe(true);
    const roster = (await call(t, 'GET', '/api/panelists', null)).json().data;
    expect(roster.map((p: { user: { _id: string } }) => p.user._id)).toContain(g.id);
    const revoked = await decide(admin, g.id, 'Denied', 'Inactive for a year.', 'Approved');
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
      // A request never sent (or withdrawn) is not what the admin decided on.
      expect(fieldErrors(res)).toEqual(['body:from This request is now Not Sent, not Pending: it changed after you read it. Reload and decide again.']);
    }
    const approved = await approvedPanelist();
    const twice = await decide(admin, approved.id, 'Approved', 'Again.', 'Approved');
    expect(twice.statusCode).toBe(409);
    expect(fieldErrors(twice)).toEqual(['body:status Cannot approve a request that is Approved.']);
    const denied = await createGolfer(t);
    await apply(denied);
    await decide(admin, denied.id, 'Denied');
    expect((await decide(admin, denied.id, 'Denied', 'Again.', 'Denied')).statusCode).toBe(409);
    expect((await mine(denied)).status).toBe('Denied');
    expect(await auditOf(notSent.id)).toEqual([]);
  });

  it('refuses an unknown golfer (404 naming userId), a missing reason and an unknown status (400)', async () => {
    const res = await decide(admin, UNKNOWN_ID, 'Approved');
    expect(res.statusCode).toBe(404);
    expect(fieldErrors(res)).toEqual(['path:userId no such golfer']);
    const g = await createGolfer(t);
    await apply(g);
    expect(fieldErrors(await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', from: 'Pending' }))).toEqual(['body:reason must be a string']);
    expect((await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Pending', reason: 'x', from: 'Pending' })).statusCode).toBe(400);
    // The status it was decided on is required: without it a late deny would quietly revoke an approval.
    expect(fieldErrors(await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', reason: 'x' }))).toEqual([expect.stringMatching(/^body:from /)]);
    expect(fieldErrors(await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', reason: 'x', from: 'Pending', revision: 'yesterday' }))).toEqual([expect.stringMatching(/^body:revision /)]);
    expect((await mine(g)).status).toBe('Pending');
  });
});

describe('two decisions at once (issue 32, item 17)', () => {
  const ROUNDS = process.env.TEST_DATABASE_URL ? 40 : 12;

  it(`approve and deny sent together on a pending request: one 200, one 409, never a quiet revoke (${ROUNDS} rounds)`, { timeout: 120_000 }, async () => {
    const golfers = await all(Array.from({ length: ROUNDS }, () => () => createGolfer(t)));
    await all(golfers.map((g) => () => apply(g)));
    // Each round sends both at once; half of them send the deny first.
    const rounds = await all(golfers.map((g, i) => async () => {
      const [a, d] = i % 2
        ? await Promise.all([decide(admin, g.id, 'Approved', 'Welcome.'), decide(admin, g.id, 'Denied', 'Not yet.')])
        : (await Promise.all([decide(admin, g.id, 'Denied', 'Not yet.'), decide(admin, g.id, 'Approved', 'Welcome.')])).reverse();
      return { g, approve: a!.statusCode, deny: d!.statusCode, loser: (a!.statusCode === 409 ? a! : d!) };
    }));
    for (const { g, approve, deny, loser } of rounds) {
      expect([approve, deny].sort(), `round of ${g.id}`).toEqual([200, 409]);
      expect(fieldErrors(loser)).toEqual([expect.stringMatching(/^body:from This request is now (Approved|Denied) \(decided \d{4}-\d{2}-\d{2}\), not Pending/)]);
      const status = (await mine(g)).status;
      expect(status).toBe(approve === 200 ? 'Approved' : 'Denied');
      // One decision in the log: the winner's, made on the pending request.
      const entries = await auditOf(g.id);
      expect(entries.map((e: { action: string; before: { status: string } }) => `${e.action} from ${e.before.status}`))
        .toEqual([approve === 200 ? 'panelist.approve from Pending' : 'panelist.deny from Pending']);
    }
  });

  it('a decision on a request withdrawn and sent again after it was read is stale (its revision)', async () => {
    const g = await createGolfer(t, { displayName: 'Revision Ranger' });
    await apply(g, 'First.');
    const seen = (await queue('?terms=Revision%20Ranger')).items[0]!;
    expect(seen.status).toBe('Pending');
    await call(t, 'DELETE', '/api/panelist', g).then(() => apply(g, 'Second, unread.'));
    const res = await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', reason: 'ok', from: 'Pending', revision: seen.revision });
    expect(res.statusCode).toBe(409);
    expect(fieldErrors(res)).toEqual([expect.stringMatching(/^body:revision This request changed after you read it/)]);
    expect((await mine(g)).status).toBe('Pending');
    const fresh = (await queue('?terms=Revision%20Ranger')).items[0]!;
    const ok = await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', reason: 'ok', from: 'Pending', revision: fresh.revision });
    expect(ok.statusCode).toBe(200);
  });
});

describe('undoing an admin\'s decision (issue 32)', () => {
  it('a revoked panelist is approved again by an admin at once; the golfer still waits to apply themself', async () => {
    const g = await approvedPanelist();
    expect((await decide(admin, g.id, 'Denied', 'Clicked the wrong golfer.', 'Approved')).statusCode).toBe(200);
    expect((await apply(g)).statusCode).toBe(409);
    const again = await decide(admin, g.id, 'Approved', 'Sorry: reinstated.', 'Denied');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'Approved', reason: 'Sorry: reinstated.' });
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.isPanelist).toBe(true);
    const entries = await auditOf(g.id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['panelist.approve', 'panelist.revoke', 'panelist.approve']);
    expect(entries[0]).toMatchObject({ before: { status: 'Denied' }, after: { status: 'Approved' } });
  });

  it('a denied request is approved after all', async () => {
    const g = await createGolfer(t);
    await apply(g).then(() => decide(admin, g.id, 'Denied', 'Wrong button.'));
    expect((await decide(admin, g.id, 'Approved', 'Welcome after all.', 'Denied')).json().data.status).toBe('Approved');
  });
});

describe('the queue: searchable, sorted, paged (issue 32)', () => {
  const names = ['Queuer Alba', 'Queuer Birdie', 'Queuer Condor'];
  let golfers: Golfer[];

  beforeAll(async () => {
    golfers = [];
    for (const displayName of names) {
      const g = await createGolfer(t, { displayName });
      await apply(g, `I am ${displayName}.`);
      golfers.push(g);
    }
  });

  it('finds requests by name or email, oldest sent first by default, newest first when asked', async () => {
    const oldest = await queue('?terms=queuer');
    expect(oldest.items.map((q) => q.user.displayName)).toEqual(names);
    expect(oldest).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect((await queue('?terms=QUEUER&sort=newest')).items.map((q) => q.user.displayName)).toEqual([...names].reverse());
    expect((await queue(`?terms=${encodeURIComponent(golfers[1]!.email)}`)).items.map((q) => q.user._id)).toEqual([golfers[1]!.id]);
    expect((await queue('?terms=queuer%20birdie&status=Approved')).total).toBe(0);
    // LIKE's wildcards are taken literally.
    expect((await queue('?terms=%25')).total).toBe(0);
  });

  it('pages with a total', async () => {
    const [first, second] = await Promise.all([queue('?terms=queuer&pageSize=2'), queue('?terms=queuer&pageSize=2&page=2')]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items].map((q) => q.user.displayName)).toEqual(names);
    expect(second.items).toHaveLength(1);
  });

  it('refuses a bad sort, page or page size, naming the field', async () => {
    for (const [query, field] of [['?sort=random', 'sort'], ['?page=0', 'page'], ['?pageSize=101', 'pageSize'], ['?terms=' + 'x'.repeat(101), 'terms']]) {
      const res = await call(t, 'GET', `/api/admin/panelist-requests${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(fieldErrors(res)[0], query).toMatch(new RegExp(`^query:${field} `));
    }
  });
});
