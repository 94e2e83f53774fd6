/**
 * The map's facets (issue 34, facet-counts.ts): for random filters and many viewports, each value's
 * count is exactly that of a brute-force pass with the shared rules (course-filter.ts): the courses
 * inside the bounds that fail no filter but the facet's own. Enough courses that clusters of 256 and
 * more (whose counts are kept) are in play, inside and across the viewports' edges.
 */
import { describe, expect, it } from 'vitest';
import { packFacts } from '../../../../src/shared/domain/courses/packed-facts';
import { CourseGeoIndex, type Bounds, type MapPoint } from '../../../../src/server/geo/course-geo-index';
import { BIG } from '../../../../src/server/geo/facet-counts';
import { countsForFacet, failedFilters, MAP_HOLES, type CourseFilter, type FilterableCourse } from '../../../../src/shared/domain/courses/course-filter';
import { CLUB_MEMBERSHIPS, COURSE_TYPES } from '../../../../src/shared/domain/enums';
import { inBox, prng, sampleBoxes, syntheticPoints } from './geo-test-helpers';

const random = prng(340);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const maybe = <T>(value: T): T | null => (random() < 0.1 ? null : value);

const points = syntheticPoints(30_000, 34);
const facts = new Map<string, FilterableCourse>(points.map((p) => [p.id, {
  membership: maybe(pick(CLUB_MEMBERSHIPS)), type: maybe(pick(COURSE_TYPES)), continent: null,
  country: maybe(pick(['Scotland', 'Japan'])), province: null, city: null, name: p.id, architects: [],
  year: maybe(1880 + Math.floor(random() * 140)), yardage: null,
  fee: maybe(Math.round(random() * 300)), holes: maybe(pick([9, 18, 18, 18, 27, 36, 12])),
}]));
const withFacts: MapPoint[] = points.map((p) => {
  const f = facts.get(p.id)!;
  return { ...p, facts: packFacts(f), country: f.country, province: f.province };
});
const index = CourseGeoIndex.build(withFacts);

const FILTERS: [string, CourseFilter][] = [
  ['none', {}],
  ['public', { membership: ['PUBLIC'] }],
  ['public, 18 holes', { membership: ['PUBLIC'], holes: [18] }],
  ['limited or private, $$, 9 or 27 holes', { membership: ['LIMITED', 'PRIVATE'], fee: ['$$'], holes: [9, 27] }],
  ['executive, Scotland, before 1950', { type: ['EXECUTIVE'], country: 'scotland', yearMax: 1950 }],
];

function bruteForce(filter: CourseFilter, bounds: Bounds) {
  const counts = {
    membership: Object.fromEntries(CLUB_MEMBERSHIPS.map((v) => [v, 0])),
    type: Object.fromEntries(COURSE_TYPES.map((v) => [v, 0])),
    fee: { $: 0, $$: 0, $$$: 0 } as Record<string, number>,
    holes: Object.fromEntries(MAP_HOLES.map((h) => [String(h), 0])),
  };
  for (const p of points) {
    if (!inBox(p, bounds)) continue;
    const c = facts.get(p.id)!;
    const failed = failedFilters(filter, c);
    if (c.membership && countsForFacet(failed, 'membership')) counts.membership[c.membership]! += 1;
    if (c.type && countsForFacet(failed, 'type')) counts.type[c.type]! += 1;
    for (const band of ['$', '$$', '$$$'] as const) {
      if (countsForFacet(failed, 'fee') && failedFilters({ fee: [band] }, c) === 0) counts.fee[band]! += 1;
    }
    if (c.holes && String(c.holes) in counts.holes && countsForFacet(failed, 'holes')) counts.holes[String(c.holes)]! += 1;
  }
  return counts;
}

const WORLD: Bounds = { west: -180, south: -90, east: 180, north: 90 };
const ACROSS_ANTIMERIDIAN: Bounds = { west: 150, south: -50, east: -150, north: 10 };
const boxes = [WORLD, ACROSS_ANTIMERIDIAN, ...sampleBoxes().map((b) => b.bounds)];

describe.each(FILTERS)('facets under the filter: %s', (name, filter) => {
  const view = index.filterView(name, () => ({ filter }));

  it('count each value as a brute-force pass does, in every viewport', () => {
    for (const bounds of boxes) {
      expect(index.facets(bounds, view), JSON.stringify(bounds)).toEqual(bruteForce(filter, bounds));
    }
  });
});

describe('facets', () => {
  it('are taken from clusters big enough to keep their counts (the test reaches them)', () => {
    expect(index.stats.clusters).toBeGreaterThan(0);
    // The world holds every root; some root cluster is big.
    const world = index.query(WORLD, 0, { offset: 0, limit: 0 });
    expect(Math.max(...world.clusters.map((c) => c.count))).toBeGreaterThanOrEqual(BIG);
  });

  it('tell values apart and follow the other filters, not their own', () => {
    const all = index.facets(WORLD, index.filterView('none', () => ({ filter: {} })));
    const eighteen = index.facets(WORLD, index.filterView('18', () => ({ filter: { holes: [18] } })));
    // Holes' own counts ignore the holes filter; the others count only 18-hole courses.
    expect(eighteen.holes).toEqual(all.holes);
    expect(eighteen.membership.PUBLIC).toBeLessThan(all.membership.PUBLIC);
    expect(eighteen.membership.PUBLIC).toBeGreaterThan(0);
  });

  it("count only the golfer's own courses under only= (a scope no facet excuses)", () => {
    const scope = new Uint8Array(index.size);
    const some = points.filter((_, i) => i % 10 === 0);
    const set = index.courseSet(some);
    scope.set(set);
    const view = index.filterView('scope', () => ({ filter: {}, sets: { scope } }));
    const facets = index.facets(WORLD, view);
    const publicInScope = some.filter((p) => facts.get(p.id)!.membership === 'PUBLIC').length;
    expect(facets.membership.PUBLIC).toBe(publicInScope);
    expect(view.kept).toBe(some.length);
    expect(index.query(WORLD, 3, { offset: 0, limit: 0 }, [], undefined, view.mask!).total).toBe(some.length);
  });
});

describe('filterViewAsync', () => {
  it('builds the same view in slices, gives the event loop back, and builds a key once for concurrent requests', async () => {
    const filter: CourseFilter = { membership: ['PUBLIC'], holes: [18] };
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const [a, b] = await Promise.all([
      index.filterViewAsync('async public 18', () => ({ filter }), 0),
      index.filterViewAsync('async public 18', () => ({ filter }), 0),
    ]);
    clearInterval(timer);
    expect(a).toBe(b);
    expect(ticks).toBeGreaterThan(0);
    const sync = index.filterView('sync public 18', () => ({ filter }));
    expect(a.kept).toBe(sync.kept);
    for (const bounds of boxes.slice(0, 20)) expect(index.facets(bounds, a)).toEqual(index.facets(bounds, sync));
    expect(index.recentView('async public 18')).toBe(a);
  });
});
