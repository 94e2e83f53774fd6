/**
 * Viewport queries under a map filter (issue 34, filter-mask.ts): counts, pins and pages are
 * exactly those of the courses the filter keeps, checked against a brute-force count over the
 * same points, alone and together with hidden courses and a focused one.
 */
import { describe, expect, it } from 'vitest';
import { CourseGeoIndex, type Bounds } from '../../../../src/server/geo/course-geo-index';
import { FilterMask } from '../../../../src/server/geo/filter-mask';
import { byProminence, inBox, markerTotal, prng, sampleBoxes, syntheticPoints } from './geo-test-helpers';

const points = syntheticPoints(8_000, 23);
const index = CourseGeoIndex.build(points);
const NO_PAGE = { offset: 0, limit: 0 };
const WORLD: Bounds = { west: -180, south: -90, east: 180, north: 90 };

const byId = new Map(points.map((p) => [p.id, p]));

/** Filters of different reach: most courses, a few, one, none. */
const FILTERS = {
  public: (id: string) => byId.get(id)!.membership === 'PUBLIC',
  'every seventh': (id: string) => Number.parseInt(id.slice(-6), 16) % 7 === 0,
  'one course': (id: string) => id === points[4321]!.id,
  none: () => false,
} as const;

describe.each(Object.entries(FILTERS))('CourseGeoIndex.query under a filter: %s', (_name, keeps) => {
  const mask = index.filterMask(keeps);
  const kept = points.filter((p) => keeps(p.id));

  it('counts only the kept courses, clusters plus pins add up to the total, and draws no other pin', () => {
    expect(mask.kept).toBe(kept.length);
    for (const { bounds, zoom } of sampleBoxes()) {
      const r = index.query(bounds, zoom, NO_PAGE, [], undefined, mask);
      const where = JSON.stringify({ bounds, zoom });
      expect(r.total, where).toBe(kept.filter((p) => inBox(p, bounds)).length);
      expect(markerTotal(r), where).toBe(r.total);
      expect(r.courses.filter((c) => !keeps(c.id)), where).toEqual([]);
      // A cluster left with one kept course is drawn as that course's pin.
      expect(r.clusters.filter((c) => c.count < 2), where).toEqual([]);
    }
  });

  it('pages the kept courses in view, most notable first', () => {
    const box: Bounds = { west: -130, south: 20, east: -60, north: 55 };
    const expected = kept.filter((p) => inBox(p, box)).sort(byProminence).map((p) => p.id);
    expect(index.query(box, 4, { offset: 3, limit: 30 }, [], undefined, mask).pageIds).toEqual(expected.slice(3, 33));
    expect(index.query(WORLD, 1, { offset: 0, limit: 50 }, [], undefined, mask).pageIds).toEqual([...kept].sort(byProminence).slice(0, 50).map((p) => p.id));
  });

  it('with hidden courses too: a course both filtered out and hidden is left out once', () => {
    const random = prng(8);
    const hidden = points.filter(() => random() < 0.3);
    const hiddenIds = new Set(hidden.map((p) => p.id));
    const hide = hidden.map((p) => ({ id: p.id, lng: p.lng, lat: p.lat }));
    const shown = kept.filter((p) => !hiddenIds.has(p.id));
    for (const { bounds, zoom } of sampleBoxes()) {
      const r = index.query(bounds, zoom, { offset: 0, limit: 10 }, hide, undefined, mask);
      const where = JSON.stringify({ bounds, zoom });
      const inside = shown.filter((p) => inBox(p, bounds));
      expect(r.total, where).toBe(inside.length);
      expect(markerTotal(r), where).toBe(r.total);
      expect(r.pageIds, where).toEqual(inside.sort(byProminence).slice(0, 10).map((p) => p.id));
    }
  });

  it('draws the focused course on its own even when the filter leaves it out', () => {
    const open = points.find((p) => !keeps(p.id))!;
    const focus = { id: open.id, lng: open.lng, lat: open.lat };
    const r = index.query(WORLD, 2, { offset: 0, limit: 5 }, [], focus, mask);
    expect(r.courses.map((c) => c.id)).toContain(open.id);
    expect(r.total).toBe(kept.length + 1);
    expect(markerTotal(r)).toBe(r.total);
    expect(r.pageIds).toEqual([...kept].sort(byProminence).slice(0, 5).map((p) => p.id));
  });
});

describe('FilterMask', () => {
  it('leaves nothing behind: the next query without a filter is the same as before', () => {
    const box: Bounds = { west: -20, south: 30, east: 40, north: 65 };
    const before = index.query(box, 5, { offset: 0, limit: 20 });
    const mask = index.filterMask(FILTERS['every seventh']);
    index.query(box, 5, { offset: 0, limit: 20 }, [{ id: points[0]!.id, lng: points[0]!.lng, lat: points[0]!.lat }], undefined, mask);
    index.query(box, 5, { offset: 0, limit: 20 }, [], undefined, mask);
    expect(index.query(box, 5, { offset: 0, limit: 20 })).toEqual(before);
  });

  it('a filter that keeps every course answers as no filter does', () => {
    const all = index.filterMask(() => true);
    for (const { bounds, zoom } of sampleBoxes().slice(0, 40)) {
      expect(index.query(bounds, zoom, { offset: 0, limit: 5 }, [], undefined, all)).toEqual(index.query(bounds, zoom, { offset: 0, limit: 5 }));
    }
  });

  it('refuses a mask of the wrong size', () => {
    expect(() => new FilterMask({ n: 3, childOffset: new Uint32Array([0]), children: new Uint32Array(0), clusterCount: new Uint32Array(0) }, new Uint8Array(2)))
      .toThrow('a mask needs one entry per course (3), got 2');
  });

  it('keeps the membership each pin reports', () => {
    const mask = index.filterMask(FILTERS.public);
    const r = index.query({ west: 0, south: 45, east: 6, north: 50 }, 20, NO_PAGE, [], undefined, mask);
    expect(r.courses.length).toBeGreaterThan(0);
    for (const c of r.courses) expect(c.membership).toBe(byId.get(c.id)!.membership);
  });
});
