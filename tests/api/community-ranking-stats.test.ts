/**
 * What community rankings and a golfer's courses add up to (issue 13): `/lists/preset/stats`,
 * the architect and yardage filters of `/lists/preset`, a course's place in every ranking
 * (`/courses/{id}/community-scores`) and the query of `/lists/user/{id}/stats`; bad queries are
 * 400s naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityStats, CourseCommunityScores } from '../../src/shared/contracts/community-rankings.contract';
import type { UserListStats } from '../../src/shared/contracts/lists.contract';
import { MIN_GOLFERS } from '../../src/shared/domain/community-rankings';
import { insertFilterableCourses, rankCourses, rankedIds } from './helpers/community';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors } from './helpers/requests';

let t: TestApp;
let golfers: Golfer[];
let A: string, B: string, C: string, D: string, E: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function read<T>(url: string, who: Golfer | null = null): Promise<T> {
  const res = await call(t, 'GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

beforeAll(async () => {
  t = await createTestApp();
  [A, B, C, D, E] = await insertFilterableCourses(t, [
    { clubName: 'Alpha Links', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PUBLIC', architects: ['Old Tom Morris'], yearEstablished: 1891, totalYardage: 6900 },
    { clubName: 'Bravo National', country: 'United States', continent: 'NORTH AMERICA', clubMembership: 'PRIVATE', architects: ['Alister MacKenzie', 'Perry Maxwell'], yearEstablished: 1933, totalYardage: 7400 },
    { clubName: 'Charlie Heath', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PRIVATE', architects: ['Alister MacKenzie'], yearEstablished: 1929, totalYardage: 6500 },
    { clubName: 'Delta Par Three', country: 'Japan', continent: 'ASIA', clubMembership: 'PUBLIC', type: 'EXECUTIVE', totalYardage: 2400 },
    { clubName: 'Echo Dunes', country: 'Scotland', continent: 'EUROPE', clubMembership: 'LIMITED', architects: ['Old Tom Morris'] },
  ]) as [string, string, string, string, string];
  golfers = await Promise.all(Array.from({ length: 4 }, () => createGolfer(t)));
  const [g1, g2, g3, g4] = golfers as [Golfer, Golfer, Golfer, Golfer];
  await Promise.all([
    rankCourses(t, g1, [A, B, C, D]),
    rankCourses(t, g2, [A, C, B, D]),
    rankCourses(t, g3, [B, A, C, E]),
    rankCourses(t, g4, [A, B, D]),
    ...[g1, g2, g3].map((g) => rankCourses(t, g, [C, A], { kind: 'hole', type: 'closers', hole: 18 })),
  ]);
  await t.communityRankings.recompute();
});
afterAll(() => t.close());

describe('GET /api/lists/preset/stats', () => {
  it('counts the community My Lie (the default) by country, continent, membership, type, decade and architect', async () => {
    const stats = await read<CommunityStats>('/api/lists/preset/stats');
    expect(stats).toMatchObject({ kind: 'course', type: 'mylie', golfers: 4, lists: 4, minGolfers: MIN_GOLFERS });
    expect(Date.parse(stats.computedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Echo has one golfer: not in the ranking, not counted.
    expect(stats.items).toEqual({
      total: 4,
      byCountry: [{ key: 'Scotland', count: 2 }, { key: 'Japan', count: 1 }, { key: 'United States', count: 1 }],
      byContinent: [{ key: 'EUROPE', count: 2 }, { key: 'ASIA', count: 1 }, { key: 'NORTH AMERICA', count: 1 }],
      byMembership: [{ key: 'PRIVATE', count: 2 }, { key: 'PUBLIC', count: 2 }],
      byType: [{ key: 'FULL LENGTH', count: 3 }, { key: 'EXECUTIVE', count: 1 }],
      byDecade: [{ key: '1890s', count: 1 }, { key: '1920s', count: 1 }, { key: '1930s', count: 1 }],
      byArchitect: [{ key: 'Alister MacKenzie', count: 2 }, { key: 'Old Tom Morris', count: 1 }, { key: 'Perry Maxwell', count: 1 }],
    });
  });

  it('takes the ranking query: filters narrow the items, golfers and lists stay the whole ranking\'s', async () => {
    const scots = await read<CommunityStats>('/api/lists/preset/stats?type=mylie&country=scotland&membership=PRIVATE');
    expect(scots).toMatchObject({ golfers: 4, lists: 4 });
    expect(scots.items).toMatchObject({ total: 1, byCountry: [{ key: 'Scotland', count: 1 }], byArchitect: [{ key: 'Alister MacKenzie', count: 1 }] });
    const mackenzie = await read<CommunityStats>('/api/lists/preset/stats?architect=mackenzie');
    expect(mackenzie.items.total).toBe(2);
    const none = await read<CommunityStats>('/api/lists/preset/stats?continent=AFRICA');
    expect(none.items).toEqual({ total: 0, byCountry: [], byContinent: [], byMembership: [], byType: [], byDecade: [], byArchitect: [] });
  });

  it('counts hole rankings by their courses, and answers an empty ranking for a type nobody ranked', async () => {
    const holes = await read<CommunityStats>('/api/lists/preset/stats?kind=hole&type=closers');
    expect(holes).toMatchObject({ kind: 'hole', type: 'closers', golfers: 3, lists: 3, items: { total: 2 } });
    const empty = await read<CommunityStats>('/api/lists/preset/stats?type=best_value');
    expect(empty).toMatchObject({ golfers: 0, lists: 0, items: { total: 0, byCountry: [] } });
  });
});

describe('architect and yardage filters on /api/lists/preset', () => {
  it.each([
    ['architect=MacKenzie', 'BC'],
    ['architect=old%20tom', 'A'],
    ['yardageMin=6600', 'AB'],
    ['yardageMax=3000', 'D'],
    ['yardageMin=6000&yardageMax=7000&country=Scotland', 'AC'],
    ['architect=nobody', ''],
  ])('%s keeps courses %s in community order, with their total', async (query, letters) => {
    const byLetter: Record<string, string> = { A, B, C, D, E };
    const ids = [...letters].map((l) => byLetter[l]);
    const ranking = await read<{ items: { course: { _id: string }; rank: number }[]; total: number }>(`/api/lists/preset/my-lie?${query}`);
    expect(ranking.items.map((i) => i.course._id)).toEqual(ids);
    expect(ranking.items.map((i) => i.rank)).toEqual(ids.map((_, i) => i + 1));
    expect(ranking.total).toBe(ids.length);
  });

  it('pages a filtered ranking', async () => {
    expect(await rankedIds(t, '/api/lists/preset?architect=mackenzie&pageSize=1&page=2')).toEqual([C]);
  });
});

describe('GET /api/courses/{id}/community-scores', () => {
  it('gives a course\'s place, score and golfers in each ranking it is in, the overall ranking first', async () => {
    const scores = await read<CourseCommunityScores>(`/api/courses/${C}/community-scores`);
    const ranking = await read<{ items: { course: { _id: string }; score: number; golfers: number }[] }>('/api/lists/preset/my-lie');
    const inMyLie = ranking.items.find((i) => i.course._id === C)!;
    expect(scores).toEqual({
      courseId: C,
      rankings: [
        { kind: 'course', type: 'mylie', holeNumber: null, rank: 3, of: 4, score: inMyLie.score, golfers: inMyLie.golfers },
        { kind: 'hole', type: 'closers', holeNumber: 18, rank: 1, of: 2, score: expect.any(Number), golfers: 3 },
      ],
    });
  });

  it('is empty for a course too few golfers ranked, 404 for no such course, 400 for a malformed id', async () => {
    expect(await read<CourseCommunityScores>(`/api/courses/${E}/community-scores`)).toEqual({ courseId: E, rankings: [] });
    expect((await call(t, 'GET', `/api/courses/${UNKNOWN_ID}/community-scores`, null)).statusCode).toBe(404);
    const bad = await call(t, 'GET', '/api/courses/not-an-id/community-scores', null);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([expect.stringContaining('path:id')]);
  });
});

describe('GET /api/lists/user/{userId}/stats?{query}', () => {
  it('narrows played and ranked courses to the query; list counts stay whole', async () => {
    const g = golfers[0]!;
    await call(t, 'POST', '/api/lists/preset/courses-played/add', g, { courseId: E });
    const all = await read<UserListStats>(`/api/lists/user/${g.id}/stats`);
    expect(all).toMatchObject({ lists: { course: 1, hole: 1, trip: 0 }, rankedCourses: 4, played: { total: 5 } });
    const scots = await read<UserListStats>(`/api/lists/user/${g.id}/stats?country=Scotland`);
    expect(scots).toMatchObject({ lists: { course: 1, hole: 1 }, rankedCourses: 2, played: { total: 3, byCountry: [{ key: 'Scotland', count: 3 }] } });
    expect(scots.played.byMembership).toEqual([{ key: 'LIMITED', count: 1 }, { key: 'PRIVATE', count: 1 }, { key: 'PUBLIC', count: 1 }]);
    const narrow = await read<UserListStats>(`/api/lists/user/${g.id}/stats?continent=EUROPE&membership=PRIVATE,PUBLIC&courseType=FULL%20LENGTH&architect=tom&yardageMin=6000`);
    expect(narrow).toMatchObject({ rankedCourses: 1, played: { total: 1, byArchitect: [{ key: 'Old Tom Morris', count: 1 }] } });
  });
});

describe('bad queries', () => {
  it.each([
    ['/api/lists/preset/stats?type=wishlist', 'query:type must be one of'],
    ['/api/lists/preset/stats?kind=hole', 'query:type is required for hole lists'],
    ['/api/lists/preset/stats?continent=ATLANTIS', 'query:continent.0 must be one of AFRICA'],
    ['/api/lists/preset/stats?page=1', 'query:page is not a known field'],
    ['/api/lists/preset/stats?yardageMin=7000&yardageMax=6000', 'query:yardageMin must not exceed yardageMax'],
    ['/api/lists/preset/my-lie?yardageMin=-1', 'query:yardageMin must be at least 0'],
    ['/api/lists/preset?architect=', 'query:architect must not be empty'],
    [`/api/lists/user/${UNKNOWN_ID}/stats?continent=MOON`, 'query:continent.0 must be one of AFRICA'],
    [`/api/lists/user/${UNKNOWN_ID}/stats?sort=name`, 'query:sort is not a known field'],
    [`/api/lists/user/${UNKNOWN_ID}/stats?membership=SECRET`, 'query:membership.0 must be one of PRIVATE'],
  ])('%s is a 400 naming the field', async (url, error) => {
    const res = await call(t, 'GET', url, null);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.stringContaining(error)]);
  });

  it('a golfer who does not exist is a 404 for stats', async () => {
    expect((await call(t, 'GET', `/api/lists/user/${UNKNOWN_ID}/stats`, null)).statusCode).toBe(404);
  });
});
