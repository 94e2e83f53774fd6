import { describe, expect, it } from 'vitest';
import type { GolferMarks } from '../../../src/map/golfer-map-state';
import { clusterLayer, clusterLayerFor, OWN_CLUSTER_COLORS } from '../../../src/map/course-layers';
import { ringOf, toFeatureCollection } from '../../../src/map/to-feature-collection';
import type { BoundedCourses, CourseMarker } from '../../../src/shared/contracts/bounded-courses.contract';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const marker = (n: number): CourseMarker => ({ _id: id(n), lat: 56 + n / 100, lng: -2.8 - n / 100, m: 'PUBLIC' });
const marks: GolferMarks = { played: new Set([id(1), id(2)]), wishlist: new Set([id(2), id(3)]), watchlist: new Set([id(4)]) };
const viewport = (courses: CourseMarker[]): BoundedCourses => ({
  zoom: 10,
  total: courses.length + 7,
  clusters: [{ clusterId: 9, lat: 0, lng: 0, count: 7, expansionZoom: 11, bounds: [-1, -1, 1, 1] }],
  courses,
  cards: { items: [], page: 1, pageSize: 0, total: 0 },
  facets: {
    membership: { PUBLIC: 0, PRIVATE: 0, LIMITED: 0 }, type: { 'FULL LENGTH': 0, EXECUTIVE: 0, 'PAR 3 COURSE': 0, 'PITCH & PUTT': 0 },
    fee: { $: 0, $$: 0, $$$: 0 }, holes: { 9: 0, 18: 0, 27: 0, 36: 0 },
  },
});

describe('pin rings', () => {
  it('rings played first, then wishlist, then watchlist; none signed out', () => {
    expect([1, 2, 3, 4, 5].map((n) => ringOf(id(n), marks))).toEqual(['played', 'played', 'wishlist', 'watchlist', '']);
    expect(ringOf(id(1), null)).toBe('');
  });

  it('puts the ring on every course feature and leaves clusters alone', () => {
    const fc = toFeatureCollection(viewport([marker(1), marker(3), marker(5)]), marks);
    expect(fc.features.map((f) => (f.properties.kind === 'course' ? f.properties.ring : 'cluster'))).toEqual(['cluster', 'played', 'wishlist', '']);
  });

  it('"not yet played" drops the played pins but keeps the clusters', () => {
    const fc = toFeatureCollection(viewport([marker(1), marker(2), marker(3)]), marks, true);
    expect(fc.features.map((f) => (f.properties.kind === 'course' ? f.properties.id : 'cluster'))).toEqual(['cluster', id(3)]);
    // Without marks (signed out) nothing is hidden.
    expect(toFeatureCollection(viewport([marker(1)]), null, true).features).toHaveLength(2);
  });
});

describe("bubbles of the golfer's own courses (only=)", () => {
  it('take the colours of what they hold: played blue, list courses rose, the rest green', () => {
    const colours = (kind: 'played' | 'lists') => JSON.stringify(clusterLayerFor(kind).paint?.['circle-color']);
    for (const c of OWN_CLUSTER_COLORS.lists) expect(colours('lists')).toContain(c);
    for (const c of OWN_CLUSTER_COLORS.played) expect(colours('played')).toContain(c);
    expect(colours('lists')).not.toContain(OWN_CLUSTER_COLORS.played[0]);
    // The same layer, repainted: it replaces the green one rather than adding a second.
    expect(clusterLayerFor('lists').id).toBe(clusterLayer.id);
    expect(clusterLayerFor(null)).toBe(clusterLayer);
  });
});
