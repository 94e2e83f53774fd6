/**
 * Types of the map index shared by its files (course-geo-index.ts and the modules it is built from,
 * bounds.ts included). Callers import them from course-geo-index.ts, which re-exports them.
 */

export type Membership = 'PUBLIC' | 'PRIVATE' | 'LIMITED';
/**
 * prominence: higher = more notable (famous courses first in card pages). facts, country and
 * province: what the map's filters read (course-attributes.ts packFacts; none: nothing known).
 */
export interface MapPoint {
  id: string; lng: number; lat: number; membership: Membership; prominence: number;
  facts?: number; country?: string | null; province?: string | null;
}
/** Degrees; west > east means the box crosses the antimeridian; west=-180, east=180 = whole world. */
export interface Bounds { south: number; west: number; north: number; east: number }
/**
 * count: members of this cluster inside the queried bounds (so counts + courses = total).
 * expansionZoom: the zoom at which this cluster splits (for click-to-zoom).
 * bounds: [west, south, east, north] of all its courses (to fit the map to them).
 * clusterId: stable for one built index; a rebuild may renumber clusters.
 */
export interface ClusterMarker {
  clusterId: number; lng: number; lat: number; count: number; expansionZoom: number; bounds: [number, number, number, number];
}
export interface CourseMarker { id: string; lng: number; lat: number; membership: Membership }
export interface ViewportResult { clusters: ClusterMarker[]; courses: CourseMarker[]; total: number; pageIds: string[] }
/** A course near a point: distanceKm is the great-circle (haversine) distance in km, not rounded. */
export interface NearestCourse { id: string; distanceKm: number }

export interface CourseGeoIndexOptions {
  /** Cluster radius in px (512 px tiles, as MapLibre). Default 60. */
  radius?: number;
  /** Highest zoom at which courses are clustered; from this + 1 on, plain courses. Default 13. */
  maxClusterZoom?: number;
  /**
   * Most markers (clusters + courses) one query returns. A box that would give more is answered
   * with the clusters of a lower zoom (still complete, counts still add up). Default 500.
   */
  maxMarkers?: number;
  /** Largest page.limit honoured. Default 200. */
  maxPageSize?: number;
}

export interface CourseGeoIndexStats {
  courses: number;
  clusters: number;
  roots: number;
  /** Input points dropped for a non-finite or out-of-range coordinate. */
  skipped: number;
  /** True when the input came ordered by prominence desc, id asc (no sort was needed). */
  inputWasRanked: boolean;
  /** Wall time from start to end (for buildAsync including the time given back to the loop). */
  buildMs: number;
  /** Longest time the build held the event loop in one go (all of buildMs for build()). */
  longestSliceMs: number;
  /** Wall time of the phases: reading the input, ranking, Hilbert order, clustering. */
  phaseMs: { read: number; rank: number; order: number; cluster: number };
}
