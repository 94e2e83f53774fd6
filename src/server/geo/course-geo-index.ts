/**
 * In-memory spatial index of every course, derived from the database, for the map endpoint
 * (`GET /api/bounded-courses`) and for nearest-course look-ups. No I/O: the caller loads the rows.
 *
 * Design
 * - Clusters are supercluster's (greedy and hierarchical, radius in px of 512 px tiles, weighted
 *   centres), computed by cluster-tree.ts on typed arrays with a grid instead of a KD-tree per zoom;
 *   a unit test checks them against supercluster's own output. Supercluster itself needs a GeoJSON
 *   object per course and a JS array per zoom. Courses are visited along a Hilbert curve
 *   (spatial-order.ts), so clusters depend on positions only, not on row order or prominence.
 * - What is kept is the cluster tree: every cluster knows its children (the clusters and courses of
 *   the next zoom that it merged), its member count, the zoom it was formed at, the bounding box of
 *   its members and the best rank among them. A viewport query walks that tree from the top,
 *   pruning by bounding box, so its cost follows the number of markers, not of courses.
 * - A cluster that the viewport edge cuts through is returned once, at its usual position, with the
 *   number of its members inside the bounds: markers partition the courses in view, so cluster
 *   counts plus single courses add up to `total` exactly. Which courses form a cluster, and where it
 *   sits, depend on the zoom only, so panning never reshuffles clusters.
 * - Card pages are a best-first walk of the same tree by best rank (prominence desc, then id), so
 *   a page costs about (offset + limit) x depth, never a sort of the courses in view.
 * - Nearest courses are a best-first walk by great-circle distance to each cluster's box.
 *
 * Files: geo-index-build.ts (the build), viewport-query.ts (markers, card pages, cluster leaves),
 * nearest-query.ts (nearest courses), cluster-tree.ts and cluster-grid.ts (the clustering),
 * geo-types.ts (the types, re-exported here); this one is the public class.
 */
import type { CourseFilter } from '../../shared/domain/courses/course-filter';
import type { MapFacets } from '../../shared/contracts/bounded-courses.contract';
import { FilterMask } from './filter-mask';
import { buildFilterView, filterViewSteps, type FilterSets, type FilterView } from './filter-view';
import type { HiddenCourse } from './hidden-points';
import { buildIndexSteps, resolveOptions, type IndexData } from './geo-index-build';
import type { Bounds, CourseGeoIndexOptions, CourseGeoIndexStats, MapPoint, NearestCourse, ViewportResult } from './geo-types';
import { NearestQuery } from './nearest-query';
import { ViewportQuery } from './viewport-query';

export type {
  Bounds, ClusterMarker, CourseGeoIndexOptions, CourseGeoIndexStats, CourseMarker, MapPoint, Membership, NearestCourse, ViewportResult,
} from './geo-types';

/** Filters whose views an index keeps (a view costs about 5 bytes a course). */
const VIEWS_KEPT = 8;

export class CourseGeoIndex {
  private readonly n: number;
  /** Recent filter views by key, least recently used first. */
  private readonly views = new Map<string, FilterView>();
  /** Views being built in slices, by key (a second request for one waits for the same build). */
  private readonly building = new Map<string, Promise<FilterView>>();
  private readonly viewport: ViewportQuery;
  private readonly near: NearestQuery;
  private readonly data: IndexData;
  /** Facts about the build, for logs. */
  readonly stats: Readonly<CourseGeoIndexStats>;

  private constructor(d: IndexData) {
    this.n = d.n;
    this.viewport = new ViewportQuery(d);
    this.near = new NearestQuery(d);
    this.data = d;
    this.stats = d.stats;
  }

  /** Builds synchronously (blocks the event loop: ~0.1 s at 40,000 courses, a few s at 1,000,000). */
  static build(points: Iterable<MapPoint>, options?: CourseGeoIndexOptions): CourseGeoIndex {
    const steps = buildIndexSteps(points, resolveOptions(options));
    for (;;) {
      const step = steps.next();
      if (step.done) return new CourseGeoIndex(step.value);
    }
  }

