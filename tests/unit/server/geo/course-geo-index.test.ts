import { describe, expect, it } from 'vitest';
import { viewportBounds } from '../../../../src/server/geo/bounds';
import {
  CourseGeoIndex,
  type Bounds,
  type MapPoint,
  type NearestCourse,
  type ViewportResult,
} from '../../../../src/server/geo/course-geo-index';
import { greatCircleKm } from '../../../../src/server/geo/great-circle';
import { haversineKm } from '../../../../src/shared/domain/geo';
import { byProminence, inBox, markerTotal, point, prng, sampleBoxes, syntheticPoints } from './geo-test-helpers';

const WORLD: Bounds = { west: -180, east: 180, south: -90, north: 90 };
const NO_PAGE = { offset: 0, limit: 0 };
/** Timeout for the tests that compare with brute force over 20,000 courses (CI machines are shared). */
const SLOW = 60_000;

const points = syntheticPoints(20_000);
const byId = new Map(points.map((p) => [p.id, p]));
const index = CourseGeoIndex.build(points);

/** Which courses each marker stands for, restricted to the box. */
function markerMembers(idx: CourseGeoIndex, r: ViewportResult, box: Bounds, pts: Map<string, MapPoint>): string[][] {
  return [
    ...r.clusters.map((c) => idx.clusterLeaves(c.clusterId).filter((id) => inBox(pts.get(id)!, box))),
    ...r.courses.map((c) => [c.id]),
  ];
}

