/**
 * Viewport queries and card pages of the map index (see course-geo-index.ts for the design): walk
 * the cluster tree from the top, pruning by each cluster's member box, to collect the markers of a
 * zoom inside a box; page the courses in view best-first by rank; list a cluster's courses.
 * Holds the built arrays (read-only) and the per-query scratch; queries are synchronous, so one
 * set of scratch per index is enough.
 */
import { normalizeBounds } from './bounds';
import type { IndexData } from './geo-index-build';
import type { Bounds, ClusterMarker, CourseGeoIndexOptions, CourseMarker, Membership, ViewportResult } from './geo-types';
import { HiddenPoints, type HiddenCourse } from './hidden-points';
import type { IdTable } from './id-table';
import { MinHeap } from './min-heap';

const MAX_MAP_ZOOM = 22;

export class ViewportQuery {
  private readonly n: number;
  private readonly ids: IdTable;
  private readonly lng: Float64Array;
  private readonly lat: Float64Array;
  private readonly membershipCode: Uint8Array;
  private readonly membershipValues: Membership[];
  private readonly rank: Uint32Array;
  private readonly byRank: Uint32Array;
  private readonly clusterLng: Float64Array;
  private readonly clusterLat: Float64Array;
  private readonly clusterCount: Uint32Array;
  private readonly clusterZoom: Uint8Array;
  private readonly clusterMinRank: Uint32Array;
  private readonly clusterBox: Float32Array;
  private readonly childOffset: Uint32Array;
  private readonly children: Uint32Array;
  private readonly roots: Uint32Array;
  private readonly options: Required<CourseGeoIndexOptions>;

