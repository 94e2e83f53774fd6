/**
 * Viewport queries that leave some courses out (the map's "not yet played"): counts, pins and
 * pages are exactly those of the courses still shown, and the scratch is clean afterwards.
 */
import { describe, expect, it } from 'vitest';
import { CourseGeoIndex, type Bounds, type MapPoint } from '../../../../src/server/geo/course-geo-index';
import { byProminence, inBox, markerTotal, point, prng, sampleBoxes, syntheticPoints } from './geo-test-helpers';

const points = syntheticPoints(8_000, 11);
const index = CourseGeoIndex.build(points);
const random = prng(5);
const hidden = points.filter(() => random() < 0.2);
const hiddenIds = new Set(hidden.map((p) => p.id));
const hide = hidden.map((p) => ({ id: p.id, lng: p.lng, lat: p.lat }));
const shown = points.filter((p) => !hiddenIds.has(p.id));
const NO_PAGE = { offset: 0, limit: 0 };


describe('CourseGeoIndex.query with hidden courses', () => {
  it('counts only the courses still shown, in clusters and pins alike, and draws no hidden pin', () => {
    for (const { bounds, zoom } of sampleBoxes()) {
      const r = index.query(bounds, zoom, NO_PAGE, hide);
      const where = JSON.stringify({ bounds, zoom });
      expect(r.total, where).toBe(shown.filter((p) => inBox(p, bounds)).length);
      expect(markerTotal(r), where).toBe(r.total);
      expect(r.courses.filter((c) => hiddenIds.has(c.id)), where).toEqual([]);
      // A cluster left with one course is drawn as that course's pin.
      expect(r.clusters.filter((c) => c.count < 2), where).toEqual([]);
    }
  });

  it('above the clustering zooms, the pins are exactly the shown courses in the box', () => {
    const box: Bounds = { west: 0, south: 45, east: 6, north: 50 };
    const inside = shown.filter((p) => inBox(p, box)).length;
    // Within the marker cap (500), so the answer is all pins; and not an empty box.
    expect(inside).toBeGreaterThan(5);
    expect(inside).toBeLessThan(500);
    const r = index.query(box, 20, NO_PAGE, hide);
    expect(r.clusters).toEqual([]);
    expect(r.courses.map((c) => c.id).sort()).toEqual(shown.filter((p) => inBox(p, box)).map((p) => p.id).sort());
  });

  it('pages the shown courses in the same order as without hiding', () => {
    const box: Bounds = { west: -130, south: 20, east: -60, north: 55 };
    const expected = shown.filter((p) => inBox(p, box)).sort(byProminence).map((p) => p.id);
    const r = index.query(box, 4, { offset: 10, limit: 30 }, hide);
    expect(r.pageIds).toEqual(expected.slice(10, 40));
    const world = index.query({ west: -180, south: -90, east: 180, north: 90 }, 1, { offset: 0, limit: 50 }, hide);
    expect(world.pageIds).toEqual([...shown].sort(byProminence).slice(0, 50).map((p) => p.id));
  });

  it('leaves nothing behind: the next query without hiding is the same as before', () => {
    const box: Bounds = { west: -20, south: 30, east: 40, north: 65 };
    const before = index.query(box, 5, { offset: 0, limit: 20 });
    index.query(box, 5, { offset: 0, limit: 20 }, hide);
    expect(index.query(box, 5, { offset: 0, limit: 20 })).toEqual(before);
    expect(before.total).toBe(points.filter((p) => inBox(p, box)).length);
  });

  it('skips unknown courses and a course given twice, and finds courses on the antimeridian', () => {
    const pts: MapPoint[] = [point('a', 180, 10), point('b', -179.5, 10), point('c', 179.5, 10), point('d', 0, 0)];
    const idx = CourseGeoIndex.build(pts);
    const world: Bounds = { west: -180, south: -90, east: 180, north: 90 };
    const r = idx.query(world, 20, NO_PAGE, [
      { id: 'a', lng: -180, lat: 10 }, // the same meridian as 180
      { id: 'a', lng: 180, lat: 10 },
      { id: 'zz', lng: 0, lat: 0 },
      { id: 'd', lng: 1, lat: 1 }, // wrong position: not found, so not hidden
    ]);
    expect(r.courses.map((c) => c.id).sort()).toEqual(['b', 'c', 'd']);
  });
});