describe('CourseGeoIndex.query: markers', () => {
  it('gives cluster counts plus single courses that add up to total, the number of courses inside', () => {
    for (const { bounds, zoom } of sampleBoxes()) {
      const r = index.query(bounds, zoom, NO_PAGE);
      const expected = points.filter((p) => inBox(p, bounds)).length;
      expect(r.total, JSON.stringify({ bounds, zoom })).toBe(expected);
      expect(markerTotal(r), JSON.stringify({ bounds, zoom })).toBe(r.total);
    }
  }, SLOW);

  it('partitions the courses inside: every one is in exactly one marker, none from outside', () => {
    for (const { bounds, zoom } of sampleBoxes().filter((_, i) => i % 3 === 0)) {
      const r = index.query(bounds, zoom, NO_PAGE);
      const members = markerMembers(index, r, bounds, byId);
      r.clusters.forEach((c, i) => expect(members[i]!.length).toBe(c.count));
      const all = members.flat().sort();
      const expected = points.filter((p) => inBox(p, bounds)).map((p) => p.id).sort();
      expect(all).toEqual(expected);
    }
  }, SLOW);

  it('never returns a cluster of one course', () => {
    for (const { bounds, zoom } of sampleBoxes()) {
      for (const c of index.query(bounds, zoom, NO_PAGE).clusters) expect(c.count).toBeGreaterThanOrEqual(2);
    }
    // Two courses 80 m apart cluster at zoom 10; a box around only one of them shows a course.
    const pair = CourseGeoIndex.build([point('a', 10, 45), point('b', 10.001, 45)]);
    expect(pair.query({ west: 9.9, east: 10.1, south: 44.9, north: 45.1 }, 10, NO_PAGE).clusters).toHaveLength(1);
    const cut = pair.query({ west: 9.9, east: 10.0005, south: 44.9, north: 45.1 }, 10, NO_PAGE);
    expect(cut.clusters).toEqual([]);
    expect(cut.courses.map((c) => c.id)).toEqual(['a']);
    expect(cut.total).toBe(1);
  });

  it('returns plain courses from zoom 14 on', () => {
    const box = viewportBounds(-74, 40.7, 14, 1280, 800);
    const r = index.query(box, 14.2, NO_PAGE);
    expect(r.clusters).toEqual([]);
    expect(r.courses.length).toBe(r.total);
    // and clusters just below, where courses are still close together
    const wide = index.query(viewportBounds(-74, 40.7, 9, 1280, 800), 9, NO_PAGE);
    expect(wide.clusters.length).toBeGreaterThan(0);
  });

  it('returns every course for the whole world, however the world is written', () => {
    const worlds: Bounds[] = [
      WORLD,
      { west: -540, east: 540, south: -90, north: 90 },
      { west: -200, east: 160, south: -90, north: 90 }, // MapLibre, wrapped once
      { west: 0, east: 360, south: -100, north: 100 },
    ];
    for (const bounds of worlds) {
      for (const zoom of [0, 1.5, 2, 5, 9, 16]) {
        const r = index.query(bounds, zoom, NO_PAGE);
        expect(r.total).toBe(points.length);
        expect(markerTotal(r)).toBe(points.length);
      }
    }
  });

  it('answers a box across the antimeridian with courses on both sides (Fiji and Samoa)', () => {
    const pacific = CourseGeoIndex.build([
      point('fiji-natadola', 177.32, -18.17),
      point('fiji-denarau', 177.38, -17.77),
      point('samoa-faleolo', -171.96, -13.83),
      point('tonga', -175.2, -21.14),
      point('new-york', -74, 40.7),
      point('tokyo', 139.7, 35.7),
    ]);
    const ids = (b: Bounds, zoom = 5) => {
      const r = pacific.query(b, zoom, { offset: 0, limit: 10 });
      expect(markerTotal(r)).toBe(r.total);
      return [...r.pageIds].sort();
    };
    const expected = ['fiji-denarau', 'fiji-natadola', 'samoa-faleolo', 'tonga'];
    expect(ids({ west: 170, east: -165, south: -25, north: -10 })).toEqual(expected);
    expect(ids({ west: 170, east: 195, south: -25, north: -10 })).toEqual(expected); // MapLibre form
    expect(ids({ west: -190, east: -165, south: -25, north: -10 })).toEqual(expected);
    expect(ids({ west: 170, east: -165, south: -25, north: -10 }, 1)).toEqual(expected);
    expect(ids({ west: 170, east: -165, south: -25, north: -10 }, 15)).toEqual(expected);
    // Only the west side, only the east side.
    expect(ids({ west: 170, east: 180, south: -25, north: -10 })).toEqual(['fiji-denarau', 'fiji-natadola']);
    expect(ids({ west: -180, east: -165, south: -25, north: -10 })).toEqual(['samoa-faleolo', 'tonga']);
  });

  it('keeps clusters in place when panning at one zoom', () => {
    for (const zoom of [3, 6, 9]) {
      const a = viewportBounds(-74, 40.7, zoom, 1280, 800);
      const shift = (a.east - a.west) * 0.3;
      const b = { ...a, west: a.west + shift, east: a.east + shift };
      const ra = index.query(a, zoom, NO_PAGE);
      const rb = index.query(b, zoom, NO_PAGE);
      const inB = new Map(rb.clusters.map((c) => [c.clusterId, c]));
      // Clusters well inside the overlap: same id, place, count and expansion zoom in both.
      // (Members of a cluster lie within 4 radii of its centre; one radius is 60 px.)
      const margin = ((4 * 60) / (512 * 2 ** zoom)) * 360;
      const latMargin = margin * Math.cos((a.south * Math.PI) / 180);
      const deepInside = ra.clusters.filter(
        (c) => c.lng > b.west + margin && c.lng < a.east - margin && c.lat > a.south + latMargin && c.lat < a.north - latMargin,
      );
      expect(deepInside.length).toBeGreaterThan(0);
      for (const c of deepInside) expect(inB.get(c.clusterId)).toEqual(c);
      // Any cluster seen in both sits at the same place.
      for (const c of ra.clusters) {
        const other = inB.get(c.clusterId);
        if (other) expect([other.lng, other.lat, other.expansionZoom]).toEqual([c.lng, c.lat, c.expansionZoom]);
      }
    }
  });

  it('gives an expansionZoom at which the cluster splits into several markers', () => {
    // No marker cap here: a capped world view answers with the clusters of a lower zoom.
    const uncapped = CourseGeoIndex.build(points, { maxMarkers: Number.POSITIVE_INFINITY });
    let checked = 0;
    for (const zoom of [0, 2, 4, 6, 8, 10, 12, 13]) {
      const r = uncapped.query(WORLD, zoom, NO_PAGE);
      for (const cluster of r.clusters.slice(0, 12)) {
        const leaves = new Set(uncapped.clusterLeaves(cluster.clusterId));
        expect(leaves.size).toBe(cluster.count);
        const lngs = [...leaves].map((id) => byId.get(id)!.lng);
        const lats = [...leaves].map((id) => byId.get(id)!.lat);
        const box = { west: Math.min(...lngs), east: Math.max(...lngs), south: Math.min(...lats), north: Math.max(...lats) };
        const markersOfLeaves = (z: number) => {
          const q = uncapped.query(box, z, NO_PAGE);
          const members = markerMembers(uncapped, q, box, byId);
          const mine = members.filter((m) => leaves.has(m[0]!));
          for (const m of mine) expect(m.every((id) => leaves.has(id))).toBe(true);
          expect(mine.reduce((s, m) => s + m.length, 0)).toBe(leaves.size);
          return mine.length;
        };
        expect(cluster.expansionZoom).toBeGreaterThan(zoom);
        expect(markersOfLeaves(cluster.expansionZoom - 1)).toBe(1);
        expect(markersOfLeaves(cluster.expansionZoom - 0.5)).toBe(1);
        expect(markersOfLeaves(cluster.expansionZoom)).toBeGreaterThan(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  }, SLOW);

  it('caps the markers of one query by answering with a lower zoom, counts still complete', () => {
    const capped = CourseGeoIndex.build(points, { maxMarkers: 40 });
    for (const zoom of [3, 8, 12, 18]) {
      const r = capped.query(WORLD, zoom, NO_PAGE);
      expect(r.clusters.length + r.courses.length).toBeLessThanOrEqual(40);
      expect(markerTotal(r)).toBe(points.length);
    }
    // The default cap leaves ordinary viewports alone and keeps the world view to a few hundred.
    const world = index.query(viewportBounds(0, 20, 1.5, 1280, 800), 1.5, NO_PAGE);
    expect(world.clusters.length + world.courses.length).toBeLessThanOrEqual(300);
    const city = viewportBounds(-74, 40.7, 11, 1280, 800);
    expect(index.query(city, 11, NO_PAGE).clusters.length + index.query(city, 11, NO_PAGE).courses.length).toBeLessThan(500);
  }, SLOW);

  it('clamps zoom and normalises silly bounds instead of failing', () => {
    expect(index.query(WORLD, -3, NO_PAGE).total).toBe(points.length);
    expect(index.query(WORLD, 99, NO_PAGE).total).toBe(points.length);
    expect(index.query(WORLD, Number.NaN, NO_PAGE).total).toBe(points.length);
    const swapped = index.query({ west: -80, east: -70, south: 45, north: 35 }, 6, NO_PAGE);
    expect(swapped.total).toBe(points.filter((p) => inBox(p, { west: -80, east: -70, south: 35, north: 45 })).length);
    expect(swapped.total).toBeGreaterThan(0);
  });
});

describe('CourseGeoIndex.query: card pages', () => {
  const boxes: Array<[string, Bounds]> = [
    ['New York at zoom 8', viewportBounds(-74, 40.7, 8, 1280, 800)],
    ['Europe at zoom 4', viewportBounds(5, 50, 4, 1280, 800)],
    ['world', WORLD],
    ['the Pacific across the antimeridian', { west: 120, east: -100, south: -60, north: 60 }],
  ];
  for (const [name, bounds] of boxes) {
    it(`pages ${name} by prominence, then id, without overlap, up to total`, () => {
      const expected = points.filter((p) => inBox(p, bounds)).sort(byProminence).map((p) => p.id);
      const limit = 37;
      const seen: string[] = [];
      for (let offset = 0; ; offset += limit) {
        const r = index.query(bounds, 5, { offset, limit });
        expect(r.total).toBe(expected.length);
        expect(r.pageIds.length).toBeLessThanOrEqual(limit);
        seen.push(...r.pageIds);
        if (r.pageIds.length < limit) break;
        if (offset > 3000) break; // the rest of the world is the same walk
      }
      expect(seen).toEqual(expected.slice(0, seen.length));
      expect(new Set(seen).size).toBe(seen.length);
      if (expected.length <= 3000) {
        expect(seen.length).toBe(expected.length);
        expect(index.query(bounds, 5, { offset: expected.length, limit }).pageIds).toEqual([]);
      }
      // A deep page straight away equals the same slice.
      expect(index.query(bounds, 5, { offset: 100, limit: 10 }).pageIds).toEqual(expected.slice(100, 110));
    });
  }

  it('does not depend on the order of the input', () => {
    const shuffled = [...points];
    const rand = prng(3);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const other = CourseGeoIndex.build(shuffled);
    expect(other.stats.inputWasRanked).toBe(false);
    for (const { bounds, zoom } of sampleBoxes().slice(0, 40)) {
      const a = index.query(bounds, zoom, { offset: 3, limit: 20 });
      const b = other.query(bounds, zoom, { offset: 3, limit: 20 });
      expect(b.pageIds).toEqual(a.pageIds);
      // Clusters depend on positions only, so they match too (ids may be numbered differently).
      const shape = (r: ViewportResult) => r.clusters.map((c) => [c.lng, c.lat, c.count, c.expansionZoom]).sort();
      expect(shape(b)).toEqual(shape(a));
    }
  }, SLOW);

  it('treats odd paging input defensively', () => {
    const box = viewportBounds(-74, 40.7, 8, 1280, 800);
    expect(index.query(box, 8, { offset: -5, limit: 3 }).pageIds).toEqual(index.query(box, 8, { offset: 0, limit: 3 }).pageIds);
    expect(index.query(box, 8, { offset: 0, limit: -1 }).pageIds).toEqual([]);
    expect(index.query(box, 8, { offset: Number.NaN, limit: 2.7 }).pageIds).toHaveLength(2);
    expect(index.query(box, 8, { offset: 0, limit: 1e9 }).pageIds).toHaveLength(200); // maxPageSize
  });
});

describe('CourseGeoIndex.nearest', () => {
  const ids = (near: NearestCourse[]) => near.map((c) => c.id);
  const golf = CourseGeoIndex.build([
    point('pebble-beach', -121.95, 36.568),
    point('cypress-point', -121.97, 36.58),
    point('spyglass-hill', -121.954, 36.586),
    point('pasatiempo', -122.03, 36.993),
    point('olympic-club', -122.495, 37.71),
    point('augusta-national', -82.02, 33.503),
    point('st-andrews', -2.803, 56.343),
    point('royal-melbourne', 145.033, -37.97),
  ]);

  it('orders a hand-made set by great-circle distance (over the pole, not across the map)', () => {
    // Royal Melbourne is nearer than St Andrews on a flat lng/lat map; on the globe it is not.
    expect(ids(golf.nearest(-121.94, 36.56, 8))).toEqual([
      'pebble-beach', 'spyglass-hill', 'cypress-point', 'pasatiempo', 'olympic-club', 'augusta-national', 'st-andrews',
      'royal-melbourne',
    ]);
    expect(ids(golf.nearest(-121.94, 36.56, 2))).toEqual(['pebble-beach', 'spyglass-hill']);
    const [first] = golf.nearest(-121.94, 36.56, 1);
    expect(first!.distanceKm).toBeCloseTo(1.26, 2);
  });

  it('honours excludeIds', () => {
    expect(ids(golf.nearest(-121.94, 36.56, 3, new Set(['pebble-beach', 'cypress-point'])))).toEqual([
      'spyglass-hill', 'pasatiempo', 'olympic-club',
    ]);
    expect(golf.nearest(-121.94, 36.56, 10, new Set(['st-andrews']))).toHaveLength(7);
  });

  it('looks across the antimeridian', () => {
    const pacific = CourseGeoIndex.build([point('west-of-line', 179.9, 0), point('east-of-line', -179.9, 0), point('far', 170, 0)]);
    expect(ids(pacific.nearest(-179.95, 0, 3))).toEqual(['east-of-line', 'west-of-line', 'far']);
    expect(ids(pacific.nearest(179.95, 0, 3))).toEqual(['west-of-line', 'east-of-line', 'far']);
  });

  it('gives the same distances as haversineKm (what the nearby routes reported) to within 1 m', () => {
    // Near and far, across the antimeridian, near a pole, at the equator and in the open ocean.
    const from = [[-121.94, 36.56], [2.35, 48.85], [179.99, -17.7], [-179.99, 51.9], [20, 89.5], [0, 0], [-140, -50]] as const;
    for (const [lng, lat] of from) {
      const near = index.nearest(lng, lat, 5);
      expect(near).toHaveLength(5);
      for (const { id, distanceKm } of near) {
        const p = byId.get(id)!;
        expect(Math.abs(distanceKm - haversineKm({ lng, lat }, { lng: p.lng, lat: p.lat }))).toBeLessThan(0.001);
      }
    }
    // Thousands of km: Pebble Beach to St Andrews and to Royal Melbourne.
    const [standrews, melbourne] = golf.nearest(-121.94, 36.56, 8).slice(-2);
    const pebble = { lng: -121.94, lat: 36.56 };
    expect(standrews!.distanceKm).toBeCloseTo(haversineKm(pebble, { lng: -2.803, lat: 56.343 }), 3);
    expect(melbourne!.distanceKm).toBeCloseTo(haversineKm(pebble, { lng: 145.033, lat: -37.97 }), 3);
  });

  it('matches brute force on synthetic courses', () => {
    const rand = prng(11);
    for (let q = 0; q < 40; q++) {
      const from = q % 2 === 0 ? points[Math.floor(rand() * points.length)]! : { lng: rand() * 360 - 180, lat: rand() * 170 - 85 };
      const lng = from.lng + (rand() - 0.5) * 0.2;
      const lat = Math.max(-90, Math.min(90, from.lat + (rand() - 0.5) * 0.2));
      const expected = points
        .map((p) => ({ id: p.id, d: greatCircleKm(lng, lat, p.lng, p.lat) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 12);
      const got = index.nearest(lng, lat, 12);
      expect(got.map((g) => g.distanceKm)).toEqual(expected.map((e) => expect.closeTo(e.d, 6)));
      expect(new Set(got.map((g) => g.id)).size).toBe(12);
    }
  }, SLOW);

  it('returns nothing for a limit of 0 or bad coordinates, and at most every course', () => {
    expect(golf.nearest(0, 0, 0)).toEqual([]);
    expect(golf.nearest(Number.NaN, 0, 3)).toEqual([]);
    expect(golf.nearest(0, 0, 100)).toHaveLength(8);
  });
});

describe('CourseGeoIndex edge cases', () => {
  it('works empty', () => {
    const empty = CourseGeoIndex.build([]);
    expect(empty.size).toBe(0);
    for (const zoom of [0, 5, 20]) {
      expect(empty.query(WORLD, zoom, { offset: 0, limit: 20 })).toEqual({ clusters: [], courses: [], total: 0, pageIds: [] });
    }
    expect(empty.nearest(0, 0, 5)).toEqual([]);
    expect(empty.clusterLeaves(0)).toEqual([]);
  });

  it('works with one course', () => {
    const one = CourseGeoIndex.build([point('only', 2.35, 48.85, 3)]);
    for (const zoom of [0, 7, 22]) {
      const r = one.query(WORLD, zoom, { offset: 0, limit: 5 });
      expect(r).toEqual({
        clusters: [],
        courses: [{ id: 'only', lng: 2.35, lat: 48.85, membership: 'PUBLIC' }],
        total: 1,
        pageIds: ['only'],
      });
    }
  });

  it('skips unusable coordinates, wraps longitudes, keeps membership', () => {
    const idx = CourseGeoIndex.build([
      point('nan', Number.NaN, 10),
      point('too-north', 10, 95),
      { id: 'wrapped', lng: 190, lat: 10, membership: 'PRIVATE', prominence: 1 },
      { id: 'dateline', lng: -180, lat: 10, membership: 'LIMITED', prominence: 0 },
    ]);
    expect(idx.size).toBe(2);
    expect(idx.stats.skipped).toBe(2);
    const r = idx.query({ west: 175, east: -165, south: 0, north: 20 }, 16, { offset: 0, limit: 5 });
    expect(r.courses).toEqual(
      expect.arrayContaining([
        { id: 'wrapped', lng: -170, lat: 10, membership: 'PRIVATE' },
        { id: 'dateline', lng: 180, lat: 10, membership: 'LIMITED' },
      ]),
    );
    expect(r.pageIds).toEqual(['wrapped', 'dateline']);
  });

  it('keeps many courses at one spot as a cluster up to zoom 13, then as courses', () => {
    const stack = CourseGeoIndex.build(Array.from({ length: 50 }, (_, i) => point(`s${i}`, -3, 56)));
    const at13 = stack.query(WORLD, 13, NO_PAGE);
    expect(at13.clusters).toHaveLength(1);
    expect(at13.clusters[0]!.count).toBe(50);
    expect(at13.clusters[0]!.expansionZoom).toBe(14);
    expect(stack.query(WORLD, 14, NO_PAGE).courses).toHaveLength(50);
  });

  it('buildAsync builds the same index while letting the event loop run', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const built = await CourseGeoIndex.buildAsync(points, { sliceMs: 2 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    for (const { bounds, zoom } of sampleBoxes().slice(0, 30)) {
      expect(built.query(bounds, zoom, { offset: 0, limit: 10 })).toEqual(index.query(bounds, zoom, { offset: 0, limit: 10 }));
    }
  }, SLOW);
});
