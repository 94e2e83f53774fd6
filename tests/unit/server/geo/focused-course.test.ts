/**
 * The course a golfer has open (a card, a course page) is drawn on its own whatever the zoom
 * (issue 32: it hid in an unhighlighted "5" cluster at zoom 11): the viewport query leaves it out
 * of the clusters and answers it as a single course, so counts plus courses still add up to total.
 */
import { describe, expect, it } from 'vitest';
import { CourseGeoIndex, type Bounds } from '../../../../src/server/geo/course-geo-index';
import { byProminence, inBox, markerTotal, prng, sampleBoxes, syntheticPoints } from './geo-test-helpers';

const points = syntheticPoints(6_000, 21);
const index = CourseGeoIndex.build(points);
const NO_PAGE = { offset: 0, limit: 0 };
const random = prng(3);
const focusOf = (i: number) => ({ id: points[i]!.id, lng: points[i]!.lng, lat: points[i]!.lat });

describe('CourseGeoIndex.query with a focused course', () => {
  it('draws the focused course as a single course in every box that holds it, and the counts still add up', () => {
    let inClusters = 0;
    for (const { bounds, zoom } of sampleBoxes()) {
      const inside = points.filter((p) => inBox(p, bounds));
      if (inside.length === 0) continue;
      const focus = inside[Math.floor(random() * inside.length)]!;
      const plain = index.query(bounds, zoom, NO_PAGE);
      const r = index.query(bounds, zoom, NO_PAGE, [], { id: focus.id, lng: focus.lng, lat: focus.lat });
      const where = JSON.stringify({ bounds, zoom, focus: focus.id });
      if (!plain.courses.some((c) => c.id === focus.id)) inClusters++;
      expect(r.courses.filter((c) => c.id === focus.id), where).toHaveLength(1);
      expect(r.total, where).toBe(inside.length);
      expect(markerTotal(r), where).toBe(r.total);
      expect(r.clusters.filter((c) => c.count < 2), where).toEqual([]);
      // No cluster counts it: each counts at most its other courses inside the box.
      const byId = new Map(points.map((p) => [p.id, p]));
      for (const c of r.clusters) {
        const others = index.clusterLeaves(c.clusterId).filter((id) => id !== focus.id && inBox(byId.get(id)!, bounds)).length;
        expect(c.count, where).toBeLessThanOrEqual(others);
      }
    }
    // The boxes put the focused course inside a cluster often: the case the issue is about.
    expect(inClusters).toBeGreaterThan(20);
  });

  it('draws nothing extra for a focused course outside the box, or one the index does not hold', () => {
    const box: Bounds = { west: 0, south: 45, east: 6, north: 50 };
    const outside = points.findIndex((p) => !inBox(p, box));
    const plain = index.query(box, 5, NO_PAGE);
    expect(index.query(box, 5, NO_PAGE, [], focusOf(outside))).toEqual(plain);
    expect(index.query(box, 5, NO_PAGE, [], { id: 'nope', lng: 3, lat: 47 })).toEqual(plain);
  });

  it('is drawn even when the golfer hides it (a played course under "not yet played"), and pages stay those of the shown courses', () => {
    const box: Bounds = { west: -130, south: 20, east: -60, north: 55 };
    const i = points.findIndex((p) => inBox(p, box));
    const hide = [focusOf(i)];
    const r = index.query(box, 3, { offset: 0, limit: 40 }, hide, focusOf(i));
    expect(r.courses.map((c) => c.id)).toContain(points[i]!.id);
    expect(markerTotal(r)).toBe(r.total);
    const hidden = index.query(box, 3, { offset: 0, limit: 40 }, hide);
    expect(r.total).toBe(hidden.total + 1);
    // Cards are a listing, not a drawing: the focused course keeps its place by prominence.
    const expected = points.filter((p) => inBox(p, box)).sort(byProminence).map((p) => p.id);
    expect(index.query(box, 3, { offset: 0, limit: 40 }, [], focusOf(i)).pageIds).toEqual(expected.slice(0, 40));
  });

  it('leaves nothing behind: the next query without a focus is the same as before', () => {
    const box: Bounds = { west: -20, south: 30, east: 40, north: 65 };
    const before = index.query(box, 5, { offset: 0, limit: 20 });
    const i = points.findIndex((p) => inBox(p, box));
    index.query(box, 5, { offset: 0, limit: 20 }, [], focusOf(i));
    expect(index.query(box, 5, { offset: 0, limit: 20 })).toEqual(before);
  });
});
