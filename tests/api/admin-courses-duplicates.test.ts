/**
 * The Duplicates view (issue 32): pairs a hair apart (at the equator, where the distance's terms
 * are tiny) answer instead of breaking the view for everyone, and "not a duplicate" dismisses a
 * pair for good, whatever the order of its ids, by an admin, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { courseDuplicateDismissals } from '../../src/server/data/moderation.schema';
import { courses } from '../../src/server/data/schema';
import { createAppWithGolferAndAdmin, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { call, fieldErrors } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

async function course(name: string, lat: number, lng: number): Promise<string> {
  const [row] = await t.database.db.insert(courses).values({ clubName: name, lat, lng, country: 'Gabon' }).returning({ id: courses.id });
  return row!.id;
}
type Pair = { a: { _id: string; club_name: string }; b: { _id: string; club_name: string }; distanceKm: number };
const duplicates = async (who: Golfer = admin) => {
  const res = await call(t, 'GET', '/api/admin/courses/duplicates', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Pair[];
};
const pairOf = (pairs: Pair[], x: string, y: string) =>
  pairs.filter((p) => (p.a._id === x && p.b._id === y) || (p.a._id === y && p.b._id === x));

describe('duplicates a hair apart', () => {
  it('answers pairs at the equator whose distance terms underflow (issue 32, item 15)', async () => {
    // Differences of 1e-160 degrees: the squared sine is below the smallest double.
    const a = await course('Equator Hair Golf Club', 0, 9.45);
    const b = await course('The Equator Hair GC', 1e-160, 9.45);
    const c = await course('Equator Hair Links', 1e-200, 9.45 + 1e-13);
    const d = await course('Prime Meridian Hair Golf Club', 0, 0);
    const e = await course('Prime Meridian Hair GC', 0, 5e-324);
    const f = await course('Tiny Latitude Golf Club', 5e-324, 1e-300);
    const g = await course('Tiny Latitude GC', 0, 0);
    const pairs = await duplicates();
    for (const [x, y] of [[a, b], [a, c], [b, c], [d, e], [f, g]] as const) {
      const found = pairOf(pairs, x, y);
      expect(found, `${x} ${y}`).toHaveLength(1);
      expect(found[0]!.distanceKm).toBe(0);
    }
  });
});

const dismiss = (id: string, body: unknown, who: Golfer | null = admin) => call(t, 'POST', `/api/admin/courses/${id}/not-duplicate`, who, body);
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; recordType: string; recordId: string; before: unknown; after: Record<string, unknown> | null; actor: { _id: string }; reason: string | null;
}[];
const stored = (x: string) => t.database.db.select().from(courseDuplicateDismissals)
  .where(or(eq(courseDuplicateDismissals.courseA, x), eq(courseDuplicateDismissals.courseB, x)));

describe('"not a duplicate"', () => {
  it('dismisses a pair for good, whatever the order of its ids, by an admin, audited', async () => {
    const a = await course('Lambarene Golf Club', -0.7, 10.23);
    const b = await course('Lambarene GC', -0.7018, 10.23);
    expect(pairOf(await duplicates(), a, b)).toHaveLength(1);

    // Named from the course with the larger id: stored once, smaller id first.
    const [first, second] = a > b ? [a, b] : [b, a];
    const res = await dismiss(first, { of: second, reason: 'Two nine-hole courses of one club' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ a: { _id: second, club_name: expect.any(String) }, b: { _id: first } });
    expect(pairOf(await duplicates(), a, b)).toEqual([]);
    const rows = await stored(a);
    expect(rows.map((r) => [r.courseA, r.courseB, r.dismissedBy, r.reason])).toEqual([[second, first, admin.id, 'Two nine-hole courses of one club']]);

    // Either course's audit names the other; the reason and the admin are kept.
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const [entry] = await auditOf(x);
      expect(entry).toMatchObject({ action: 'course.not-duplicate', recordType: 'course', recordId: x, actor: { _id: admin.id }, reason: 'Two nine-hole courses of one club', after: { notDuplicateOf: y } });
    }

    // Saying it again, the other way round, changes nothing and writes no second entry.
    const again = await dismiss(second, { of: { _id: first }, reason: 'Again' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored(a)).toHaveLength(1);
    expect((await auditOf(a)).filter((e) => e.action === 'course.not-duplicate')).toHaveLength(1);
    expect(pairOf(await duplicates(), a, b)).toEqual([]);

    // A third course of the same name still pairs with both.
    const c = await course('The Lambarene Golf Club', -0.7009, 10.23);
    const pairs = await duplicates();
    expect(pairOf(pairs, a, c)).toHaveLength(1);
    expect(pairOf(pairs, b, c)).toHaveLength(1);
    expect(pairOf(pairs, a, b)).toEqual([]);
  });

  it('needs a reason and two real, different courses; golfers and visitors are refused; nothing is stored', async () => {
    const a = await course('Port-Gentil Golf Club', -0.72, 8.78);
    const b = await course('Port Gentil GC', -0.7205, 8.78);
    const noReason = await dismiss(a, { of: b });
    expect(noReason.statusCode).toBe(400);
    expect(fieldErrors(noReason)).toEqual(['body:reason must be a string']);
    const blank = await dismiss(a, { of: b, reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('reason');
    const self = await dismiss(a, { of: a, reason: 'x' });
    expect(self.statusCode).toBe(400);
    expect(fieldErrors(self)).toEqual(['body:of must name another course than the one in the path']);
    const unknownOf = await dismiss(a, { of: UNKNOWN_ID, reason: 'x' });
    expect(unknownOf.statusCode).toBe(404);
    expect(fieldErrors(unknownOf)).toEqual(['body:of no such course']);
    const unknownId = await dismiss(UNKNOWN_ID, { of: a, reason: 'x' });
    expect(unknownId.statusCode).toBe(404);
    expect(fieldErrors(unknownId)).toEqual(['path:id no such course']);
    expect((await dismiss(a, { of: b, reason: 'x' }, golfer)).statusCode).toBe(403);
    expect((await dismiss(a, { of: b, reason: 'x' }, null)).statusCode).toBe(401);
    expect(await stored(a)).toEqual([]);
    expect(await auditOf(a)).toEqual([]);
    expect(pairOf(await duplicates(), a, b)).toHaveLength(1);
  });
});
