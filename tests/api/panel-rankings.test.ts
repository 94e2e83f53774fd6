/**
 * The panel ranking (issue 24): only approved panelists count, a declared conflict and a course not
 * played are left out and counted, the ranking follows approvals, revocations and disabled accounts
 * on its own (after the quiet spell), and the panel sits beside the crowd. Who may call what, and
 * bad input refused with nothing changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelConflicts } from '../../src/server/data/panel.schema';
import type { PanelRanking } from '../../src/shared/contracts/panel-rankings.contract';
import { insertFilterableCourses, rankCourses, rankedIds } from './helpers/community';
import { createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { call, fieldErrors, type Who } from './helpers/requests';
import { eventually } from './helpers/eventually';
import { createTestApp, type TestApp } from './helpers/test-app';

const DELAY_MS = 200;
let t: TestApp;
let admin: Golfer;
let panel: Golfer[];
let crowd: Golfer[];
let A: string, B: string, C: string, D: string;

/** An admin's decision on the request as it stands: Approved on a pending one, Denied (a revocation) on an approved one. */
const decide = async (g: Golfer, status: 'Approved' | 'Denied') => {
  const from = status === 'Approved' ? 'Pending' : 'Approved';
  const res = await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status, from, reason: 'Panel review.' });
  expect(res.statusCode, res.body).toBe(200);
};
async function approve(g: Golfer): Promise<void> {
  expect((await call(t, 'POST', '/api/panelist', g, { message: 'I have played a lot.' })).statusCode).toBe(200);
  await decide(g, 'Approved');
}
const panelRanking = async (query = ''): Promise<PanelRanking> => {
  const res = await call(t, 'GET', `/api/lists/panel${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const panelOrder = async () => (await panelRanking()).items.map((i) => i.course._id);
const declare = (g: Who, course: string, kinds: string[]) => call(t, 'PUT', `/api/panelist/conflicts/${course}`, g, { kinds });

beforeAll(async () => {
  const adminEmail = `admin-${Date.now()}@example.com`;
  t = await createTestApp({ adminEmails: [adminEmail], communityDelayMs: DELAY_MS });
  admin = await createGolfer(t, { email: adminEmail, verified: true });
  [A, B, C, D] = await insertFilterableCourses(t, ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((clubName) => ({ clubName, country: 'Scotland' }))) as [string, string, string, string];
  panel = await Promise.all([1, 2, 3, 4].map(() => createGolfer(t)));
  crowd = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => createGolfer(t)));
  // The panel ranks Alpha first; the crowd (twice as many) ranks it last.
  for (const g of panel) await rankCourses(t, g, [A, B, C, D]);
  for (const g of crowd) await rankCourses(t, g, [D, C, B, A]);
});
afterAll(() => t.close());

describe('who may call each endpoint', () => {
  it('answers anonymous, golfer, panelist and admin as the table says', async () => {
    const golfer = crowd[0]!;
    // A panelist for the table, off the panel again afterwards (the tests below count the roster).
    const panelist = await createGolfer(t);
    await approve(panelist);
    // [method, url, body, anonymous, golfer, panelist, admin]
    const table: [string, string, unknown, number, number, number, number][] = [
      ['GET', '/api/lists/panel', undefined, 200, 200, 200, 200],
      ['GET', '/api/lists/panel?kind=hole&type=par_3s', undefined, 200, 200, 200, 200],
      ['GET', '/api/lists/panel/disagreements', undefined, 200, 200, 200, 200],
      ['GET', `/api/courses/${A}/panel-scores`, undefined, 200, 200, 200, 200],
      ['GET', `/api/courses/${UNKNOWN_ID}/panel-scores`, undefined, 404, 404, 404, 404],
      ['GET', '/api/panelist/conflicts', undefined, 401, 200, 200, 200],
      ['PUT', `/api/panelist/conflicts/${D}`, { kinds: [] }, 401, 200, 200, 200],
      ['PUT', `/api/panelist/conflicts/${UNKNOWN_ID}`, { kinds: ['member'] }, 401, 404, 404, 404],
    ];
    for (const [method, url, body, ...expected] of table) {
      const got = [];
      for (const who of [null, golfer, panelist, admin]) got.push((await call(t, method as 'GET', url, who, body)).statusCode);
      expect(got, `${method} ${url}: anonymous, golfer, panelist, admin`).toEqual(expected);
    }
    await decide(panelist, 'Denied');
  });
});

describe('the panel', () => {
  it('counts no golfer before they are approved', async () => {
    await Promise.all([t.communityRankings.recompute(), t.panelRankings.recompute()]);
    expect(await rankedIds(t, '/api/lists/preset/my-lie')).toHaveLength(4);
    const ranking = await panelRanking();
    expect(ranking.items).toEqual([]);
    expect(ranking.run).toMatchObject({ roster: 0, panelists: 0, minPanelists: 3 });
  });

  it('follows approvals on its own, after the quiet spell', async () => {
    for (const g of panel) await approve(g);
    await eventually(async () => expect(await panelOrder()).toEqual([A, B, C, D]));
    const ranking = await panelRanking();
    expect(ranking.run).toMatchObject({ roster: 4, panelists: 4, lists: 4, conflicts: 0, unplayed: 0, trimmed: 0 });
    expect(ranking.items[0]).toMatchObject({ rank: 1, panelists: 4, spread: 0, trimmed: 0, conflicts: 0, community: { rank: 4, golfers: 12 } });
    // The crowd's ranking carries the panel's place beside each course (Explore shows both).
    const crowdRanking = (await call(t, 'GET', '/api/lists/preset/my-lie', null)).json().data.items;
    expect(crowdRanking.map((i: { course: { _id: string }; panel: unknown }) => [i.course._id, i.panel])).toEqual([
      [D, { rank: 4, panelists: 4 }], [C, { rank: 3, panelists: 4 }], [B, { rank: 2, panelists: 4 }], [A, { rank: 1, panelists: 4 }],
    ]);
  });

  it('leaves a declared conflict out, counts it, and names who declared it on the course', async () => {
    const res = await declare(panel[0]!, A, ['architect', 'comped']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ course: expect.objectContaining({ _id: A }), kinds: ['architect', 'comped'] })]);
    await t.panelRankings.settled();
    await t.panelRankings.recompute();
    const alpha = (await panelRanking()).items.find((i) => i.course._id === A)!;
    expect(alpha).toMatchObject({ panelists: 3, conflicts: 1 });
    // The crowd's page, kept since the last test for the same community revision, shows the panel's new count.
    const crowdRanking = (await call(t, 'GET', '/api/lists/preset/my-lie', null)).json().data.items;
    expect(crowdRanking.find((i: { course: { _id: string } }) => i.course._id === A).panel).toMatchObject({ panelists: 3 });
    const scores = (await call(t, 'GET', `/api/courses/${A}/panel-scores`, null)).json().data;
    expect(scores.declared).toEqual([{ golfer: { _id: panel[0]!.id, displayName: expect.anything() }, kinds: ['architect', 'comped'] }]);
    expect(scores.rankings[0]).toMatchObject({ kind: 'course', type: 'mylie', rank: 1, of: 4, panelists: 3, conflicts: 1, community: { rank: 4, of: 4, golfers: 12 } });
  });

  it('drops a course from the panel when conflicts leave fewer than three panelists', async () => {
    await declare(panel[1]!, A, ['member']);
    await t.panelRankings.recompute();
    expect(await panelOrder()).toEqual([B, C, D]);
    await declare(panel[1]!, A, []);
    await t.panelRankings.recompute();
    expect(await panelOrder()).toEqual([A, B, C, D]);
  });

  it('does not count a course the panelist has not played', async () => {
    // Best-value lists do not mark their courses played; only the courses each panelist played count.
    const fresh = (await insertFilterableCourses(t, [{ clubName: 'Echo' }]))[0]!;
    for (const g of panel.slice(0, 3)) await rankCourses(t, g, [fresh, A, B], { type: 'best_value' });
    await t.panelRankings.recompute([{ kind: 'course', type: 'best_value' }]);
    const ranking = await panelRanking('?type=best_value');
    expect(ranking.items.map((i) => i.course._id)).not.toContain(fresh);
    expect(ranking.run.unplayed).toBe(3);
  });

  it('shows where panel and crowd disagree most', async () => {
    const res = await call(t, 'GET', '/api/lists/panel/disagreements?limit=2', null);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.compared).toBe(4);
    expect(data.items.map((i: { course: { _id: string }; gap: number }) => [i.course._id, i.gap])).toEqual([[A, 3], [D, -3]]);
    expect(data.items[0]).toMatchObject({ panel: { rank: 1, panelists: 3 }, community: { rank: 4, golfers: 12 } });
  });

  it('follows a revocation and a disabled account', async () => {
    await decide(panel[3]!, 'Denied');
    await eventually(async () => expect((await panelRanking()).run.roster).toBe(3));
    const disabled = await call(t, 'POST', `/api/admin/users/${panel[2]!.id}/disable`, admin, { reason: 'Spam.' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await eventually(async () => expect((await panelRanking()).run).toMatchObject({ roster: 2, panelists: 2 }));
    expect(await panelOrder()).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses an unknown conflict kind, a missing list and an unknown course, changing nothing', async () => {
    const g = crowd[1]!;
    const before = await t.database.db.select().from(panelConflicts).where(eq(panelConflicts.userId, g.id));
    const bad = await declare(g, A, ['friend']);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([expect.stringMatching(/^body:kinds\.0 must be one of architect, member, owner, comped/)]);
    const missing = await call(t, 'PUT', `/api/panelist/conflicts/${A}`, g, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual([expect.stringMatching(/^body:kinds /)]);
    expect((await declare(g, 'not-a-uuid', ['member'])).statusCode).toBe(400);
    expect((await declare(g, UNKNOWN_ID, ['member'])).statusCode).toBe(404);
    expect(await t.database.db.select().from(panelConflicts).where(eq(panelConflicts.userId, g.id))).toEqual(before);
  });

  it('refuses an unknown ranking type and an out-of-range limit, naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/lists/panel?type=custom', 'type'], ['/api/lists/panel?kind=hole', 'type'],
      ['/api/lists/panel/disagreements?type=nope', 'type'], ['/api/lists/panel/disagreements?limit=0', 'limit'],
    ];
    for (const [url, field] of cases) {
      const res = await call(t, 'GET', url, null);
      expect(res.statusCode, url).toBe(400);
      expect(fieldErrors(res), url).toEqual([expect.stringMatching(new RegExp(`^query:${field} `))]);
    }
  });
});
