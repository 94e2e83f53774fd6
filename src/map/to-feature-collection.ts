import type { FeatureCollection, Point } from 'geojson';
import type { BoundedCourses, CourseMarker } from '../shared/contracts/bounded-courses.contract';
import type { GolferMarks } from './golfer-map-state';

/** Which of the golfer's marks a pin shows as its ring: played first, then wishlist, then watchlist. */
export type PinRing = 'played' | 'wishlist' | 'watchlist' | '';

export type CourseFeatureProps =
  | {
    kind: 'cluster'; clusterId: number; count: number; label: string; expansionZoom: number;
    /** The box of its courses (MapLibre keeps feature properties flat). */
    west: number; south: number; east: number; north: number;
  }
  | { kind: 'course'; id: string; m: string; ring: PinRing };

const label = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

export function ringOf(id: string, marks: GolferMarks | null): PinRing {
  if (!marks) return '';
  if (marks.played.has(id)) return 'played';
  if (marks.wishlist.has(id)) return 'wishlist';
  if (marks.watchlist.has(id)) return 'watchlist';
  return '';
}

type CourseFeature = GeoJSON.Feature<Point, CourseFeatureProps>;

const courseFeature = (c: CourseMarker, marks: GolferMarks | null): CourseFeature => ({
  type: 'Feature',
  id: c._id,
  geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
  properties: { kind: 'course', id: c._id, m: c.m, ring: ringOf(c._id, marks) },
});

/**
 * The API's markers as one GeoJSON source; course features carry their id (feature-state can
 * highlight one) and the golfer's ring. `hidePlayed` leaves out the golfer's played pins (the
 * "not yet played" filter; cluster counts stay those of every course), but never the `focus`
 * course (the one the golfer has open, which the server draws on its own).
 */
export function toFeatureCollection(
  data: BoundedCourses | undefined,
  marks: GolferMarks | null = null,
  hidePlayed = false,
  focus: string | null = null,
): FeatureCollection<Point, CourseFeatureProps> {
  if (!data) return { type: 'FeatureCollection', features: [] };
  const courses = hidePlayed && marks ? data.courses.filter((c) => c._id === focus || !marks.played.has(c._id)) : data.courses;
  return {
    type: 'FeatureCollection',
    features: [
      ...data.clusters.map((c): CourseFeature => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
        properties: {
          kind: 'cluster', clusterId: c.clusterId, count: c.count, label: label(c.count), expansionZoom: c.expansionZoom,
          west: c.bounds[0], south: c.bounds[1], east: c.bounds[2], north: c.bounds[3],
        },
      })),
      ...courses.map((c) => courseFeature(c, marks)),
    ],
  };
}
