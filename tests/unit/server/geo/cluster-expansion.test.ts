/**
 * Where a cluster splits (its expansion zoom, for a click) and the box of its courses (to fit the
 * map to them): the same as supercluster's getClusterExpansionZoom for the same points, and, when
 * a query leaves courses out (hidden, or the focused course drawn on its own), where the courses
 * the bubble still counts split.
 */
import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { CourseGeoIndex, type Bounds, type ClusterMarker, type MapPoint } from '../../../../src/server/geo/course-geo-index';
import { hilbertOrder } from '../../../../src/server/geo/spatial-order';
import { inBox, prng, syntheticPoints } from './geo-test-helpers';

// Distinct positions, so the index's visiting order (along a Hilbert curve, then by position)
// does not depend on ranks, and supercluster can be fed the same order.
const seen = new Set<string>();
const points = syntheticPoints(5_000, 4).filter((p) => !seen.has(`${p.lng},${p.lat}`) && seen.add(`${p.lng},${p.lat}`));
const WORLD: Bounds = { west: -180, south: -90, east: 180, north: 90 };
const index = CourseGeoIndex.build(points, { maxMarkers: 1_000_000 });
const NO_PAGE = { offset: 0, limit: 0 };

describe('expansion zoom', () => {
  it('is supercluster\'s getClusterExpansionZoom for every cluster at every zoom', () => {
    const lng = Float64Array.from(points, (p) => p.lng);
    const lat = Float64Array.from(points, (p) => p.lat);
    const order = hilbertOrder(lng, lat, Uint32Array.from(lng, (_, i) => i));
    const sc = new Supercluster({ radius: 60, extent: 512, maxZoom: 13 });
    sc.load(Array.from(order, (i) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [lng[i]!, lat[i]!] } })));
    let compared = 0;
    for (let zoom = 0; zoom <= 13; zoom++) {
      const theirs = sc.getClusters([-180, -90, 180, 90], zoom).flatMap((f) => {
        const props = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number };
        const [x, y] = f.geometry.coordinates as [number, number];
        return props.cluster ? [{ x, y, count: props.point_count!, expansionZoom: sc.getClusterExpansionZoom(props.cluster_id!) }] : [];
      });
      const ours = index.query(WORLD, zoom, NO_PAGE).clusters;
      expect(ours.length, `zoom ${zoom}`).toBe(theirs.length);
      for (const c of ours) {
        // The same cluster: the same count at the same centre (up to the order members are summed in).
        const same = theirs.filter((t) => t.count === c.count && Math.abs(t.x - c.lng) < 1e-5 && Math.abs(t.y - c.lat) < 1e-5);
        expect(same, `zoom ${zoom}: ${c.count} at ${c.lng},${c.lat}`).toHaveLength(1);
        expect(c.expansionZoom, `zoom ${zoom}: ${c.count} at ${c.lng},${c.lat}`).toBe(same[0]!.expansionZoom);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  }, 60_000);

  it('with courses left out, is where the courses the bubble counts split into two or more markers', () => {
    const random = prng(8);
    const hide = points.filter(() => random() < 0.3).map((p) => ({ id: p.id, lng: p.lng, lat: p.lat }));
    const hidden = new Set(hide.map((h) => h.id));
    const byId = new Map(points.map((p) => [p.id, p]));
    const markersOf = (ids: Set<string>, zoom: number) => {
      const r = index.query(WORLD, zoom, NO_PAGE, hide);
      return [...r.courses.filter((c) => ids.has(c.id)), ...r.clusters.filter((c) => index.clusterLeaves(c.clusterId).some((id) => ids.has(id)))].length;
    };
    let checked = 0;
    for (const zoom of [2, 5, 8]) {
      const clusters = index.query(WORLD, zoom, NO_PAGE, hide).clusters.slice(0, 12);
      for (const c of clusters) {
        const shown = new Set(index.clusterLeaves(c.clusterId).filter((id) => !hidden.has(id)));
        expect(shown.size, `cluster ${c.clusterId}`).toBe(c.count);
        expect(markersOf(shown, c.expansionZoom), `zoom ${zoom}, cluster ${c.clusterId} at its expansion zoom ${c.expansionZoom}`).toBeGreaterThanOrEqual(2);
        if (c.expansionZoom - 1 > zoom) expect(markersOf(shown, c.expansionZoom - 1), `one zoom before`).toBe(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    void byId;
  });
});

describe('the box of a cluster\'s courses', () => {
  it('holds every course of the cluster, and is no bigger than they need', () => {
    const byId = new Map(points.map((p): [string, MapPoint] => [p.id, p]));
    for (const zoom of [1, 4, 7, 10]) {
      for (const c of index.query(WORLD, zoom, NO_PAGE).clusters as ClusterMarker[]) {
        const [west, south, east, north] = c.bounds;
        const members = index.clusterLeaves(c.clusterId).map((id) => byId.get(id)!);
        for (const m of members) expect(inBox(m, { west, south, east, north }), `zoom ${zoom} cluster ${c.clusterId}`).toBe(true);
        expect(Math.min(...members.map((m) => m.lat))).toBeCloseTo(south, 4);
        expect(Math.max(...members.map((m) => m.lat))).toBeCloseTo(north, 4);
      }
    }
  });
});