  /**
   * Same result as build(), but gives the event loop back every `sliceMs` (default 10 ms) so a
   * server keeps answering from its current index while the next one is built. The input is
   * read once, at the start; pass a snapshot (an array), not something that changes meanwhile.
   */
  static async buildAsync(
    points: Iterable<MapPoint>,
    options?: CourseGeoIndexOptions & { sliceMs?: number },
  ): Promise<CourseGeoIndex> {
    const sliceMs = options?.sliceMs ?? 10;
    const steps = buildIndexSteps(points, resolveOptions(options));
    let sliceStart = performance.now();
    let longest = 0;
    for (;;) {
      const step = steps.next();
      const now = performance.now();
      if (step.done) {
        step.value.stats.longestSliceMs = Math.max(longest, now - sliceStart);
        return new CourseGeoIndex(step.value);
      }
      if (now - sliceStart >= sliceMs) {
        longest = Math.max(longest, now - sliceStart);
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
  }

  get size(): number {
    return this.n;
  }

  /** Bytes of what the map's filters read of each course (course-attributes.ts), part of the index. */
  get attributeBytes(): number {
    return this.data.attributes.byteLength;
  }

  /**
   * Markers and a card page for one viewport. `zoom` is MapLibre's (fractional, clamped 0..22);
   * clusters are those of floor(zoom) (none above maxClusterZoom). total = courses inside the
   * bounds; pageIds = those courses by prominence desc, then id asc, sliced [offset, offset+limit).
   * `hide` (id and position of each) leaves courses out: counts, pins and pages are of the rest.
   * `focus` (the course a golfer has open) is drawn on its own whatever the zoom, even if hidden:
   * left out of the clusters and answered as a single course inside the bounds (pages unchanged).
   * `mask` (a map filter, from filterMask()) keeps only its courses: counts, pins and pages are of them.
   */
  query(
    bounds: Bounds, zoom: number, page: { offset: number; limit: number }, hide?: readonly HiddenCourse[], focus?: HiddenCourse, mask?: FilterMask,
  ): ViewportResult {
    return this.viewport.query(bounds, zoom, page, hide, focus, mask);
  }

  /**
   * A map filter over this index (filter-mask.ts), to pass to query(): the courses whose id
   * `keeps` accepts. One call per course; build it once per filter, not per query.
   */
  filterMask(keeps: (id: string) => boolean): FilterMask {
    const keep = new Uint8Array(this.n);
    for (let p = 0; p < this.n; p++) keep[p] = keeps(this.data.ids.get(p)) ? 1 : 0;
    return new FilterMask(this.data, keep);
  }

  /**
   * The view of a map filter (filter-view.ts): its mask for query() and its facets for facets().
   * `key` names the filter and its sets (the same key, the same filter); the last few are kept.
   */
  filterView(key: string, make: () => { filter: CourseFilter; sets?: FilterSets }): FilterView {
    const kept = this.recentView(key);
    if (kept) return kept;
    const { filter, sets } = make();
    return this.keepView(key, buildFilterView(this.data, filter, sets));
  }

  /**
   * filterView() built in slices that give the event loop back every `sliceMs` (a view over a
   * million courses takes a few hundred ms of work; other requests go on meanwhile).
   */
  filterViewAsync(key: string, make: () => { filter: CourseFilter; sets?: FilterSets }, sliceMs = 10): Promise<FilterView> {
    const kept = this.recentView(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.building.get(key);
    if (!pending) {
      pending = (async () => {
        const { filter, sets } = make();
        const steps = filterViewSteps(this.data, filter, sets);
        let sliceStart = performance.now();
        for (;;) {
          const step = steps.next();
          if (step.done) return this.keepView(key, step.value);
          if (performance.now() - sliceStart >= sliceMs) {
            await new Promise<void>((resolve) => setImmediate(resolve));
            sliceStart = performance.now();
          }
        }
      })().finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  private keepView(key: string, view: FilterView): FilterView {
    this.views.delete(key);
    if (this.views.size >= VIEWS_KEPT) this.views.delete(this.views.keys().next().value!);
    this.views.set(key, view);
    return view;
  }

  /** The view kept under `key`, if any (it becomes the most recently used). */
  recentView(key: string): FilterView | undefined {
    const view = this.views.get(key);
    if (view) {
      this.views.delete(key);
      this.views.set(key, view);
    }
    return view;
  }

  /** Membership, type, fee and holes counts of the courses inside `bounds` under a filter's view. */
  facets(bounds: Bounds, view: FilterView): MapFacets {
    return view.facets.count(bounds);
  }

  /** A set over this index's courses (1: in it) of the courses given by id and position; unknown ones are left out. */
  courseSet(courses: readonly HiddenCourse[]): Uint8Array {
    const set = new Uint8Array(this.n);
    for (const c of courses) {
      const p = this.viewport.indexOf(c);
      if (p >= 0) set[p] = 1;
    }
    return set;
  }

  /**
   * The `limit` courses nearest to (lng, lat) by great-circle distance, nearest first, without
   * `excludeIds`; distanceKm is the haversine distance in km, not rounded (round for display).
   */
  nearest(lng: number, lat: number, limit: number, excludeIds?: ReadonlySet<string>): NearestCourse[] {
    return this.near.nearest(lng, lat, limit, excludeIds);
  }

  /**
   * Ids of the courses in a cluster (all of them, not only those in some bounds), most notable
   * first, at most `limit`. Empty for an unknown clusterId.
   */
  clusterLeaves(clusterId: number, limit = Number.POSITIVE_INFINITY): string[] {
    return this.viewport.clusterLeaves(clusterId, limit);
  }
}
