/**
 * One filter model (issue 34): `GET /api/courses` (SQL) keeps exactly the courses the shared pure
 * decision (src/shared/domain/courses/course-filter.ts) keeps, over the seed courses and a few made
 * for the edges (a fee with no membership, a private course with a fee, nothing known; the seed
 * courses carry no yardage), filter by
 * filter and combined, on both databases. The map's in-memory index is held to the same decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../src/shared/contracts/courses.contract';
import { keepsCourse, type CourseFilter, type FilterableCourse } from '../../src/shared/domain/courses/course-filter';
import { courseInput } from './helpers/course-factory';
import { createTestUser } from './helpers/emulator-users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let all: Course[] = [];
const ADMIN_EMAIL = `filters-${Date.now()}@example.com`;

const pages = async (query: string): Promise<Course[]> => {
  const out: Course[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject(`/api/courses?pageSize=100&page=${page}${query ? `&${query}` : ''}`);
    expect(res.statusCode, query).toBe(200);
    const { items, total } = res.json().data as { items: Course[]; total: number };
    out.push(...items);
    if (out.length >= total || items.length === 0) return out;
  }
};

const filterable = (c: Course): FilterableCourse => ({
  membership: c.club_membership, type: c.type, continent: c.continent, country: c.address.country, province: c.address.province ?? null,
  city: c.address.city ?? null, name: c.club_name, architects: c.architects, year: c.year_established, yardage: c.total_yardage,
  fee: c.peak_green_fee, holes: c.holes,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true, adminEmails: [ADMIN_EMAIL] });
  const admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
  const edges = [
    courseInput({ club_name: 'Feeonly Links', club_membership: null, peak_green_fee: 150, total_yardage: 6200 }),
    courseInput({ club_name: 'Members Only Feeclub', club_membership: 'PRIVATE', peak_green_fee: 150, total_yardage: 6600 }),
    courseInput({
      club_name: 'Prairie National', continent: 'NORTH AMERICA', location: { lat: 41.2, lng: -96 },
      address: { country: 'United States', province: 'Nebraska', city: 'Mullen' }, total_yardage: 7100,
    }),
    courseInput({ club_name: 'Nine Hole Muni', club_membership: 'PUBLIC', holes: 9, par: 34 }),
    courseInput({ club_name: 'Twenty Seven Resort', club_membership: 'LIMITED', holes: 27, par: 108 }),
    courseInput({ club_name: 'Unknown Everything', club_membership: null, peak_green_fee: null, year_established: null, total_yardage: null, holes: null }),
  ];
  for (const body of edges) {
    const res = await t.app.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: body as object });
    expect(res.statusCode, res.body).toBe(201);
  }
  all = await pages('');
}, 60_000);
afterAll(() => t.close());

const FILTERS: [string, CourseFilter][] = [
  ['membership=PUBLIC,LIMITED', { membership: ['PUBLIC', 'LIMITED'] }],
  ['type=EXECUTIVE,PAR%203%20COURSE', { type: ['EXECUTIVE', 'PAR 3 COURSE'] }],
  ['continent=OCEANIA', { continent: ['OCEANIA'] }],
  ['country=SCOTLAND', { country: 'SCOTLAND' }],
  ['province=california', { province: 'california' }],
  ['architect=mackenzie', { architect: 'mackenzie' }],
  ['yearMin=1900&yearMax=1930', { yearMin: 1900, yearMax: 1930 }],
  ['yardageMin=6000&yardageMax=6600', { yardageMin: 6000, yardageMax: 6600 }],
  ['yardageMin=0', { yardageMin: 0 }],
  ['fee=$$', { fee: ['$$'] }],
  ['fee=$,$$$', { fee: ['$', '$$$'] }],
  ['text=links', { text: 'links' }],
  ['holes=9,27', { holes: [9, 27] }],
  ['holes=18&membership=PUBLIC', { holes: [18], membership: ['PUBLIC'] }],
  ['membership=PUBLIC&fee=$$$&continent=EUROPE', { membership: ['PUBLIC'], fee: ['$$$'], continent: ['EUROPE'] }],
  ['country=united%20states&yardageMin=7000&text=national', { country: 'united states', yardageMin: 7000, text: 'national' }],
];

describe('GET /api/courses and the shared filter decision keep the same courses', () => {
  it('covers the edges it was given', () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.map((c) => c.club_name)).toEqual(expect.arrayContaining(['Feeonly Links', 'Members Only Feeclub', 'Prairie National', 'Unknown Everything']));
  });

  it.each(FILTERS)('%s', async (query, filter) => {
    const expected = all.filter((c) => keepsCourse(filter, filterable(c))).map((c) => c._id).sort();
    const answered = (await pages(query)).map((c) => c._id).sort();
    expect(answered).toEqual(expected);
    // Not a filter that keeps everything or nothing: it tells courses apart.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
  });

  it.each(['holes=12', 'holes=nine', 'holes=18,19'])('refuses %s, naming holes', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/courses?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/holes/);
  });
});
