import type { Bounds, MapPoint, ViewportResult } from '../../../../src/server/geo/course-geo-index';
import { syntheticCourses } from '../../../bench/synthetic-courses';
export { prng } from '../../../support/prng';
import { prng } from '../../../support/prng';

/** A UUID-shaped id that sorts like the number it carries. */
export function testId(i: number): string {
  return `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
}

/** Synthetic courses as map points; prominence has many ties (most courses are 0). */
export function syntheticPoints(count: number, seed = 7): MapPoint[] {
  const out: MapPoint[] = [];
  let i = 0;
  for (const c of syntheticCourses(count, seed)) {
    out.push({
      id: testId(i),
      lng: c.lng,
      lat: c.lat,
      membership: c.club_membership,
      prominence: c.peak_green_fee === null ? 0 : Math.floor(c.peak_green_fee / 50),
    });
    i++;
  }
  return out;
}

export function point(id: string, lng: number, lat: number, prominence = 0): MapPoint {
  return { id, lng, lat, membership: 'PUBLIC', prominence };
}

/**
 * Brute-force "is this course inside the box", written independently of the index: lat between
 * south and north; lng between west and east, or outside east..west when west > east.
 * Only for boxes with edges inside -180..180.
 */
export function inBox(p: { lng: number; lat: number }, b: Bounds): boolean {
  if (p.lat < b.south || p.lat > b.north) return false;
  return b.west <= b.east ? p.lng >= b.west && p.lng <= b.east : p.lng >= b.west || p.lng <= b.east;
}

/** The courses an answer's markers stand for: cluster counts plus single courses (must equal `total`). */
export const markerTotal = (r: ViewportResult): number => r.clusters.reduce((s, c) => s + c.count, 0) + r.courses.length;

/** Prominence desc, then id asc: the order card pages must follow. */
export function byProminence(a: MapPoint, b: MapPoint): number {
  if (a.prominence !== b.prominence) return b.prominence - a.prominence;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Boxes in -180..180 form (the brute force above needs that) around golf regions and oceans. */
export function sampleBoxes(): Array<{ bounds: Bounds; zoom: number }> {
  const rand = prng(99);
  const centres: Array<[number, number]> = [
    [-74, 40.7], [-87.7, 41.9], [-118.2, 34], [-0.1, 51.5], [-3.4, 56], [139.7, 35.7], [151.2, -33.9],
    [28, -26.2], [-58.4, -34.6], [-30, 0], [178, -17], [-100, 45], [10, 50],
  ];
  const zooms = [1.5, 3, 4, 5.5, 6, 8, 9.3, 11, 13, 15];
  const boxes: Array<{ bounds: Bounds; zoom: number }> = [];
  for (const [lng, lat] of centres) {
    for (const zoom of zooms) {
      const halfW = (640 / (512 * 2 ** zoom)) * 360 * (0.5 + rand());
      const halfH = Math.min(80, halfW * 0.6);
      const west = lng - halfW + (rand() - 0.5) * halfW;
      const east = lng + halfW + (rand() - 0.5) * halfW;
      boxes.push({
        zoom,
        bounds: {
          west: Math.max(-180, west),
          east: Math.min(180, east),
          south: Math.max(-90, lat - halfH),
          north: Math.min(90, lat + halfH),
        },
      });
    }
  }
  return boxes;
}
