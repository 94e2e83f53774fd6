/**
 * Duplicate courses and their merge (issue 24): the candidates (same normalised name within 1 km),
 * the merge moving played records, list items (course, hole and trip lists, with notes and other
 * golfers' reactions), wishlists and feed entries to the kept course in one transaction, with
 * nothing lost or duplicated, the refusals (itself, unknown ids) changing nothing, and the audit.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activity, courses, listItemReactions, listItems, lists, playedCourses, wishlistCourses, wishlists,
} from '../../src/server/data/schema';
import { courseCorrections } from '../../src/server/data/moderation.schema';
import { panelConflicts } from '../../src/server/data/panel.schema';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { call, fieldErrors } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

const db = () => t.database.db;
async function course(name: string, lat: number, lng: number, extra: Partial<typeof courses.$inferInsert> = {}): Promise<string> {
  const [row] = await db().insert(courses).values({ clubName: name, lat, lng, country: 'Scotland', ...extra }).returning({ id: courses.id });
  return row!.id;
}
const merge = (id: string, into: unknown, who = admin) => call(t, 'POST', `/api/admin/courses/${id}/merge`, who, { into });
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; recordType: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; actor: { _id: string }; reason: string | null;
}[];

/** Rows naming each course, table by table. */
async function references(ids: string[]) {
  const count = async (table: typeof playedCourses | typeof listItems | typeof wishlistCourses | typeof activity) =>
    Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await db().$count(table, eq(table.courseId, id))])));
  return { played: await count(playedCourses), listItems: await count(listItems), wishlists: await count(wishlistCourses), activity: await count(activity) };
}

