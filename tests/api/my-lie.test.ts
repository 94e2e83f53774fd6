/**
 * Golf DNA, list completion and the year in review (issue 13, My Lie): claims only with support,
 * private lists never counted for others, closest followed golfers, completion counts, the year in
 * review's threshold, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/server/data/schema';
import type { Completion, GolfDna, YearInReview } from '../../src/shared/contracts/my-lie.contract';
import { createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors, type Who } from './helpers/requests';

let t: TestApp;
/** 4 MacKenzie courses (1920s, private, Australia), 3 Colt courses, 40 fillers (1990s, public, England). */
let mac: string[];
let colt: string[];
let filler: string[];

type Row = typeof courses.$inferInsert;
async function insert(n: number, row: (i: number) => Partial<Row>): Promise<string[]> {
  const rows = await t.database.db.insert(courses).values(Array.from({ length: n }, (_, i) => ({
    clubName: `Course ${Math.random().toString(36).slice(2, 8)}`, lat: 50, lng: 0, ...row(i),
  }))).returning({ id: courses.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  mac = await insert(4, (i) => ({ clubName: `MacKenzie ${i + 1}`, architects: ['Alister MacKenzie'], yearEstablished: 1926, clubMembership: 'PRIVATE', continent: 'OCEANIA', country: 'Australia', prominence: i < 2 ? 300 : 200 }));
  colt = await insert(3, (i) => ({ clubName: `Colt ${i + 1}`, architects: ['Harry Colt'], yearEstablished: 1912, clubMembership: 'LIMITED', continent: 'EUROPE', country: 'England', prominence: i === 0 ? 300 : 0 }));
  filler = await insert(40, (i) => ({ clubName: `Filler ${i + 1}`, architects: ['Modern Firm'], yearEstablished: 1995, clubMembership: 'PUBLIC', continent: 'EUROPE', country: 'England' }));
});
afterAll(() => t.close());

const get = <T>(who: Who, url: string) => call(t, 'GET', url, who).then((res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
});

async function play(g: Golfer, entries: (string | [string, string])[]): Promise<void> {
  const add = entries.map((e) => (typeof e === 'string' ? { courseId: e } : { courseId: e[0], dateAdded: e[1] }));
  const res = await call(t, 'POST', '/api/user/courses-played/batch', g, { add, remove: [] });
  expect(res.statusCode, res.body).toBe(200);
}

/** Ranks `ids` in a new My Lie, all loved, in that order. */
async function rank(g: Golfer, ids: string[], isPublic: boolean): Promise<void> {
  const list = await createList(t, g, { name: 'My Lie', type: 'mylie', isPublic });
  for (const course of ids) await addItem(t, g, list, { course, bucket: 'loved' });
}

async function follow(a: Golfer, b: Golfer): Promise<void> {
  expect((await call(t, 'POST', `/api/users/${b.id}/follow`, a)).statusCode).toBe(200);
}

describe('Golf DNA', () => {
  let fan: Golfer;
  beforeAll(async () => {
    fan = await createGolfer(t);
    await play(fan, [filler[0]!, filler[1]!]);
    await rank(fan, mac, false);
  });

  it('claims MacKenzie, the Golden Age, private golf and Australia with the courses behind them', async () => {
    const dna = await get<GolfDna>(fan, `/api/users/${fan.id}/golf-dna`);
    expect(dna).toMatchObject({ playedCourses: 6, rankedCourses: 4 });
    const byDim = Object.fromEntries(dna.claims.map((c) => [c.dimension, c]));
    expect(byDim.architect).toMatchObject({ value: 'Alister MacKenzie', support: 4 });
    expect(byDim.architect!.sentence).toBe('Alister MacKenzie is your architect: 4 of your 6 courses are their designs, all of them loved.');
    expect(byDim.architect!.courses.map((c) => c._id)).toEqual(mac);
    expect(byDim.architect!.courses[0]!.score).toBe(10);
    expect(byDim.era).toMatchObject({ value: 'golden-age', label: 'the Golden Age (1910–1939)' });
    expect(byDim.access).toMatchObject({ value: 'PRIVATE', label: 'Private' });
    expect(byDim.continent).toMatchObject({ value: 'OCEANIA', label: 'Oceania' });
    expect(byDim.country).toMatchObject({ value: 'Australia' });
    // Every claim has support and a clear lift; nothing about the 2 fillers, nothing about course type (all full length).
    for (const c of dna.claims) expect(c.support >= 3 && c.lift >= 1.5).toBe(true);
    expect(dna.claims.some((c) => c.value === 'Modern Firm' || c.dimension === 'type')).toBe(false);
    expect(dna.notes.some((n) => n.startsWith('Links or parkland'))).toBe(true);
  });

  it('makes no claim without enough courses, and says what to do', async () => {
    const g = await createGolfer(t);
    await play(g, [mac[0]!, mac[1]!]);
    const dna = await get<GolfDna>(g, `/api/users/${g.id}/golf-dna`);
    expect(dna.claims).toEqual([]);
    expect(dna.notes[0]).toMatch(/^Play and rank a few more courses/);
  });

  it('does not leak a private My Lie to others: played counts, scores do not', async () => {
    const other = await createGolfer(t);
    for (const who of [other, null]) {
      const dna = await get<GolfDna>(who, `/api/users/${fan.id}/golf-dna`);
      expect(dna).toMatchObject({ playedCourses: 6, rankedCourses: 0 });
      expect(dna.claims.flatMap((c) => c.courses).every((c) => c.score === null)).toBe(true);
    }
  });

  it('finds the closest followed golfers by cosine similarity, top 3, sharing at least one course', async () => {
    const me = await createGolfer(t);
    await play(me, [...mac, filler[0]!]);
    const [twin, near, far, stranger, fourth] = await Promise.all([1, 2, 3, 4, 5].map(() => createGolfer(t)));
    await play(twin!, [...mac, filler[0]!]);
    await play(near!, [mac[0]!, mac[1]!, mac[2]!, filler[5]!]);
    await play(far!, [mac[0]!, ...filler.slice(10, 20)]);
    await play(stranger!, [filler[30]!]);
    await play(fourth!, [filler[0]!, ...filler.slice(20, 38)]);
    for (const g of [twin, near, far, stranger, fourth]) await follow(me, g!);
    const dna = await get<GolfDna>(null, `/api/users/${me.id}/golf-dna`);
    expect(dna.closestGolfers.map((c) => c.user._id)).toEqual([twin!.id, near!.id, far!.id]);
    expect(dna.closestGolfers.map((c) => c.sharedCourses)).toEqual([5, 3, 1]);
    expect(dna.closestGolfers[0]!.similarity).toBe(1);
    expect(dna.closestGolfers[2]!.similarity).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown golfer and 400 naming the id', async () => {
    for (const path of ['golf-dna', 'completion', 'year-in-review']) {
      expect((await call(t, 'GET', `/api/users/${UNKNOWN_ID}/${path}`, null)).statusCode).toBe(404);
      const bad = await call(t, 'GET', `/api/users/nope/${path}`, null);
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad)).toEqual(['path:id must be a UUID']);
    }
  });
});

