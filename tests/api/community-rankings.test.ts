/**
 * Community rankings through the real API (issue 13): golfers rank courses with the list
 * endpoints, the job recomputes, and the preset endpoints answer the community's order, scores and
 * counts; a course too few golfers ranked is absent, private lists do not count, filters and pages
 * work, and bad queries are 400s naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_GOLFERS } from '../../src/shared/domain/community-rankings';
import { insertFilterableCourses, rankCourses, rankedIds, readRanking } from './helpers/community';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors } from './helpers/requests';

let t: TestApp;
let golfers: Golfer[];
/** A, B, C, D are ranked by enough golfers; E by one only. */
let A: string, B: string, C: string, D: string, E: string;
let privateMyLie: string;

beforeAll(async () => {
  t = await createTestApp();
  [A, B, C, D, E] = await insertFilterableCourses(t, [
    { clubName: 'Alpha Links', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PUBLIC', type: 'FULL LENGTH' },
    { clubName: 'Bravo National', country: 'United States', continent: 'NORTH AMERICA', clubMembership: 'PRIVATE', type: 'FULL LENGTH' },
    { clubName: 'Charlie Heath', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PRIVATE', type: 'FULL LENGTH' },
    { clubName: 'Delta Par Three', country: 'Japan', continent: 'ASIA', clubMembership: 'PUBLIC', type: 'EXECUTIVE' },
    { clubName: 'Echo Dunes', country: 'Scotland', continent: 'EUROPE', clubMembership: 'LIMITED', type: 'FULL LENGTH' },
  ]) as [string, string, string, string, string];
  golfers = await Promise.all(Array.from({ length: 6 }, () => createGolfer(t)));
  const [g1, g2, g3, g4, g5, g6] = golfers as [Golfer, Golfer, Golfer, Golfer, Golfer, Golfer];
  await Promise.all([
    rankCourses(t, g1, [A, B, C, D]),
    rankCourses(t, g2, [A, C, B, D]),
    rankCourses(t, g3, [B, A, C, E]),
    rankCourses(t, g4, [A, B, D]),
    // Private: were it counted, D would lead and everything would have a fifth golfer.
    rankCourses(t, g5, [D, E, C, B, A], { isPublic: false }).then((id) => (privateMyLie = id)),
    // One course compares nothing.
    rankCourses(t, g6, [E]),
  ]);
  await t.communityRankings.recompute();
});
afterAll(() => t.close());

describe('GET /api/lists/preset/my-lie', () => {
  it('ranks the courses enough golfers ranked, best first, with scores and golfer counts', async () => {
    const ranking = await readRanking(t, '/api/lists/preset/my-lie');
    expect(ranking).toMatchObject({ kind: 'course', type: 'mylie', page: 1, pageSize: 20, total: 4, minGolfers: MIN_GOLFERS });
    expect(ranking.items.map((i) => [i.course._id, i.rank, i.overallRank, i.golfers])).toEqual([
      [A, 1, 1, 4], [B, 2, 2, 4], [C, 3, 3, 3], [D, 4, 4, 3],
    ]);
    const scores = ranking.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores[0]).toBeGreaterThan(5);
    expect(scores[3]).toBeLessThan(5);
    for (const s of scores) expect(Math.round(s * 10) / 10).toBe(s);
    expect(ranking.items[0]!.course).toMatchObject({ club_name: 'Alpha Links', address: { country: 'Scotland' }, club_membership: 'PUBLIC' });
    expect(ranking.items[0]!.holeNumber).toBeNull();
    expect(Date.parse(ranking.computedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it(`leaves out a course fewer than ${MIN_GOLFERS} golfers ranked (Echo: one public list, one private, one alone)`, async () => {
    expect(await rankedIds(t, '/api/lists/preset/my-lie')).not.toContain(E);
  });

  it('is the default of GET /api/lists/preset', async () => {
    expect(await readRanking(t, '/api/lists/preset')).toEqual(await readRanking(t, '/api/lists/preset/my-lie'));
    expect(await readRanking(t, '/api/lists/preset?kind=course&type=mylie')).toEqual(await readRanking(t, '/api/lists/preset/my-lie'));
  });

  it('counts a private list once it is made public (and the change schedules a recompute), under a new ETag', async () => {
    const etagOf = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ url: '/api/lists/preset/my-lie', headers });
      return { status: res.statusCode, etag: res.headers.etag as string };
    };
    const before = await etagOf();
    expect(before.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await etagOf({ 'if-none-match': before.etag })).toEqual({ status: 304, etag: before.etag });
    const owner = golfers[4]!;
    const res = await call(t, 'POST', `/api/lists/${privateMyLie}`, owner, { isPublic: true });
    expect(res.statusCode, res.body).toBe(200);
    await t.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
    // The page kept for the old revision is not the answer any more.
    expect((await etagOf({ 'if-none-match': before.etag })).status).toBe(200);
    const ranking = await readRanking(t, '/api/lists/preset/my-lie');
    expect(ranking.items.map((i) => [i.course._id, i.golfers])).toEqual(expect.arrayContaining([[A, 5], [D, 4]]));
    // Echo now has two golfers (the one-course list still counts none): not yet shown.
    expect(ranking.items.map((i) => i.course._id)).not.toContain(E);
    expect((await call(t, 'POST', `/api/lists/${privateMyLie}`, owner, { isPublic: false })).statusCode).toBe(200);
    await t.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
    expect(await rankedIds(t, '/api/lists/preset/my-lie')).toEqual([A, B, C, D]);
  });
});

describe('filters and pages', () => {
  it.each([
    ['country=scotland', 'AC', [1, 3]],
    ['country=%20Scotland%20', 'AC', [1, 3]],
    ['membership=PRIVATE', 'BC', [2, 3]],
    ['continent=ASIA', 'D', [4]],
    ['continent=EUROPE,ASIA', 'ACD', [1, 3, 4]],
    ['continent=EUROPE&continent=NORTH%20AMERICA', 'ABC', [1, 2, 3]],
    ['courseType=EXECUTIVE', 'D', [4]],
    ['country=Scotland&membership=PRIVATE', 'C', [3]],
    ['country=Japan&membership=PRIVATE', '', []],
  ])('%s keeps courses %s, ranked within the filter (overall ranks kept beside)', async (query, letters, overall) => {
    const byLetter: Record<string, string> = { A, B, C, D, E };
    const ids = [...letters].map((l) => byLetter[l]);
    const ranking = await readRanking(t, `/api/lists/preset/my-lie?${query}`);
    expect(ranking.items.map((i) => i.course._id)).toEqual(ids);
    expect(ranking.items.map((i) => i.rank)).toEqual(ids.map((_, i) => i + 1));
    expect(ranking.items.map((i) => i.overallRank)).toEqual(overall);
    expect(ranking.total).toBe(ids.length);
  });

  it('pages: the second page of two goes on counting', async () => {
    const ranking = await readRanking(t, '/api/lists/preset/my-lie?pageSize=2&page=2');
    expect(ranking.items.map((i) => [i.course._id, i.rank])).toEqual([[C, 3], [D, 4]]);
    expect(ranking.total).toBe(4);
    expect((await readRanking(t, '/api/lists/preset/my-lie?pageSize=2&page=3')).items).toEqual([]);
  });
});

describe('other list types', () => {
  beforeAll(async () => {
    const [g1, g2, g3] = golfers as [Golfer, Golfer, Golfer];
    await Promise.all([
      rankCourses(t, g1, [D, A], { type: 'most_fun' }),
      rankCourses(t, g2, [D, A], { type: 'most_fun' }),
      rankCourses(t, g3, [A, D], { type: 'most_fun' }),
      ...[g1, g2, g3].map((g) => rankCourses(t, g, [B, C], { type: 'bucket_list' })),
      ...[g1, g2, g3].map((g) => rankCourses(t, g, [C, A], { kind: 'hole', type: 'closers', hole: 18 })),
      // A custom list says whatever its owner likes: no community ranking.
      ...[g1, g2, g3].map((g) => rankCourses(t, g, [A, B], { type: 'custom' })),
    ]);
    await t.communityRankings.recompute();
  });

  it('ranks each type apart: most fun, the bucket list', async () => {
    expect(await rankedIds(t, '/api/lists/preset/most-fun')).toEqual([D, A]);
    expect(await rankedIds(t, '/api/lists/preset?type=most_fun')).toEqual([D, A]);
    expect(await rankedIds(t, '/api/lists/preset/bucket-list')).toEqual([B, C]);
    expect(await rankedIds(t, '/api/lists/preset/my-lie')).toEqual([A, B, C, D]);
  });

  it('answers an empty ranking for a type nobody ranked yet, computed all the same', async () => {
    for (const path of ['best-value', 'hidden-gems']) {
      const ranking = await readRanking(t, `/api/lists/preset/${path}`);
      expect(ranking).toMatchObject({ items: [], total: 0 });
      expect(ranking.computedAt).not.toBeNull();
    }
  });

  it('ranks holes: the item is a course and a hole', async () => {
    const ranking = await readRanking(t, '/api/lists/preset?kind=hole&type=closers');
    expect(ranking.items.map((i) => [i.course._id, i.holeNumber, i.golfers])).toEqual([[C, 18, 3], [A, 18, 3]]);
  });
});

describe('the server that recomputed', () => {
  it('holds the ranking it wrote as a server that reads it from the database does', async () => {
    // Another app on the same database: it loads each ranking on its first read.
    const replica = await createTestApp({ database: t.database });
    try {
      for (const url of [
        '/api/lists/preset/my-lie', '/api/lists/preset/my-lie?country=scotland', '/api/lists/preset/my-lie?membership=PRIVATE,PUBLIC',
        '/api/lists/preset/my-lie?continent=EUROPE&courseType=FULL%20LENGTH', '/api/lists/preset/most-fun', '/api/lists/preset?kind=hole&type=closers',
      ]) {
        const [held, read] = await Promise.all([readRanking(t, url), readRanking(replica, url)]);
        expect(held.items.length, url).toBeGreaterThan(0);
        expect(held, url).toEqual(read);
      }
    } finally {
      await replica.close();
    }
  });
});

describe('GET /api/lists/preset/my-lie/countries', () => {
  it('lists the countries of the community My Lie with their course counts, most first', async () => {
    const res = await call(t, 'GET', '/api/lists/preset/my-lie/countries', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { country: 'Scotland', continent: 'EUROPE', courses: 2 },
      { country: 'Japan', continent: 'ASIA', courses: 1 },
      { country: 'United States', continent: 'NORTH AMERICA', courses: 1 },
    ]);
    expect((await call(t, 'GET', '/api/lists/preset/my-lie/countries?continent=ASIA', null)).json().data)
      .toEqual([{ country: 'Japan', continent: 'ASIA', courses: 1 }]);
  });
});

describe('bad queries', () => {
  it.each([
    ['/api/lists/preset?type=wishlist', 'query:type must be one of'],
    ['/api/lists/preset?type=custom', 'query:type must be one of'],
    ['/api/lists/preset?kind=trip', 'query:kind must be one of course, hole'],
    ['/api/lists/preset?kind=hole', 'query:type is required for hole lists'],
    ['/api/lists/preset?kind=hole&type=mylie', 'query:type must be one of openers, closers'],
    ['/api/lists/preset?type=openers', 'query:type must be one of mylie, bucket_list'],
    ['/api/lists/preset?continent=ATLANTIS', 'query:continent.0 must be one of AFRICA'],
    ['/api/lists/preset/my-lie?membership=SECRET', 'query:membership.0 must be one of PRIVATE, PUBLIC, LIMITED'],
    ['/api/lists/preset/most-fun?courseType=MINI', "query:courseType.0 must be one of FULL LENGTH"],
    ['/api/lists/preset/my-lie?pageSize=101', 'query:pageSize must be at most 100'],
    ['/api/lists/preset/my-lie?page=0', 'query:page must be at least 1'],
    ['/api/lists/preset/my-lie?country=%00', 'query:country must not contain control characters'],
    ['/api/lists/preset/my-lie?type=mylie', 'query:type is not a known field'],
    ['/api/lists/preset/best-value?sort=name', 'query:sort is not a known field'],
    ['/api/lists/preset/my-lie/countries?continent=MOON', 'query:continent must be one of AFRICA'],
    ['/api/lists/preset/my-lie/countries?page=1', 'query:page is not a known field'],
  ])('%s is a 400 naming the field', async (url, error) => {
    const res = await call(t, 'GET', url, null);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.stringContaining(error)]);
  });

  it('leaves the played list where it was: /lists/preset/courses-played is still the golfer\'s own', async () => {
    const res = await call(t, 'GET', '/api/lists/preset/courses-played', golfers[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(4);
    expect((await call(t, 'GET', '/api/lists/preset/courses-played', null)).statusCode).toBe(401);
  });
});
