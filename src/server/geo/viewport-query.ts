/**
 * Viewport queries of the map index (see course-geo-index.ts for the design): walk the cluster
 * tree from the top, pruning by each cluster's member box (viewport-box.ts), to collect the markers
 * of a zoom inside a box, with each cluster's expansion zoom and box; draw a focused course on its
 * own; page the courses in view and list a cluster's courses best-first by rank (viewport-pages.ts).
 * Holds the built arrays (read-only) and the per-query scratch; queries are synchronous, so one
 * set of scratch per index is enough.
 */
import type { FilterMask } from './filter-mask';
import type { IndexData } from './geo-index-build';
import type { Bounds, ClusterMarker, CourseGeoIndexOptions, CourseMarker, Membership, ViewportResult } from './geo-types';
import { HiddenPoints, type HiddenCourse } from './hidden-points';
import type { IdTable } from './id-table';
import { ViewportBox } from './viewport-box';
import { ViewportPages } from './viewport-pages';

const MAX_MAP_ZOOM = 22;

export class ViewportQuery {
  private readonly n: number;
  private readonly ids: IdTable;
  private readonly lng: Float64Array;
  private readonly lat: Float64Array;
  private readonly membershipCode: Uint8Array;
  private readonly membershipValues: Membership[];
  private readonly clusterLng: Float64Array;
  private readonly clusterLat: Float64Array;
  private readonly clusterCount: Uint32Array;
  private readonly clusterZoom: Uint8Array;
  private readonly clusterBox: Float32Array;
  private readonly childOffset: Uint32Array;
  private readonly children: Uint32Array;
  private readonly roots: Uint32Array;
  private readonly options: Required<CourseGeoIndexOptions>;

  // Per-query scratch.
  private readonly pages: ViewportPages;
  /** Made on the first query that hides courses (most indexes never get one), then kept. */
  private hiddenPoints: HiddenPoints | null = null;
  /** Set only while such a query runs: other queries pay one null check, no lookups. */
  private hidden: HiddenPoints | null = null;
  /** The map filter of a query that hides nothing else (with hidden courses, `hidden` holds it). */
  private mask: FilterMask | null = null;
  private readonly data: IndexData;
  private readonly box: ViewportBox;
  private level = 0;
  private markerCap = 0;
  private outClusters: ClusterMarker[] = [];
  private outCourses: CourseMarker[] = [];
  private outTotal = 0;

  constructor(d: IndexData) {
    this.n = d.n;
    this.ids = d.ids;
    this.lng = d.lng;
    this.lat = d.lat;
    this.membershipCode = d.membershipCode;
    this.membershipValues = d.membershipValues;
    this.clusterLng = d.clusterLng;
    this.clusterLat = d.clusterLat;
    this.clusterCount = d.clusterCount;
    this.clusterZoom = d.clusterZoom;
    this.clusterBox = d.clusterBox;
    this.childOffset = d.childOffset;
    this.children = d.children;
    this.roots = d.roots;
    this.options = d.options;
    this.data = d;
    this.box = new ViewportBox(d.lng, d.lat, d.clusterBox);
    this.pages = new ViewportPages(d);
  }

  /**
   * Markers and a card page for one viewport. `zoom` is MapLibre's (fractional, clamped 0..22);
   * clusters are those of floor(zoom) (none above maxClusterZoom). total = courses inside the
   * bounds; pageIds = those courses by prominence desc, then id asc, sliced [offset, offset+limit).
   * `hide` leaves courses out as if they were not in the index (clusters count the rest); so does
   * `mask`, a map filter (filter-mask.ts): only the courses it keeps are counted, drawn and paged.
   */
  query(
    bounds: Bounds, zoom: number, page: { offset: number; limit: number }, hide: readonly HiddenCourse[] = [], focus?: HiddenCourse,
    mask?: FilterMask,
  ): ViewportResult {
    if (hide.length === 0 && !focus) {
      if (!mask) return this.run(bounds, zoom, page);
      this.mask = mask;
      try {
        return this.run(bounds, zoom, page);
      } finally {
        this.mask = null;
      }
    }
    const hidden = (this.hiddenPoints ??= new HiddenPoints(this.data));
    hidden.filterBy(mask ?? null);
    hidden.hide(hide);
    this.hidden = hidden;
    try {
      const focused = focus ? hidden.indexOf(focus) : -1;
      if (focused < 0) return this.run(bounds, zoom, page);
      // The focused course leaves the clusters and is drawn on its own (even when the golfer
      // hides it or the filter leaves it out); the card pages list the courses as they would without it.
      const hiddenByGolfer = hidden.isHidden(focused);
      hidden.hide([focus!]);
      this.markers(bounds, zoom);
      const drawn = this.inBox(focused);
      if (drawn) this.emitCourse(focused);
      const { clusters, courses, total } = this.takeMarkers();
      if (!hiddenByGolfer) {
        hidden.clear();
        hidden.hide(hide);
      }
      return { clusters, courses, total, pageIds: this.pageIds(total - (hiddenByGolfer && drawn ? 1 : 0), page) };
    } finally {
      this.hidden = null;
      hidden.clear();
      hidden.filterBy(null);
    }
  }

  private run(bounds: Bounds, zoom: number, page: { offset: number; limit: number }): ViewportResult {
    this.markers(bounds, zoom);
    const { clusters, courses, total } = this.takeMarkers();
    return { clusters, courses, total, pageIds: this.pageIds(total, page) };
  }

