import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoundedCourses } from '../../src/shared/contracts/bounded-courses.contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let seedTotal: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seedTotal = (await t.app.inject('/api/courses?pageSize=1')).json().data.total;
});
afterAll(() => t.close());

const bounded = async (q: Record<string, number | string>) => {
  const res = await t.app.inject(`/api/bounded-courses?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const markerCount = (d: BoundedCourses) => d.clusters.reduce((s, c) => s + c.count, 0) + d.courses.length;

describe('GET /api/bounded-courses', () => {
  it('draws the whole world as clusters whose counts add up to every course', async () => {
    const { status, body, raw } = await bounded({ south: -85, west: -180, north: 85, east: 180, zoom: 1 });
    expect(status).toBe(200);
    const d: BoundedCourses = body.data;
    expect(d.total).toBe(seedTotal);
    expect(markerCount(d)).toBe(d.total);
    expect(d.clusters.length).toBeGreaterThan(0);
    expect(d.clusters.length + d.courses.length).toBeLessThan(400);
    expect(gzipSync(raw).length).toBeLessThan(50_000);
  });

  it('returns a page of full course cards for the viewport, most notable first, without overlaps', async () => {
    const q = { south: 20, west: -130, north: 55, east: -60, zoom: 3, pageSize: 10 };
    const p1 = (await bounded({ ...q, page: 1 })).body.data as BoundedCourses;
    const p2 = (await bounded({ ...q, page: 2 })).body.data as BoundedCourses;
    expect(p1.cards.items).toHaveLength(10);
    expect(p1.cards.total).toBe(p1.total);
    const ids = new Set(p1.cards.items.map((c) => c._id));
    expect(p2.cards.items.some((c) => ids.has(c._id))).toBe(false);
    for (const c of [...p1.cards.items, ...p2.cards.items]) {
      expect(c.location.lat).toBeGreaterThanOrEqual(20);
      expect(c.location.lng).toBeLessThanOrEqual(-60);
      expect(c.club_name).toBeTruthy();
    }
  });

  it('shows single courses as markers when zoomed in on one place', async () => {
    // Pebble Beach, Cypress Point, Spyglass Hill and friends on the Monterey Peninsula.
    const { body } = await bounded({ south: 36.54, west: -121.99, north: 36.62, east: -121.9, zoom: 14 });
    const d: BoundedCourses = body.data;
    expect(d.courses.length).toBeGreaterThanOrEqual(2);
    expect(d.clusters).toHaveLength(0);
    for (const c of d.courses) expect(['PUBLIC', 'PRIVATE', 'LIMITED']).toContain(c.m);
  });

  it('zooming into a cluster at its expansion zoom splits it', async () => {
    const world = (await bounded({ south: -85, west: -180, north: 85, east: 180, zoom: 2 })).body.data as BoundedCourses;
    const big = [...world.clusters].sort((a, b) => b.count - a.count)[0]!;
    const pad = 4;
    const inner = (await bounded({
      south: Math.max(-85, big.lat - pad), north: Math.min(85, big.lat + pad),
      west: Math.max(-180, big.lng - pad), east: Math.min(180, big.lng + pad), zoom: big.expansionZoom,
    })).body.data as BoundedCourses;
    expect(inner.clusters.length + inner.courses.length).toBeGreaterThan(1);
  });

  it('gives each cluster the box of its courses, to fit the map to', async () => {
    const d = (await bounded({ south: 50, west: -12, north: 60, east: 3, zoom: 5 })).body.data as BoundedCourses;
    expect(d.clusters.length).toBeGreaterThan(0);
    for (const c of d.clusters) {
      const [west, south, east, north] = c.bounds;
      expect(west).toBeLessThanOrEqual(c.lng);
      expect(east).toBeGreaterThanOrEqual(c.lng);
      expect(south).toBeLessThanOrEqual(c.lat);
      expect(north).toBeGreaterThanOrEqual(c.lat);
      expect(c.expansionZoom).toBeGreaterThan(5);
    }
  });

  it('draws the course a golfer has open on its own, out of the cluster it sits in (focus)', async () => {
    // St Andrews at zoom 11: the Old Course sits in a bubble with its neighbours.
    const old = (await t.app.inject('/api/search?terms=Old%20Course%20St%20Andrews&limit=1')).json().data[0] as { _id: string; location: { lat: number; lng: number } };
    const box = { south: old.location.lat - 0.1, north: old.location.lat + 0.1, west: old.location.lng - 0.2, east: old.location.lng + 0.2, zoom: 11 };
    const plain = (await bounded(box)).body.data as BoundedCourses;
    expect(plain.courses.map((c) => c._id), 'without focus the Old Course is in a bubble').not.toContain(old._id);
    const focused = (await bounded({ ...box, focus: old._id })).body.data as BoundedCourses;
    expect(focused.courses.map((c) => c._id)).toContain(old._id);
    expect(focused.total).toBe(plain.total);
    expect(markerCount(focused)).toBe(focused.total);
    // An unknown course is nothing to draw; a malformed id is a 400 naming focus.
    expect((await bounded({ ...box, focus: '00000000-0000-4000-8000-000000000000' })).body.data).toEqual(plain);
    const bad = await bounded({ ...box, focus: 'old-course' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('focus');
  });

  it('handles a box across the antimeridian (west > east)', async () => {
    // Fiji straddles 180°; New Zealand (~175°E) sits inside a 170°E..-170°E box too.
    const cross = (await bounded({ south: -50, west: 165, north: 0, east: -170, zoom: 3 })).body.data as BoundedCourses;
    const east = (await bounded({ south: -50, west: 165, north: 0, east: 180, zoom: 3 })).body.data as BoundedCourses;
    const west = (await bounded({ south: -50, west: -180, north: 0, east: -170, zoom: 3 })).body.data as BoundedCourses;
    expect(cross.total).toBeGreaterThan(0);
    expect(cross.total).toBe(east.total + west.total);
  });

  it('rejects out-of-range and malformed bounds with a 400 naming the field', async () => {
    const base = { south: 0, west: 0, north: 10, east: 10, zoom: 5 };
    const cases: [Record<string, number | string>, string][] = [
      [{ ...base, north: 91 }, 'north'],
      [{ ...base, south: -100 }, 'south'],
      [{ ...base, west: -181 }, 'west'],
      [{ ...base, east: 'east' }, 'east'],
      [{ ...base, zoom: 30 }, 'zoom'],
      [{ ...base, south: 20, north: 10 }, 'south'],
      [{ ...base, pageSize: 1000 }, 'pageSize'],
      [{ ...base, page: 101 }, 'page'],
      [{ ...base, bbox: '1,2,3,4' }, 'bbox'],
    ];
    for (const [q, field] of cases) {
      const { status, body } = await bounded(q);
      expect(status, JSON.stringify(q)).toBe(400);
      expect(body.message).toContain(field);
    }
    const missing = await t.app.inject('/api/bounded-courses?south=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('north');
  });
});
