/**
 * Community through the real API: the feed (only golfers you follow, never private lists, keyset
 * paging), leaderboards, suggestions of golfers to follow and friend scores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRepository } from '../../src/server/data/activity.repository';
import { courses } from '../../src/server/data/schema';
import type { FeedEntry, FeedPage, Leaderboard, Suggestion } from '../../src/shared/contracts/community.contract';
import { createGolfer, type Golfer } from './helpers/golfers';
import { addItem, createList } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors, insertCourses } from './helpers/requests';

let t: TestApp;
let c: string[];
beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 40);
});
afterAll(() => t.close());

const post = (who: Golfer, url: string, body?: unknown) => call(t, 'POST', url, who, body);
const get = (url: string, who: Golfer | null) => call(t, 'GET', url, who);
const follow = async (a: Golfer, b: Golfer) => expect((await post(a, `/api/users/${b.id}/follow`)).statusCode).toBe(200);
const play = async (g: Golfer, courseId: string, dateAdded?: string) =>
  expect((await post(g, '/api/lists/preset/courses-played/add', { courseId, ...(dateAdded ? { dateAdded } : {}) })).statusCode).toBe(201);
async function feed(g: Golfer, query = ''): Promise<FeedPage> {
  const res = await get(`/api/community/feed${query}`, g);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FeedPage;
}
const brief = (e: FeedEntry) => `${e.actor.displayName} ${e.kind} ${e.course?.club_name ?? '-'} ${e.list?.name ?? '-'}`;

describe('GET /api/community/feed', () => {
  it('shows what the golfers you follow did, newest first, with course and list, and nobody else', async () => {
    const [me, bea, cal] = [await createGolfer(t), await createGolfer(t, { displayName: 'Bea' }), await createGolfer(t, { displayName: 'Cal' })];
    await follow(me, bea);
    await play(bea, c[0]!);
    await play(cal, c[1]!);
    const list = await createList(t, bea, { name: 'Links' });
    await addItem(t, bea, list, { course: c[2]!, bucket: 'loved' });
    const page = await feed(me);
    expect(page.items.map(brief)).toEqual(['Bea ranked Course 3 Links', 'Bea list_created - Links', 'Bea played Course 1 -']);
    expect(page.items[0]).toMatchObject({ rank: 1, list: { _id: list, type: 'custom' }, actor: { _id: bea.id } });
    expect(page.nextBefore).toBeNull();
    expect((await feed(cal)).items).toEqual([]);
  });

  it('never shows private lists: not written while private, and forgotten when a list is made private', async () => {
    const [me, bea, dan] = [await createGolfer(t), await createGolfer(t, { displayName: 'Bea' }), await createGolfer(t, { displayName: 'Dan' })];
    await follow(me, bea);
    const secret = await createList(t, bea, { name: 'Secret', isPublic: false });
    await addItem(t, bea, secret, { course: c[3]!, bucket: 'loved' });
    const open = await createList(t, bea, { name: 'Open' });
    await addItem(t, bea, open, { course: c[4]!, bucket: 'loved' });
    const dans = await createList(t, dan, { name: 'Dans' });
    const item = await addItem(t, dan, dans, { course: c[5]!, bucket: 'loved' });
    expect((await post(bea, `/api/lists/${dans}/items/${item}/reaction`, { reaction: 'fire' })).statusCode).toBe(200);
    expect((await feed(me)).items.map(brief)).toEqual(['Bea reacted Course 6 Dans', 'Bea ranked Course 5 Open', 'Bea list_created - Open']);
    expect((await feed(me)).items[0]!.reaction).toBe('fire');

    expect((await post(bea, `/api/lists/${open}`, { isPublic: false })).statusCode).toBe(200);
    expect((await post(dan, `/api/lists/${dans}`, { isPublic: false })).statusCode).toBe(200);
    expect((await feed(me)).items).toEqual([]);
    // Public again: new events show, the private spell's history does not come back.
    expect((await post(bea, `/api/lists/${open}`, { isPublic: true })).statusCode).toBe(200);
    await addItem(t, bea, open, { course: c[6]!, bucket: 'loved' });
    expect((await feed(me)).items.map(brief)).toEqual(['Bea ranked Course 7 Open']);
  });

  it('pages by keyset: every entry once, newest first, also among entries written in one transaction', async () => {
    const [me, bea, cal] = [await createGolfer(t), await createGolfer(t, { displayName: 'Bea' }), await createGolfer(t, { displayName: 'Cal' })];
    await follow(me, bea);
    await follow(me, cal);
    expect((await post(bea, '/api/user/courses-played/batch', { add: c.slice(0, 5).map((courseId) => ({ courseId })), remove: [] })).statusCode).toBe(200);
    await play(cal, c[8]!);
    await play(bea, c[9]!);
    const seen: FeedEntry[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: FeedPage = await feed(me, `?limit=3${before ? `&before=${before}` : ''}`);
      seen.push(...page.items);
      before = page.nextBefore;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((e) => e._id)).size).toBe(7);
    expect(seen.slice(0, 2).map(brief)).toEqual(['Bea played Course 10 -', 'Cal played Course 9 -']);
    const times = seen.map((e) => e.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
  });

  it('pages the same by either plan: the recent window, and each followed golfer newest first', async () => {
    const [me, ...others] = await Promise.all(Array.from({ length: 6 }, () => createGolfer(t)));
    for (const o of others) await follow(me!, o);
    for (let i = 0; i < 12; i++) await play(others[i % 5]!, c[i]!);
    expect((await post(others[4]!, '/api/user/courses-played/batch', { add: c.slice(0, 4).map((courseId) => ({ courseId })), remove: [] })).statusCode).toBe(200);
    const walk = async (repo: ReturnType<typeof activityRepository>, limit: number) => {
      const ids: string[] = [];
      let before: string | undefined;
      do {
        const page = await repo.feed(me!.id, before, limit);
        ids.push(...page.items.map((e) => e._id));
        before = page.nextBefore ?? undefined;
      } while (before);
      return ids;
    };
    const byRecent = await walk(activityRepository(t.database.db), 3);
    expect(byRecent.length).toBeGreaterThanOrEqual(13);
    expect(new Set(byRecent).size).toBe(byRecent.length);
    for (const limit of [1, 2, 3, 5, 50]) expect(await walk(activityRepository(t.database.db, { recentWindow: 0 }), limit)).toEqual(byRecent);
    expect(await walk(activityRepository(t.database.db, { recentWindow: 4 }), 3)).toEqual(byRecent);
  });

  it('is for signed-in golfers, and refuses a bad cursor or limit naming the field', async () => {
    const me = await createGolfer(t);
    expect((await get('/api/community/feed', null)).statusCode).toBe(401);
    const bad = await get('/api/community/feed?before=yesterday&limit=51', me);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual(['query:before must be the nextBefore of a previous page', 'query:limit must be at most 50']);
  });
});

describe('GET /api/community/leaderboard', () => {
  it('counts played courses, countries and notable courses, all time and this year, among the golfers you follow', async () => {
    const ids = await t.database.db.insert(courses).values([
      { clubName: 'Old Course', lat: 56, lng: -3, country: 'Scotland', prominence: 300 },
      { clubName: 'Royal County Down', lat: 54, lng: -6, country: 'Northern Ireland', prominence: 300 },
      { clubName: 'Ballybunion', lat: 52, lng: -9, country: 'Ireland' },
    ]).returning({ id: courses.id });
    const [me, bea, cal, eve] = [await createGolfer(t), await createGolfer(t, { displayName: 'Bea' }), await createGolfer(t), await createGolfer(t)];
    await follow(me, bea);
    await follow(me, cal);
    // Played this year (a course marked played without a date is in no year: issue 32).
    const thisYear = String(new Date().getUTCFullYear());
    for (const x of ids) await play(bea, x.id, thisYear);
    await play(cal, ids[0]!.id, thisYear);
    await play(cal, ids[2]!.id, '2001');
    await play(me, ids[1]!.id, thisYear);
    for (const x of [...ids.map((i) => i.id), ...c.slice(0, 3)]) await play(eve, x);

    const board = async (q: string, who: Golfer | null = me) => {
      const res = await get(`/api/community/leaderboard?${q}`, who);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as Leaderboard;
      return { rows: data.rows.map((r) => `${r.place} ${r.user._id === bea.id ? 'bea' : r.user._id === cal.id ? 'cal' : r.user._id === me.id ? 'me' : 'x'} ${r.count}`), me: data.me };
    };
    expect((await board('scope=following')).rows).toEqual(['1 bea 3', '2 cal 2', '3 me 1']);
    expect((await board('scope=following&metric=countries')).rows).toEqual(['1 bea 3', '2 cal 2', '3 me 1']);
    // Ties share a place (then by id).
    expect((await board('scope=following&metric=notable')).rows.toSorted()).toEqual(['1 bea 2', '2 cal 1', '2 me 1']);
    expect((await board('scope=following&period=year')).rows.toSorted()).toEqual(['1 bea 3', '2 cal 1', '2 me 1']);
    const top = await board('scope=following&limit=1');
    expect(top.rows).toEqual(['1 bea 3']);
    expect(top.me).toMatchObject({ place: 3, count: 1, user: { _id: me.id } });
    const everyone = await board('metric=played&limit=1', null);
    expect(everyone.rows).toEqual(['1 x 6']);
    expect(everyone.me).toBeNull();
  });

  it('needs a sign-in for the following scope and names bad values', async () => {
    expect((await get('/api/community/leaderboard?scope=following', null)).statusCode).toBe(401);
    const bad = await get('/api/community/leaderboard?metric=holes&period=month&scope=friends&limit=0', null);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([
      'query:metric must be one of played, countries, notable', 'query:period must be one of all, year',
      'query:scope must be one of following, everyone', 'query:limit must be at least 1',
    ]);
  });
});

describe('GET /api/community/suggestions', () => {
  it('suggests golfers you do not follow, most played courses in common first, never yourself', async () => {
    const [me, bea, cal, dan] = [await createGolfer(t), await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    for (const x of c.slice(0, 3)) await play(me, x);
    for (const x of c.slice(0, 2)) await play(bea, x);
    for (const x of c.slice(0, 3)) await play(cal, x);
    await play(dan, c[0]!);
    await follow(me, dan);
    const res = await get('/api/community/suggestions', me);
    expect(res.statusCode).toBe(200);
    const mine = (res.json().data as Suggestion[]).filter((s) => [me.id, bea.id, cal.id, dan.id].includes(s.user._id));
    expect(mine.map((s) => [s.user._id, s.sharedCourses])).toEqual([[cal.id, 3], [bea.id, 2]]);
    expect((await get('/api/community/suggestions', null)).statusCode).toBe(401);
  });

  it('fills up with the golfers who played most when few share a course: a newcomer has golfers to look at', async () => {
    const [newcomer, keen, keener, followed] = [await createGolfer(t), await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    for (const x of c.slice(0, 40)) await play(keener, x);
    for (const x of c.slice(0, 39)) await play(keen, x);
    for (const x of c.slice(0, 40)) await play(followed, x);
    await follow(newcomer, followed);
    const all = (await get('/api/community/suggestions', newcomer)).json().data as Suggestion[];
    const ours = all.filter((s) => [newcomer.id, keen.id, keener.id, followed.id].includes(s.user._id));
    expect(ours.map((s) => [s.user._id, s.sharedCourses, s.playedCourses])).toEqual([[keener.id, 0, 40], [keen.id, 0, 39]]);
    expect(all.every((s) => s.sharedCourses === 0)).toBe(true);
  });
});

describe('GET /api/courses/{id}/friend-scores', () => {
  it('is the mean of the My Lie scores of the golfers you follow who ranked the course', async () => {
    const [me, bea, cal, eve] = [await createGolfer(t), await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    await follow(me, bea);
    await follow(me, cal);
    const mylie = (g: Golfer, isPublic = true) => createList(t, g, { name: 'My Lie', type: 'mylie', isPublic });
    await addItem(t, bea, await mylie(bea), { course: c[10]!, bucket: 'loved' });
    const cals = await mylie(cal);
    await addItem(t, cal, cals, { course: c[0]!, bucket: 'fine' });
    await addItem(t, cal, cals, { course: c[10]!, bucket: 'fine' });
    await addItem(t, eve, await mylie(eve), { course: c[10]!, bucket: 'disliked' });
    const res = await get(`/api/courses/${c[10]}/friend-scores`, me);
    expect(res.statusCode, res.body).toBe(200);
    // Bea 10.0, Cal 5.0 (second of two fine); Eve is not followed.
    expect(res.json().data).toEqual({ courseId: c[10], score: 7.5, golfers: 2 });
    expect((await get(`/api/courses/${c[11]}/friend-scores`, me)).json().data).toEqual({ courseId: c[11], score: null, golfers: 0 });
    expect((await get(`/api/courses/${c[10]}/friend-scores`, null)).statusCode).toBe(401);
  });
});