describe('duplicate candidates', () => {
  it('pairs courses with the same normalised name within 1 km, and no others', async () => {
    const a = await course('Dup Test Golf Club', 57.5, -6.2);
    const b = await course('The Dup-Test G.C.', 57.5036, -6.2); // 400 m north
    const far = await course('Dup Test GC', 57.52, -6.2); // 2.2 km
    const other = await course('Dup Test Ladies', 57.5001, -6.2);
    const res = await call(t, 'GET', '/api/admin/courses/duplicates', admin);
    expect(res.statusCode).toBe(200);
    const pairs = (res.json().data as { a: { _id: string }; b: { _id: string }; distanceKm: number }[])
      .filter((p) => [a, b, far, other].includes(p.a._id) || [a, b, far, other].includes(p.b._id));
    expect(pairs).toHaveLength(1);
    expect([pairs[0]!.a._id, pairs[0]!.b._id].sort()).toEqual([a, b].sort());
    expect(pairs[0]!.distanceKm).toBeCloseTo(0.4, 1);
  });

  it('is for admins only', async () => {
    expect((await call(t, 'GET', '/api/admin/courses/duplicates', null)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/courses/duplicates', golfer)).statusCode).toBe(403);
  });
});

describe('merging a course into another', () => {
  it('moves every record to the kept course, one per golfer and list, and deletes the merged course', async () => {
    const kept = await course('Royal Merge Golf Club', 55.53, -4.65, { architects: [], yearEstablished: 1878, holes: null, prominence: 5 });
    const merged = await course('Royal Merge GC', 55.5327, -4.65, { architects: ['Willie Fernie'], yearEstablished: 1900, holes: 18, par: 71, prominence: 9 });
    const other = await course('Somewhere Else', 55.9, -4.1);
    const g1 = await createGolfer(t);
    const g2 = await createGolfer(t);

    // Played: g1 both (the merged entry earlier), g2 the merged one only.
    await db().insert(playedCourses).values([
      { userId: g1.id, courseId: kept, dateAdded: '2021-06-01', datePrecision: 'day' },
      { userId: g1.id, courseId: merged, dateAdded: '2019-04-02', datePrecision: 'day' },
      { userId: g2.id, courseId: merged, dateAdded: '2020-01-01', datePrecision: 'year' },
    ]);
    const [l1, l2, l3, trip] = await db().insert(lists).values([
      { ownerId: g1.id, kind: 'course', type: 'custom', name: 'Both' },
      { ownerId: g2.id, kind: 'course', type: 'custom', name: 'Merged only' },
      { ownerId: g1.id, kind: 'hole', type: 'custom', name: 'Holes' },
      { ownerId: g2.id, kind: 'trip', type: 'trip', name: 'Ayrshire', startDate: '2027-05-01', endDate: '2027-05-03' },
    ]).returning({ id: lists.id });
    const items = await db().insert(listItems).values([
      // l1: the merged course ranked above the kept one: the merged item stays, with the kept one's note.
      { listId: l1!.id, courseId: merged, rankKey: 'a0' },
      { listId: l1!.id, courseId: kept, rankKey: 'a1', note: 'Windy' },
      { listId: l1!.id, courseId: other, rankKey: 'a2' },
      { listId: l2!.id, courseId: merged, rankKey: 'a0' },
      // l3: hole 1 of both (the kept one's better), hole 2 of the merged one.
      { listId: l3!.id, courseId: kept, holeNumber: 1, rankKey: 'a0' },
      { listId: l3!.id, courseId: merged, holeNumber: 1, rankKey: 'a1', note: 'Railway' },
      { listId: l3!.id, courseId: merged, holeNumber: 2, rankKey: 'a2' },
      // The trip: both on day 1, the merged one again on day 2.
      { listId: trip!.id, courseId: merged, dayNumber: 1, rankKey: 'a0' },
      { listId: trip!.id, courseId: kept, dayNumber: 1, rankKey: 'a1' },
      { listId: trip!.id, courseId: merged, dayNumber: 2, rankKey: 'a2' },
    ]).returning({ id: listItems.id });
    // g2 reacted to l1's kept item (which goes): the reaction moves to the item that stays.
    await db().insert(listItemReactions).values({ itemId: items[1]!.id, userId: g2.id, reaction: 'love' });
    const [w1, w2] = await db().insert(wishlists).values([
      { ownerId: g1.id, kind: 'wishlist', name: 'Scotland' },
      { ownerId: g2.id, kind: 'watchlist', name: 'Maybe' },
    ]).returning({ id: wishlists.id });
    await db().insert(wishlistCourses).values([
      { wishlistId: w1!.id, courseId: kept }, { wishlistId: w1!.id, courseId: merged }, { wishlistId: w2!.id, courseId: merged },
    ]);
    await db().insert(activity).values({ actorId: g2.id, kind: 'played', courseId: merged });
    // Conflicts declared: g1 on both (one stays), g2 on the merged one (moves).
    await db().insert(panelConflicts).values([
      { userId: g1.id, courseId: kept, kind: 'member' }, { userId: g1.id, courseId: merged, kind: 'member' }, { userId: g2.id, courseId: merged, kind: 'member' },
    ]);
    // A golfer's suggested correction of the merged course becomes one of the kept course.
    const [suggestion] = await db().insert(courseCorrections).values({ courseId: merged, courseName: 'Merged', userId: g2.id, proposed: { year_established: 1901 } })
      .returning({ id: courseCorrections.id });

    const listIds = [l1!.id, l2!.id, l3!.id, trip!.id];
    const golferIds = [g1.id, g2.id];
    const totals = async () => ({
      played: await db().$count(playedCourses, inArray(playedCourses.userId, golferIds)),
      items: await db().$count(listItems, inArray(listItems.listId, listIds)),
      wish: await db().$count(wishlistCourses, inArray(wishlistCourses.wishlistId, [w1!.id, w2!.id])),
      reactions: await db().$count(listItemReactions, eq(listItemReactions.userId, g2.id)),
    });
    const before = await totals();
    expect(before).toEqual({ played: 3, items: 10, wish: 3, reactions: 1 });

    const res = await merge(merged, kept);
    expect(res.statusCode, res.body).toBe(200);
    const { course: after, counts } = res.json().data;
    expect(counts).toEqual({
      played: { moved: 1, deduplicated: 1 }, listItems: { moved: 5, deduplicated: 3 }, wishlists: { moved: 1, deduplicated: 1 }, activity: 1, panelConflicts: 1, corrections: 1,
    });
    // Only the predicted duplicates went: one played entry, three list items, one wishlist entry.
    expect(await totals()).toEqual({ played: 2, items: 7, wish: 2, reactions: 1 });
    // Nothing names the merged course; the course is gone.
    expect(await references([merged])).toEqual({ played: { [merged]: 0 }, listItems: { [merged]: 0 }, wishlists: { [merged]: 0 }, activity: { [merged]: 0 } });
    expect((await db().select().from(panelConflicts).where(inArray(panelConflicts.userId, golferIds))).map((c) => [c.userId, c.courseId]).sort())
      .toEqual([[g1.id, kept], [g2.id, kept]].sort());
    expect((await db().select({ courseId: courseCorrections.courseId }).from(courseCorrections).where(eq(courseCorrections.id, suggestion!.id)))).toEqual([{ courseId: kept }]);
    expect((await call(t, 'GET', `/api/courses/${merged}`, null)).statusCode).toBe(404);

    // The earlier play stands; g2's moved entry keeps its year.
    const played = await db().select().from(playedCourses).where(inArray(playedCourses.userId, golferIds));
    expect(played.map((p) => [p.userId, p.courseId, p.dateAdded, p.datePrecision]).sort()).toEqual(
      [[g1.id, kept, '2019-04-02', 'day'], [g2.id, kept, '2020-01-01', 'year']].sort(),
    );
    // l1: the better-ranked (merged) item stays first, now the kept course, with the note and g2's reaction.
    const l1Items = await db().select().from(listItems).where(eq(listItems.listId, l1!.id)).orderBy(sql`rank_key collate "C"`);
    expect(l1Items.map((i) => [i.id, i.courseId, i.note])).toEqual([[items[0]!.id, kept, 'Windy'], [items[2]!.id, other, null]]);
    expect((await db().select().from(listItemReactions).where(eq(listItemReactions.userId, g2.id)))[0]!.itemId).toBe(items[0]!.id);
    // l3: the kept course's hole 1 stays with the merged one's note; hole 2 moved.
    const l3Items = await db().select().from(listItems).where(eq(listItems.listId, l3!.id)).orderBy(sql`rank_key collate "C"`);
    expect(l3Items.map((i) => [i.courseId, i.holeNumber, i.note])).toEqual([[kept, 1, 'Railway'], [kept, 2, null]]);
    const tripItems = await db().select().from(listItems).where(eq(listItems.listId, trip!.id)).orderBy(sql`rank_key collate "C"`);
    expect(tripItems.map((i) => [i.id, i.courseId, i.dayNumber])).toEqual([[items[7]!.id, kept, 1], [items[9]!.id, kept, 2]]);

    // The kept course keeps its own fields and takes the blank ones.
    expect(after).toMatchObject({ _id: kept, club_name: 'Royal Merge Golf Club', year_established: 1878, architects: ['Willie Fernie'], holes: 18, par: 71 });
    expect((await call(t, 'GET', `/api/courses/${kept}`, null)).json().data).toMatchObject({ architects: ['Willie Fernie'], holes: 18 });
    expect((await db().select({ p: courses.prominence }).from(courses).where(eq(courses.id, kept)))[0]!.p).toBe(9);

    // Search and the map no longer know the merged course.
    await t.catalogue.settled();
    const found = (await call(t, 'GET', '/api/search?terms=royal%20merge', null)).json().data as { _id: string }[];
    expect(found.map((c) => c._id)).toContain(kept);
    expect(found.map((c) => c._id)).not.toContain(merged);
    const map = (await call(t, 'GET', '/api/bounded-courses?south=55.4&west=-4.8&north=55.6&east=-4.5&zoom=16', null)).json().data;
    expect(map.courses.map((c: { _id: string }) => c._id)).toContain(kept);
    expect(map.courses.map((c: { _id: string }) => c._id)).not.toContain(merged);

    // Audited: both courses, who, before and after.
    const [mergedEntry] = await auditOf(merged);
    expect(mergedEntry).toMatchObject({
      action: 'course.merge', recordType: 'course', actor: { _id: admin.id }, before: { _id: merged, club_name: 'Royal Merge GC' }, after: { mergedInto: kept, counts },
    });
    const [keptEntry] = await auditOf(kept);
    expect(keptEntry).toMatchObject({ action: 'course.merge', before: { _id: kept, holes: null }, after: { _id: kept, holes: 18 }, reason: 'Merged Royal Merge GC into Royal Merge Golf Club' });
  });

  it('refuses itself (400 naming into) and unknown courses (404), changing nothing', async () => {
    const a = await course('Refusal One', 50, 1);
    const b = await course('Refusal Two', 50, 1.001);
    await db().insert(playedCourses).values({ userId: golfer.id, courseId: a });
    const self = await merge(a, a);
    expect(self.statusCode).toBe(400);
    expect(fieldErrors(self)).toEqual(['body:into must name another course than the one merged']);
    const unknownInto = await merge(a, UNKNOWN_ID);
    expect(unknownInto.statusCode).toBe(404);
    expect(fieldErrors(unknownInto)).toEqual(['body:into no such course']);
    const unknownId = await merge(UNKNOWN_ID, a);
    expect(unknownId.statusCode).toBe(404);
    expect(fieldErrors(unknownId)).toEqual(['path:id no such course']);
    expect(fieldErrors(await merge(a, 'nope'))).toEqual(['body:into must be a UUID']);
    expect((await merge(a, b, golfer)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/admin/courses/${a}/merge`, null, { into: b })).statusCode).toBe(401);
    expect(await references([a, b])).toEqual({ played: { [a]: 1, [b]: 0 }, listItems: { [a]: 0, [b]: 0 }, wishlists: { [a]: 0, [b]: 0 }, activity: { [a]: 0, [b]: 0 } });
    expect((await call(t, 'GET', `/api/courses/${a}`, null)).statusCode).toBe(200);
    expect(await auditOf(a)).toEqual([]);
  });

  it('accepts the kept course as the record the API answered ({into: {_id}})', async () => {
    const a = await course('Object Ref A', 51, 1);
    const b = await course('Object Ref B', 51, 1.001);
    const res = await merge(a, { _id: b, club_name: 'Object Ref B' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.course._id).toBe(b);
  });
});
