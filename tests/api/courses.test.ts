import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../src/shared/contracts/courses.contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/courses', () => {
  it('pages through every seed course with a total', async () => {
    const { status, body } = await get('/api/courses?pageSize=100');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.total).toBeGreaterThanOrEqual(500);
    expect(body.data.items).toHaveLength(100);
    const page2 = await get('/api/courses?pageSize=100&page=2');
    const ids1 = new Set(body.data.items.map((c: Course) => c._id));
    expect(page2.body.data.items.some((c: Course) => ids1.has(c._id))).toBe(false);
  });

  it('filters by membership, continent, country and type, each as asked', async () => {
    const { body } = await get('/api/courses?membership=PRIVATE&continent=NORTH%20AMERICA&pageSize=100');
    expect(body.data.total).toBeGreaterThan(0);
    for (const c of body.data.items) {
      expect(c.club_membership).toBe('PRIVATE');
      expect(c.continent).toBe('NORTH AMERICA');
    }
    const scots = await get('/api/courses?country=scotland&pageSize=100');
    expect(scots.body.data.total).toBeGreaterThan(10);
    expect(scots.body.data.items.every((c: Course) => c.address.country === 'Scotland')).toBe(true);
    const both = await get('/api/courses?membership=PUBLIC,LIMITED&pageSize=100');
    expect(both.body.data.items.every((c: Course) => ['PUBLIC', 'LIMITED'].includes(c.club_membership!))).toBe(true);
  });

  it('filters by year range and sorts by year', async () => {
    const { body } = await get('/api/courses?yearMin=1900&yearMax=1930&sort=year&pageSize=100');
    const years = body.data.items.map((c: Course) => c.year_established);
    expect(years.length).toBeGreaterThan(5);
    expect(years.every((y: number) => y >= 1900 && y <= 1930)).toBe(true);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('filters by green-fee band, never returning private courses for a fee band', async () => {
    const { body } = await get('/api/courses?fee=$$$&pageSize=100');
    expect(body.data.total).toBeGreaterThan(0);
    for (const c of body.data.items) {
      expect(c.peak_green_fee).toBeGreaterThan(200);
      expect(c.club_membership).not.toBe('PRIVATE');
    }
  });

  it('filters by architect and by text', async () => {
    const mac = await get('/api/courses?architect=mackenzie&pageSize=100');
    expect(mac.body.data.total).toBeGreaterThan(2);
    expect(mac.body.data.items.every((c: Course) => c.architects.some((a) => /mackenzie/i.test(a)))).toBe(true);
    const pebble = await get('/api/courses?text=pebble');
    expect(pebble.body.data.items.map((c: Course) => c.club_name)).toContain('Pebble Beach Golf Links');
  });

  it('rejects bad filters with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/courses?membership=SECRET', 'membership'],
      ['/api/courses?pageSize=100000', 'pageSize'],
      ['/api/courses?page=0', 'page'],
      ['/api/courses?yearMin=abc', 'yearMin'],
      ['/api/courses?yearMin=2000&yearMax=1900', 'yearMin'],
      ['/api/courses?colour=green', 'colour'],
      ['/api/courses?sort=random', 'sort'],
      ['/api/courses?fee=$$$$', 'fee'],
    ];
    for (const [url, field] of cases) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.status).toBe('error');
      expect(body.message, url).toContain(field);
      const fields = body.data.errors.map((e: { in: string; path: string }) => `${e.in}:${e.path}`);
      expect(fields.some((f: string) => f === `query:${field}` || f.startsWith(`query:${field}.`)), `${url}: ${fields}`).toBe(true);
    }
  });
});

describe('GET /api/courses/{id} and nearby', () => {
  it('returns one course with the spec field names', async () => {
    const list = await get('/api/courses?text=pebble%20beach%20golf%20links');
    const id = list.body.data.items[0]._id;
    const { status, body } = await get(`/api/courses/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: id,
      club_name: 'Pebble Beach Golf Links',
      club_membership: 'PUBLIC',
      address: { country: 'United States', province: 'California' },
    });
    expect(body.data.location.lat).toBeCloseTo(36.57, 1);
    expect(body.data.year_established).toBe(1919);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await get('/api/courses/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
    const unknown = await get('/api/courses/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found.');
  });

  it('lists nearby courses nearest first, without the course itself', async () => {
    const list = await get('/api/courses?text=pebble%20beach%20golf%20links');
    const id = list.body.data.items[0]._id;
    const { status, body } = await get(`/api/courses/nearby/${id}?limit=5`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.data.map((c: Course) => c._id)).not.toContain(id);
    const distances = body.data.map((c: { distanceKm: number }) => c.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances[0]).toBeLessThan(10); // Cypress Point and Spyglass Hill are next door
  });
});

describe('aggregates', () => {
  it('GET /api/courses/top leads with the first notable tier', async () => {
    const { body } = await get('/api/courses/top?limit=25');
    const names = body.data.map((c: Course) => c.club_name);
    expect(names).toContain('Pine Valley Golf Club');
    expect(names).toContain('The Old Course at St Andrews');
    expect(names).not.toContain('Aberdovey Golf Club');
  });

  it('GET /api/courses/top returns the most notable courses for a filter', async () => {
    const { body } = await get('/api/courses/top?country=Scotland&limit=5');
    expect(body.data).toHaveLength(5);
    expect(body.data.every((c: Course) => c.address.country === 'Scotland')).toBe(true);
  });

  it('GET /api/courses/yardage-range returns min <= max', async () => {
    const { status, body } = await get('/api/courses/yardage-range');
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['max', 'min']);
    if (body.data.min != null) expect(body.data.min).toBeLessThanOrEqual(body.data.max);
  });

  it('GET /api/courses/architects counts courses per architect', async () => {
    const { body } = await get('/api/courses/architects?terms=ross&limit=5');
    expect(body.data.length).toBeGreaterThan(0);
    const ross = body.data.find((a: { name: string }) => a.name === 'Donald Ross');
    expect(ross?.courses).toBeGreaterThan(1);
    const all = await get('/api/courses/architects?limit=200');
    const counts = all.body.data.map((a: { courses: number }) => a.courses);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });
});
