/**
 * The map's filters (issue 34): GET /api/bounded-courses takes GET /courses's filter fields and
 * keeps the same courses (the world's total is /courses's total for the same query), counts,
 * pins and cards are of the kept courses only, facets count each value under the other filters,
 * and `only=` narrows to the signed-in golfer's courses or their friends'. Data through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../src/shared/contracts/courses.contract';
import type { BoundedCourses } from '../../src/shared/contracts/bounded-courses.contract';
import { keepsCourse, type CourseFilter } from '../../src/shared/domain/courses/course-filter';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createList, addItem } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { courseInput } from './helpers/course-factory';
import { createTestUser } from './helpers/emulator-users';

let t: TestApp;
let anna: Golfer;
let ben: Golfer;
let cleo: Golfer;
const ADMIN_EMAIL = `map-filters-${Date.now()}@example.com`;
beforeAll(async () => {
  t = await createTestApp({ seed: true, adminEmails: [ADMIN_EMAIL] });
  [anna, ben, cleo] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
  // The seed's courses carry no yardage: three that do, for the yardage filters.
  const admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
  for (const [name, yards] of [['Short Links', 5900], ['Middle Downs', 6700], ['Long National', 7300]] as const) {
    const res = await t.app.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: courseInput({ club_name: name, total_yardage: yards }) as object });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The map index takes a course written through the API on the next tick, rebuilt in slices.
  await t.catalogue.settled();
}, 60_000);
afterAll(() => t.close());

const WORLD = 'west=-180&south=-85&east=180&north=85';
const ARIZONA = 'west=-115&south=31&east=-109&north=37';

async function bounded(query: string, who?: Golfer): Promise<BoundedCourses> {
  const res = await t.app.inject({ url: `/api/bounded-courses?${query}`, headers: who?.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function coursesTotal(query: string): Promise<number> {
  const res = await t.app.inject(`/api/courses?${query}&pageSize=1`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total;
}

const markerTotal = (b: BoundedCourses) => b.clusters.reduce((s, c) => s + c.count, 0) + b.courses.length;
const post = (who: Golfer, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: who.auth, payload });

const FILTERS: [string, CourseFilter][] = [
  ['membership=PUBLIC', { membership: ['PUBLIC'] }],
  ['membership=PUBLIC,LIMITED&holes=18', { membership: ['PUBLIC', 'LIMITED'], holes: [18] }],
  ['fee=$$,$$$&type=FULL%20LENGTH&continent=EUROPE', { fee: ['$$', '$$$'], type: ['FULL LENGTH'], continent: ['EUROPE'] }],
  ['text=national', { text: 'national' }],
  ['architect=mackenzie&yearMax=1935', { architect: 'mackenzie', yearMax: 1935 }],
];

/** Every filter field alone: the world's total is GET /courses's total for the same query. */
const EACH_FIELD = [
  'membership=LIMITED', 'type=EXECUTIVE,PAR%203%20COURSE', 'continent=OCEANIA', 'country=scotland', 'province=California',
  'architect=ross', 'yearMin=1900&yearMax=1930', 'yardageMin=6500', 'yardageMax=6000', 'fee=$', 'fee=$$$', 'text=links', 'holes=9,27',
];