describe('list completion', () => {
  it('counts the notable tiers always, and the started architects and countries, most complete first', async () => {
    const g = await createGolfer(t);
    await play(g, [mac[0]!, mac[1]!, mac[2]!, mac[3]!, colt[0]!, filler[0]!]);
    const c = await get<Completion>(null, `/api/users/${g.id}/completion`);
    expect(c.notable).toEqual([
      { kind: 'notable', key: 'tier1', name: 'Notable courses: tier 1', played: 3, total: 3 },
      { kind: 'notable', key: 'tier2', name: 'Notable courses: tier 2', played: 2, total: 2 },
    ]);
    expect(c.lists.map((l) => `${l.name} ${l.played} of ${l.total}`)).toEqual([
      'Alister MacKenzie 4 of 4', 'Australia 4 of 4', 'Harry Colt 1 of 3', 'England 2 of 43', 'Modern Firm 1 of 40',
    ]);
  });

  it('gives a new golfer the two tiers at zero and no other list', async () => {
    const g = await createGolfer(t);
    const c = await get<Completion>(g, `/api/users/${g.id}/completion`);
    expect(c.notable.map((l) => l.played)).toEqual([0, 0]);
    expect(c.lists).toEqual([]);
  });
});

describe('year in review', () => {
  let g: Golfer;
  beforeAll(async () => {
    g = await createGolfer(t);
    // 2022: 9 courses (not enough). 2023: 10, two of them known only by year, one new country.
    await play(g, filler.slice(0, 9).map((id, i): [string, string] => [id, `2022-0${i + 1}-15`]));
    await play(g, [
      ...filler.slice(9, 17).map((id, i): [string, string] => [id, `2023-${String(i + 3).padStart(2, '0')}-02`]),
      [mac[0]!, '2023'], [mac[1]!, '2023'],
    ]);
    // 12 more with no date (a back-catalogue ticked at once): in no year, not in this one.
    await play(g, filler.slice(20, 32));
    await rank(g, [filler[12]!, filler[0]!], true);
  });

  it('reviews the newest year with 10 courses', async () => {
    const y = await get<YearInReview>(null, `/api/users/${g.id}/year-in-review`);
    expect(y.years).toEqual([{ year: 2023, courses: 10 }]);
    const r = y.review!;
    expect(r.year).toBe(2023);
    expect(r.courses).toHaveLength(10);
    expect(r.newCountries).toEqual(['Australia']);
    expect(r.bestRanked).toMatchObject({ course: { _id: filler[12] }, score: 10, rank: 1 });
    expect(r.architects).toEqual([{ key: 'Modern Firm', count: 8 }, { key: 'Alister MacKenzie', count: 2 }]);
    expect(r.first?._id).toBe(filler[9]);
    expect(r.last?._id).toBe(filler[16]);
    expect(r.months).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(r.yearOnly).toBe(2);
    expect((await get<YearInReview>(null, `/api/users/${g.id}/year-in-review?year=2023`)).review?.year).toBe(2023);
  });

  it('answers 404 with the reason for a year under 10 courses, and 400 naming year for a bad one', async () => {
    const res = await call(t, 'GET', `/api/users/${g.id}/year-in-review?year=2022`, null);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No year in review for 2022: 9 courses played that year, and a year in review needs 10.');
    for (const q of ['year=abc', 'year=1700', 'month=3']) {
      const bad = await call(t, 'GET', `/api/users/${g.id}/year-in-review?${q}`, null);
      expect(bad.statusCode, q).toBe(400);
      expect(fieldErrors(bad)[0], q).toMatch(/^query:(year|month) /);
    }
  });

  it('says what to do when no year qualifies', async () => {
    const n = await createGolfer(t);
    const y = await get<YearInReview>(n, `/api/users/${n.id}/year-in-review`);
    expect(y).toEqual({ years: [], review: null, message: 'Play 10 courses in a year and your year in review appears here.' });
  });
});
