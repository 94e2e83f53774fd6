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
 */
import { normalizeBounds, wrapLng } from './bounds';
import { ClusterTreeBuilder, MAX_CLUSTER_ZOOM } from './cluster-tree';
import { haverSinDist, haverSinDistToBox, haverSinToKm } from './great-circle';
import { idTableSteps, type IdTable } from './id-table';
import { xLng, yLat } from './mercator';
import { MinHeap } from './min-heap';
import { rankPoints } from './ranking';
import { hilbertOrderSteps } from './spatial-order';

export type Membership = 'PUBLIC' | 'PRIVATE' | 'LIMITED';
/** prominence: higher = more notable (famous courses first in card pages). */
export interface MapPoint { id: string; lng: number; lat: number; membership: Membership; prominence: number }
/** Degrees; west > east means the box crosses the antimeridian; west=-180, east=180 = whole world. */
export interface Bounds { south: number; west: number; north: number; east: number }
/**
 * count: members of this cluster inside the queried bounds (so counts + courses = total).
 * expansionZoom: the zoom at which this cluster splits (for click-to-zoom).
 * clusterId: stable for one built index; a rebuild may renumber clusters.
 */
export interface ClusterMarker { clusterId: number; lng: number; lat: number; count: number; expansionZoom: number }
export interface CourseMarker { id: string; lng: number; lat: number; membership: Membership }
export interface ViewportResult { clusters: ClusterMarker[]; courses: CourseMarker[]; total: number; pageIds: string[] }
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

const DEFAULTS: Required<CourseGeoIndexOptions> = { radius: 60, maxClusterZoom: 13, maxMarkers: 500, maxPageSize: 200 };
const MAX_MAP_ZOOM = 22;
const YIELD_MASK = 4095; // build yields every 4096 steps (see buildAsync)
const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

interface IndexData {
  n: number;
  ids: IdTable;
  lng: Float64Array;
  lat: Float64Array;
  membershipCode: Uint8Array;
  membershipValues: Membership[];
  rank: Uint32Array;
  byRank: Uint32Array;
  clusterLng: Float64Array;
  clusterLat: Float64Array;
  clusterCount: Uint32Array;
  clusterZoom: Uint8Array;
  clusterMinRank: Uint32Array;
  /** west, south, east, north of the members, 4 per cluster (float32, rounded outwards). */
  clusterBox: Float32Array;
  /** children of cluster c are children[childOffset[c] .. childOffset[c + 1]). */
  childOffset: Uint32Array;
  /** node numbers: 0..n-1 courses, n + c clusters. */
  children: Uint32Array;
  roots: Uint32Array;
  options: Required<CourseGeoIndexOptions>;
  stats: CourseGeoIndexStats;
}

function growF64(a: Float64Array, size: number): Float64Array {
  const b = new Float64Array(size);
  b.set(a);
  return b;
}

function growU8(a: Uint8Array, size: number): Uint8Array {
  const b = new Uint8Array(size);
  b.set(a);
  return b;
}

function resolveOptions(options: CourseGeoIndexOptions | undefined): Required<CourseGeoIndexOptions> {
  const o = { ...DEFAULTS, ...options };
  if (!(o.radius > 0)) throw new RangeError('radius must be > 0');
  if (!Number.isInteger(o.maxClusterZoom) || o.maxClusterZoom < 0 || o.maxClusterZoom > MAX_CLUSTER_ZOOM) {
    throw new RangeError(`maxClusterZoom must be an integer 0..${MAX_CLUSTER_ZOOM}`);
  }
  if (!(o.maxMarkers >= 1)) throw new RangeError('maxMarkers must be >= 1');
  if (!(o.maxPageSize >= 0)) throw new RangeError('maxPageSize must be >= 0');
  return o;
}

export class CourseGeoIndex {
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
  /** Facts about the build, for logs. */
  readonly stats: Readonly<CourseGeoIndexStats>;

  // Per-query scratch (queries are synchronous, so one set per index is enough).
  private readonly heap = new MinHeap();
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

  private constructor(d: IndexData) {
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
    this.stats = d.stats;
  }