  /** Collects the markers of the box at the zoom (fewer levels when there would be too many). */
  private markers(bounds: Bounds, zoom: number): void {
    this.box.set(bounds);
    const z = Number.isFinite(zoom) ? Math.min(Math.max(zoom, 0), MAX_MAP_ZOOM) : 0;
    let level = Math.min(Math.floor(z), this.options.maxClusterZoom + 1);
    while (!this.collectMarkers(level, level > 0 ? this.options.maxMarkers : Number.POSITIVE_INFINITY)) level--;
  }

  private takeMarkers(): { clusters: ClusterMarker[]; courses: CourseMarker[]; total: number } {
    const out = { clusters: this.outClusters, courses: this.outCourses, total: this.outTotal };
    this.outClusters = [];
    this.outCourses = [];
    return out;
  }

  /**
   * Ids of the courses in a cluster (all of them, not only those in some bounds), most notable
   * first, at most `limit`. Empty for an unknown clusterId.
   */
  clusterLeaves(clusterId: number, limit = Number.POSITIVE_INFINITY): string[] {
    return this.pages.clusterLeaves(clusterId, limit);
  }

  /** The index of a course given by id and position (-1: not in this index). */
  indexOf(c: HiddenCourse): number {
    return (this.hiddenPoints ??= new HiddenPoints(this.data)).indexOf(c);
  }

  // ---- viewport internals ----

  /** Members of cluster c still shown (all of them unless a query hides courses). */
  shownIn(c: number): number {
    if (this.hidden) return this.hidden.shownIn(c);
    return this.mask ? this.mask.shownIn(c) : this.clusterCount[c]!;
  }

  isHidden(p: number): boolean {
    if (this.hidden) return this.hidden.isHidden(p);
    return this.mask !== null && this.mask.isHidden(p);
  }

  pointIn(p: number): boolean {
    return !this.isHidden(p) && this.inBox(p);
  }

  /** Whether course p lies inside the bounds, hidden or not. */
  private inBox(p: number): boolean {
    return this.box.holds(p);
  }

  relation(c: number): 0 | 1 | 2 {
    return this.box.relation(c);
  }

  /** Fills outClusters/outCourses/outTotal for `level`; false if more than `cap` markers. */
  private collectMarkers(level: number, cap: number): boolean {
    this.level = level;
    this.markerCap = cap;
    this.outClusters = [];
    this.outCourses = [];
    this.outTotal = 0;
    for (const root of this.roots) if (!this.visit(root, false)) return false;
    return true;
  }

  private visit(node: number, inside: boolean): boolean {
    const n = this.n;
    if (node < n) {
      if (inside ? this.isHidden(node) : !this.pointIn(node)) return true;
      return this.emitCourse(node);
    }
    const c = node - n;
    const rel = this.shownIn(c) === 0 ? 0 : inside ? 2 : this.relation(c);
    if (rel === 0) return true;
    if (this.clusterZoom[c]! >= this.level) {
      // c is one marker at this zoom.
      const count = rel === 2 ? this.shownIn(c) : this.countInside(node);
      if (count === 0) return true;
      if (count === 1) return this.emitCourse(this.firstInside(node));
      const box = this.clusterBox;
      this.outClusters.push({
        clusterId: c,
        lng: this.clusterLng[c]!,
        lat: this.clusterLat[c]!,
        count,
        expansionZoom: this.expansionZoom(c),
        bounds: [box[4 * c]!, box[4 * c + 1]!, box[4 * c + 2]!, box[4 * c + 3]!],
      });
      this.outTotal += count;
      return this.outClusters.length + this.outCourses.length <= this.markerCap;
    }
    // c was formed at a lower zoom: it is split here; look at its children.
    const { children, childOffset } = this;
    for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
      if (!this.visit(children[i]!, rel === 2)) return false;
    }
    return true;
  }

  /**
   * Where the courses of cluster c still shown split into two or more markers: the zoom after the
   * one c was formed at (supercluster's getClusterExpansionZoom), or, when a query leaves courses
   * out, after the one of the first cluster below c with more than one child still shown.
   */
  private expansionZoom(c: number): number {
    const { n, children, childOffset } = this;
    let node = c;
    for (;;) {
      let shown = 0;
      let only = -1;
      for (let i = childOffset[node]!, end = childOffset[node + 1]!; i < end && shown < 2; i++) {
        const child = children[i]!;
        if (child < n ? !this.isHidden(child) : this.shownIn(child - n) > 0) {
          shown++;
          only = child;
        }
      }
      if (shown !== 1 || only < n) return this.clusterZoom[node]! + 1;
      node = only - n;
    }
  }

  private emitCourse(p: number): boolean {
    this.outCourses.push({
      id: this.ids.get(p),
      lng: this.lng[p]!,
      lat: this.lat[p]!,
      membership: this.membershipValues[this.membershipCode[p]!]!,
    });
    this.outTotal++;
    return this.outClusters.length + this.outCourses.length <= this.markerCap;
  }

  private countInside(node: number): number {
    const n = this.n;
    if (node < n) return this.pointIn(node) ? 1 : 0;
    const c = node - n;
    const rel = this.relation(c);
    if (rel !== 1) return rel === 2 ? this.shownIn(c) : 0;
    let count = 0;
    const { children, childOffset } = this;
    for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) count += this.countInside(children[i]!);
    return count;
  }

  /** A course of `node` inside the bounds; -1 if none. */
  private firstInside(node: number): number {
    const n = this.n;
    if (node < n) return this.pointIn(node) ? node : -1;
    const c = node - n;
    if (this.shownIn(c) === 0 || this.relation(c) === 0) return -1;
    const { children, childOffset } = this;
    for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
      const p = this.firstInside(children[i]!);
      if (p >= 0) return p;
    }
    return -1;
  }

  private pageIds(total: number, page: { offset: number; limit: number }): string[] {
    return this.pages.pageIds(total, page, this);
  }
}