  // Per-query scratch.
  private readonly heap = new MinHeap();
  /** Made on the first query that hides courses (most indexes never get one), then kept. */
  private hiddenPoints: HiddenPoints | null = null;
  /** Set only while such a query runs: other queries pay one null check, no lookups. */
  private hidden: HiddenPoints | null = null;
  private readonly data: IndexData;
  private boxSouth = -90;
  private boxNorth = 90;
  private boxWest1 = -180;
  private boxEast1 = 180;
  private boxWest2 = 0;
  private boxEast2 = -1; // empty second range unless the box crosses the antimeridian
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
    this.rank = d.rank;
    this.byRank = d.byRank;
    this.clusterLng = d.clusterLng;
    this.clusterLat = d.clusterLat;
    this.clusterCount = d.clusterCount;
    this.clusterZoom = d.clusterZoom;
    this.clusterMinRank = d.clusterMinRank;
    this.clusterBox = d.clusterBox;
    this.childOffset = d.childOffset;
    this.children = d.children;
    this.roots = d.roots;
    this.options = d.options;
    this.data = d;
  }

  /**
   * Markers and a card page for one viewport. `zoom` is MapLibre's (fractional, clamped 0..22);
   * clusters are those of floor(zoom) (none above maxClusterZoom). total = courses inside the
   * bounds; pageIds = those courses by prominence desc, then id asc, sliced [offset, offset+limit).
   * `hide` leaves courses out as if they were not in the index (clusters count the rest).
   */
  query(bounds: Bounds, zoom: number, page: { offset: number; limit: number }, hide: readonly HiddenCourse[] = []): ViewportResult {
    if (hide.length === 0) return this.run(bounds, zoom, page);
    const hidden = (this.hiddenPoints ??= new HiddenPoints(this.data));
    hidden.hide(hide);
    this.hidden = hidden;
    try {
      return this.run(bounds, zoom, page);
    } finally {
      this.hidden = null;
      hidden.clear();
    }
  }

  private run(bounds: Bounds, zoom: number, page: { offset: number; limit: number }): ViewportResult {
    this.setBox(bounds);
    const z = Number.isFinite(zoom) ? Math.min(Math.max(zoom, 0), MAX_MAP_ZOOM) : 0;
    let level = Math.min(Math.floor(z), this.options.maxClusterZoom + 1);
    while (!this.collectMarkers(level, level > 0 ? this.options.maxMarkers : Number.POSITIVE_INFINITY)) level--;
    const clusters = this.outClusters;
    const courses = this.outCourses;
    const total = this.outTotal;
    this.outClusters = [];
    this.outCourses = [];
    return { clusters, courses, total, pageIds: this.pageIds(total, page) };
  }

  /**
   * Ids of the courses in a cluster (all of them, not only those in some bounds), most notable
   * first, at most `limit`. Empty for an unknown clusterId.
   */
  clusterLeaves(clusterId: number, limit = Number.POSITIVE_INFINITY): string[] {
    const out: string[] = [];
    if (!Number.isInteger(clusterId) || clusterId < 0 || clusterId >= this.clusterCount.length || !(limit > 0)) return out;
    const { n, ids, children, childOffset } = this;
    const heap = this.heap;
    heap.clear();
    heap.push(this.clusterMinRank[clusterId]!, n + clusterId);
    while (heap.size > 0 && out.length < limit) {
      const node = heap.pop();
      if (node < n) {
        out.push(ids.get(node));
        continue;
      }
      const c = node - n;
      for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
        const child = children[i]!;
        heap.push(this.nodeMinRank(child), child);
      }
    }
    heap.clear();
    return out;
  }

  // ---- viewport internals ----

  private setBox(bounds: Bounds): void {
    const b = normalizeBounds(bounds);
    this.boxSouth = b.south;
    this.boxNorth = b.north;
    const [first, second] = b.lngRanges;
    this.boxWest1 = first![0];
    this.boxEast1 = first![1];
    this.boxWest2 = second ? second[0] : 0;
    this.boxEast2 = second ? second[1] : -1;
  }

  /** Members of cluster c still shown (all of them unless a query hides courses). */
  private shownIn(c: number): number {
    return this.hidden ? this.hidden.shownIn(c) : this.clusterCount[c]!;
  }

  private isHidden(p: number): boolean {
    return this.hidden !== null && this.hidden.isHidden(p);
  }

  private pointIn(p: number): boolean {
    if (this.isHidden(p)) return false;
    const la = this.lat[p]!;
    if (la < this.boxSouth || la > this.boxNorth) return false;
    const lo = this.lng[p]!;
    return (lo >= this.boxWest1 && lo <= this.boxEast1) || (lo >= this.boxWest2 && lo <= this.boxEast2);
  }

  /** 0: cluster c has no member box overlap with the bounds; 1: overlaps; 2: lies inside. */
  private relation(c: number): 0 | 1 | 2 {
    const box = this.clusterBox;
    const k = 4 * c;
    const w = box[k]!;
    const s = box[k + 1]!;
    const e = box[k + 2]!;
    const nn = box[k + 3]!;
    if (nn < this.boxSouth || s > this.boxNorth) return 0;
    const latInside = s >= this.boxSouth && nn <= this.boxNorth;
    let overlaps = false;
    if (e >= this.boxWest1 && w <= this.boxEast1) {
      if (latInside && w >= this.boxWest1 && e <= this.boxEast1) return 2;
      overlaps = true;
    }
    if (e >= this.boxWest2 && w <= this.boxEast2) {
      if (latInside && w >= this.boxWest2 && e <= this.boxEast2) return 2;
      overlaps = true;
    }
    return overlaps ? 1 : 0;
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
      this.outClusters.push({
        clusterId: c,
        lng: this.clusterLng[c]!,
        lat: this.clusterLat[c]!,
        count,
        expansionZoom: this.clusterZoom[c]! + 1,
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

  private nodeMinRank(node: number): number {
    return node < this.n ? this.rank[node]! : this.clusterMinRank[node - this.n]!;
  }

  private pageIds(total: number, page: { offset: number; limit: number }): string[] {
    const offset = Number.isFinite(page.offset) ? Math.max(0, Math.floor(page.offset)) : 0;
    const limit = Number.isFinite(page.limit) ? Math.min(Math.max(0, Math.floor(page.limit)), this.options.maxPageSize) : 0;
    const want = Math.min(total, offset + limit);
    const out: string[] = [];
    if (offset >= want) return out;
    const { n, ids } = this;
    if (total === n) {
      // Every course is inside: the global ranking is the answer.
      for (let r = offset; r < want; r++) out.push(ids.get(this.byRank[r]!));
      return out;
    }
    const heap = this.heap;
    const { children, childOffset } = this;
    heap.clear();
    for (const root of this.roots) {
      if (root < n ? this.pointIn(root) : this.relation(root - n) !== 0) heap.push(this.nodeMinRank(root), root);
    }
    let seen = 0;
    while (heap.size > 0) {
      const node = heap.pop();
      if (node < n) {
        if (seen++ >= offset) out.push(ids.get(node));
        if (seen >= want) break;
        continue;
      }
      const c = node - n;
      const inside = this.relation(c) === 2;
      for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
        const child = children[i]!;
        const shown = child < n ? !this.isHidden(child) : this.shownIn(child - n) > 0;
        if (shown && (inside || (child < n ? this.pointIn(child) : this.relation(child - n) !== 0))) {
          heap.push(this.nodeMinRank(child), child);
        }
      }
    }
    heap.clear();
    return out;
  }
}