  /** Builds synchronously (blocks the event loop: ~0.1 s at 40,000 courses, a few s at 1,000,000). */
  static build(points: Iterable<MapPoint>, options?: CourseGeoIndexOptions): CourseGeoIndex {
    const steps = CourseGeoIndex.buildSteps(points, resolveOptions(options));
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
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
    const steps = CourseGeoIndex.buildSteps(points, resolveOptions(options));
    let sliceStart = performance.now();
    let longest = 0;
    for (;;) {
      const step = steps.next();
      const now = performance.now();
      if (step.done) {
        (step.value.stats as CourseGeoIndexStats).longestSliceMs = Math.max(longest, now - sliceStart);
        return step.value;
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

  /**
   * Markers and a card page for one viewport. `zoom` is MapLibre's (fractional, clamped 0..22);
   * clusters are those of floor(zoom) (none above maxClusterZoom). total = courses inside the
   * bounds; pageIds = those courses by prominence desc, then id asc, sliced [offset, offset+limit).
   */
  query(bounds: Bounds, zoom: number, page: { offset: number; limit: number }): ViewportResult {
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

  /** Ids of the `limit` courses nearest to (lng, lat) by great-circle distance, nearest first. */
  nearest(lng: number, lat: number, limit: number, excludeIds?: ReadonlySet<string>): string[] {
    return this.nearestWithDistance(lng, lat, limit, excludeIds).map((c) => c.id);
  }

  /** As nearest(), with the great-circle distance in km. */
  nearestWithDistance(lng: number, lat: number, limit: number, excludeIds?: ReadonlySet<string>): NearestCourse[] {
    const out: NearestCourse[] = [];
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) return out;
    const want = Math.min(Math.floor(limit), this.n);
    if (!(want > 0)) return out;
    const qLat = Math.min(Math.max(lat, -90), 90);
    const qLng = wrapLng(lng);
    const cosLat = Math.cos((qLat * Math.PI) / 180);
    const { n, ids, children, childOffset } = this;
    const heap = this.heap;
    heap.clear();
    for (const node of this.roots) heap.push(this.nodeDistance(node, qLng, qLat, cosLat), node);
    while (heap.size > 0 && out.length < want) {
      const key = heap.peekKey();
      const node = heap.pop();
      if (node < n) {
        const id = ids.get(node);
        if (excludeIds?.has(id)) continue;
        out.push({ id, distanceKm: haverSinToKm(key) });
        continue;
      }
      const c = node - n;
      for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
        const child = children[i]!;
        heap.push(this.nodeDistance(child, qLng, qLat, cosLat), child);
      }
    }
    heap.clear();
    return out;
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

  private pointIn(p: number): boolean {
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
      if (!inside && !this.pointIn(node)) return true;
      return this.emitCourse(node);
    }
    const c = node - n;
    const rel = inside ? 2 : this.relation(c);
    if (rel === 0) return true;
    if (this.clusterZoom[c]! >= this.level) {
      // c is one marker at this zoom.
      const count = rel === 2 ? this.clusterCount[c]! : this.countInside(node);
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
    if (rel !== 1) return rel === 2 ? this.clusterCount[c]! : 0;
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
    if (this.relation(c) === 0) return -1;
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
        if (inside || (child < n ? this.pointIn(child) : this.relation(child - n) !== 0)) {
          heap.push(this.nodeMinRank(child), child);
        }
      }
    }
    heap.clear();
    return out;
  }

  private nodeDistance(node: number, lng: number, lat: number, cosLat: number): number {
    if (node < this.n) return haverSinDist(lng, lat, cosLat, this.lng[node]!, this.lat[node]!);
    const k = 4 * (node - this.n);
    const box = this.clusterBox;
    return haverSinDistToBox(lng, lat, cosLat, box[k]!, box[k + 1]!, box[k + 2]!, box[k + 3]!);
  }

  // ---- build ----

  /** The whole build as a generator that yields every few thousand steps (see buildAsync). */
  private static *buildSteps(points: Iterable<MapPoint>, options: Required<CourseGeoIndexOptions>): Generator<void, CourseGeoIndex, void> {
    const started = performance.now();

    // 1. Read the input into typed arrays.
    let capacity = Array.isArray(points) ? Math.max(points.length, 16) : 1024;
    let lng: Float64Array = new Float64Array(capacity);
    let lat: Float64Array = new Float64Array(capacity);
    let prominence: Float64Array = new Float64Array(capacity);
    let membershipCode: Uint8Array = new Uint8Array(capacity);
    const ids: string[] = [];
    const membershipValues: Membership[] = [];
    const membershipCodes = new Map<Membership, number>();
    let n = 0;
    let skipped = 0;
    let step = 0;
    for (const p of points) {
      if ((++step & YIELD_MASK) === 0) yield;
      const la = p.lat;
      let lo = p.lng;
      if (!Number.isFinite(lo) || !Number.isFinite(la) || la < -90 || la > 90) {
        skipped++;
        continue;
      }
      if (lo <= -180 || lo > 180) lo = wrapLng(lo); // one meridian, one value: -180 is stored as 180
      if (n === capacity) {
        capacity *= 2;
        lng = growF64(lng, capacity);
        lat = growF64(lat, capacity);
        prominence = growF64(prominence, capacity);
        membershipCode = growU8(membershipCode, capacity);
      }
      let code = membershipCodes.get(p.membership);
      if (code === undefined) {
        code = membershipValues.length;
        if (code > 255) throw new RangeError('more than 256 distinct membership values');
        membershipValues.push(p.membership);
        membershipCodes.set(p.membership, code);
      }
      lng[n] = lo;
      lat[n] = la;
      const prom = Number(p.prominence);
      prominence[n] = Number.isNaN(prom) ? Number.NEGATIVE_INFINITY : prom;
      membershipCode[n] = code;
      ids.push(String(p.id));
      n++;
    }
    if (capacity !== n) {
      lng = lng.slice(0, n);
      lat = lat.slice(0, n);
      membershipCode = membershipCode.slice(0, n);
    }

    const phaseMs = { read: performance.now() - started, rank: 0, order: 0, cluster: 0 };
    let phaseStart = performance.now();

    // 2. Rank: prominence desc, then id asc (the database's courses_prominence_idx order).
    const { rank, byRank, inputWasRanked } = yield* rankPoints(prominence, ids);
    const idsTable = yield* idTableSteps(ids); // UUIDs packed: the strings can go once the caller drops its rows
    prominence = new Float64Array(0);
    yield;
    phaseMs.rank = performance.now() - phaseStart;
    phaseStart = performance.now();

    // 3. Cluster, zoom by zoom from maxClusterZoom down to 0, as supercluster does, visiting the
    // courses along a Hilbert curve (see spatial-order.ts).
    const order = yield* hilbertOrderSteps(lng, lat, rank);
    phaseMs.order = performance.now() - phaseStart;
    yield;
    phaseStart = performance.now();
    const tree = yield* new ClusterTreeBuilder(lng, lat, rank, options.radius, options.maxClusterZoom, order).steps();
    phaseMs.cluster = performance.now() - phaseStart;

    // 4. Cluster positions in degrees (rounded to ~1 m: shorter JSON).
    const clusters = tree.clusters;
    const clusterLng = new Float64Array(clusters);
    const clusterLat = new Float64Array(clusters);
    for (let c = 0; c < clusters; c++) {
      if ((c & 0xffff) === 0xffff) yield;
      clusterLng[c] = round5(xLng(tree.centerX[c]!));
      clusterLat[c] = round5(yLat(tree.centerY[c]!));
    }
    return new CourseGeoIndex({
      n,
      ids: idsTable,
      lng,
      lat,
      membershipCode,
      membershipValues,
      rank,
      byRank,
      clusterLng,
      clusterLat,
      clusterCount: tree.count,
      clusterZoom: tree.zoom,
      clusterMinRank: tree.minRank,
      clusterBox: tree.box,
      childOffset: tree.childOffset,
      children: tree.children,
      roots: tree.roots,
      options,
      stats: { courses: n, clusters, roots: tree.roots.length, skipped, inputWasRanked, buildMs: performance.now() - started, longestSliceMs: performance.now() - started, phaseMs },
    });
  }
}
