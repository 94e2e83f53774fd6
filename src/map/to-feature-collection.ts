import type { FeatureCollection, Point } from 'geojson';
import type { BoundedCourses } from '../shared/contracts/courses.contract';

export type CourseFeatureProps =
  | { kind: 'cluster'; clusterId: number; count: number; label: string; expansionZoom: number }
  | { kind: 'course'; id: string; m: string };

const label = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

/** The API's markers as one GeoJSON source; course features carry their id so feature-state can highlight one. */
export function toFeatureCollection(data: BoundedCourses | undefined): FeatureCollection<Point, CourseFeatureProps> {
  if (!data) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      ...data.clusters.map((c) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [c.lng, c.lat] },
        properties: { kind: 'cluster' as const, clusterId: c.clusterId, count: c.count, label: label(c.count), expansionZoom: c.expansionZoom },
      })),
      ...data.courses.map((c) => ({
        type: 'Feature' as const,
        id: c._id,
        geometry: { type: 'Point' as const, coordinates: [c.lng, c.lat] },
        properties: { kind: 'course' as const, id: c._id, m: c.m },
      })),
    ],
  };
}