describe('GET /api/bounded-courses with filters', () => {
  it.each(EACH_FIELD)('%s alone keeps the courses GET /courses keeps', async (query) => {
    const [world, expected] = await Promise.all([bounded(`${WORLD}&zoom=2&pageSize=0&${query}`), coursesTotal(query)]);
    expect(world.total).toBe(expected);
    expect(markerTotal(world)).toBe(expected);
    expect(expected, 'a filter that keeps some courses').toBeGreaterThan(0);
  });

  it.each(FILTERS)('%s keeps what GET /courses keeps; counts, pins and cards are of the kept courses', async (query, filter) => {
    const [world, expected, all] = await Promise.all([bounded(`${WORLD}&zoom=1&pageSize=50&${query}`), coursesTotal(query), coursesTotal('')]);
    expect(world.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    expect(markerTotal(world)).toBe(world.total);
    expect(world.cards.items.length).toBe(Math.min(50, expected));
    const kept = (c: Course) => keepsCourse(filter, {
      membership: c.club_membership, type: c.type, continent: c.continent, country: c.address.country, province: c.address.province,
      city: c.address.city, name: c.club_name, architects: c.architects, year: c.year_established, yardage: c.total_yardage,
      fee: c.peak_green_fee, holes: c.holes,
    });
    expect(world.cards.items.filter((c) => !kept(c)).map((c) => c.club_name)).toEqual([]);
    // Closer in, the pins are kept courses too.
    const zoomed = await bounded(`${ARIZONA}&zoom=14&pageSize=0&${query}`);
    expect(markerTotal(zoomed)).toBe(zoomed.total);
  });

  it('counts each chip under the other filters, not its own (facets)', async () => {
    const { facets } = await bounded(`${WORLD}&zoom=1&pageSize=0&membership=PUBLIC&holes=18`);
    // Membership's counts ignore membership=PUBLIC: each is what choosing it would give.
    expect(facets.membership.PUBLIC).toBe(await coursesTotal('membership=PUBLIC&holes=18'));
    expect(facets.membership.PRIVATE).toBe(await coursesTotal('membership=PRIVATE&holes=18'));
    expect(facets.membership.PRIVATE).toBeGreaterThan(0);
    expect(facets.holes['9']).toBe(await coursesTotal('membership=PUBLIC&holes=9'));
    expect(facets.holes['18']).toBe(await coursesTotal('membership=PUBLIC&holes=18'));
    expect(facets.fee.$$).toBe(await coursesTotal('membership=PUBLIC&holes=18&fee=$$'));
    expect(facets.type['FULL LENGTH']).toBe(await coursesTotal('membership=PUBLIC&holes=18&type=FULL%20LENGTH'));
    // In a smaller box, fewer.
    const arizona = (await bounded(`${ARIZONA}&zoom=6&pageSize=0&membership=PUBLIC&holes=18`)).facets;
    expect(arizona.membership.PUBLIC).toBeLessThan(facets.membership.PUBLIC);
  });

  it.each([
    ['holes=12', 'holes'], ['membership=OPEN', 'membership'], ['fee=$$$$', 'fee'], ['yearMin=1990&yearMax=1900', 'yearMin'], ['only=enemies', 'only'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/bounded-courses?${WORLD}&zoom=1&${query}`, headers: anna.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
    expect(res.json().message).toContain(field);
  });

  it('asks a golfer to sign in for only=', async () => {
    const res = await t.app.inject(`/api/bounded-courses?${WORLD}&zoom=1&only=played`);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/bounded-courses?only=', () => {
  let fife: Course[];
  beforeAll(async () => {
    const res = await t.app.inject('/api/courses?country=scotland&pageSize=12');
    fife = res.json().data.items;
    expect(fife.length).toBe(12);
  });

  it("narrows to the golfer's played, wishlist and watchlist courses, with the other filters", async () => {
    const [p1, p2, w1, x1] = fife;
    expect((await post(anna, '/api/user/courses-played/batch', { add: [{ courseId: p1!._id }, { courseId: p2!._id }] })).statusCode).toBe(200);
    expect((await post(anna, '/api/user/new-wishlist', { name: 'Links', course: w1!._id })).statusCode).toBe(201);
    expect((await post(anna, '/api/user/new-watchlist', { name: 'Watch', course: x1!._id })).statusCode).toBe(201);
    const ids = async (only: string, more = '') => (await bounded(`${WORLD}&zoom=16&pageSize=50&only=${only}${more}`, anna)).cards.items.map((c) => c._id).sort();
    expect(await ids('played')).toEqual([p1!._id, p2!._id].sort());
    expect(await ids('wishlist')).toEqual([w1!._id]);
    expect(await ids('played,watchlist')).toEqual([p1!._id, p2!._id, x1!._id].sort());
    const membership = p1!.club_membership ?? 'PUBLIC';
    expect(await ids('played', `&membership=${membership}`)).toEqual([p1, p2].filter((c) => c!.club_membership === membership).map((c) => c!._id).sort());
    // Playing one more shows at once.
    expect((await post(anna, '/api/user/courses-played/batch', { add: [{ courseId: fife[4]!._id }] })).statusCode).toBe(200);
    expect(await ids('played')).toHaveLength(3);
    // Ben has none of them.
    expect((await bounded(`${WORLD}&zoom=1&pageSize=0&only=played`, ben)).total).toBe(0);
  });

  it('shows the courses the golfers you follow played or ranked in public lists, not private ones', async () => {
    const [played, ranked, hidden] = [fife[5]!, fife[6]!, fife[7]!];
    expect((await post(ben, '/api/user/courses-played/batch', { add: [{ courseId: played._id }] })).statusCode).toBe(200);
    const open = await createList(t, ben, { name: 'Ben best' });
    await addItem(t, ben, open, { course: ranked._id });
    const secret = await createList(t, ben, { name: 'Ben secret', isPublic: false });
    await addItem(t, ben, secret, { course: hidden._id });
    const friends = async (who: Golfer) => (await bounded(`${WORLD}&zoom=16&pageSize=50&only=friends`, who)).cards.items.map((c) => c._id).sort();
    expect(await friends(cleo)).toEqual([]);
    expect((await post(cleo, `/api/users/${ben.id}/follow`)).statusCode).toBeLessThan(300);
    expect(await friends(cleo)).toEqual([played._id, ranked._id].sort());
    const { facets, total } = await bounded(`${WORLD}&zoom=1&pageSize=0&only=friends`, cleo);
    expect(total).toBe(2);
    expect(Object.values(facets.membership).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
  });

  it('keeps a golfer\'s view by the courses in it: a repeat is a 304, the same courses share it, other courses never', async () => {
    const url = `/api/bounded-courses?${WORLD}&zoom=16&pageSize=50&only=played`;
    const get = (who: Golfer, etag?: string) => t.app.inject({ url, headers: { ...who.auth, ...(etag ? { 'if-none-match': etag } : {}) } });
    const [dora, eve] = await Promise.all([createGolfer(t), createGolfer(t)]);
    const course = fife[8]!._id;
    for (const who of [dora, eve]) expect((await post(who, '/api/user/courses-played/batch', { add: [{ courseId: course }] })).statusCode).toBe(200);
    const first = await get(dora);
    expect(first.json().data.cards.items.map((c: Course) => c._id)).toEqual([course]);
    const etag = first.headers.etag as string;
    expect((await get(dora, etag)).statusCode).toBe(304);
    expect((await get(eve)).headers.etag).toBe(etag);
    // Eve plays one more: her view is new, Dora's stays hers.
    expect((await post(eve, '/api/user/courses-played/batch', { add: [{ courseId: fife[9]!._id }] })).statusCode).toBe(200);
    const eves = await get(eve, etag);
    expect(eves.statusCode).toBe(200);
    expect(eves.json().data.cards.items).toHaveLength(2);
    expect((await get(dora)).json().data.cards.items.map((c: Course) => c._id)).toEqual([course]);
  });
});
