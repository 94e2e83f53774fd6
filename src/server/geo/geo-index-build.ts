/**
 * Building the map index: read the points into typed arrays, rank them, order them along a Hilbert
 * curve, cluster them (cluster-tree.ts) and place the clusters. A generator that yields every few
 * thousand steps, so CourseGeoIndex.buildAsync can give the event loop back; build() just runs it.
 */
import { wrapLng } from './bounds';
import { ClusterTreeBuilder, MAX_CLUSTER_ZOOM } from './cluster-tree';
import { CourseAttributes } from './course-attributes';
import type { CourseGeoIndexOptions, CourseGeoIndexStats, Membership, MapPoint } from './geo-types';
import { idTableSteps, type IdTable } from './id-table';
import { xLng, yLat } from '../../shared/domain/mercator';
import { rankPoints } from './ranking';
import { hilbertOrderSteps } from './spatial-order';

const DEFAULTS: Required<CourseGeoIndexOptions> = { radius: 60, maxClusterZoom: 13, maxMarkers: 500, maxPageSize: 200 };
const YIELD_MASK = 4095; // build yields every 4096 steps (see buildAsync)
const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

/** What a build produces: the courses and the cluster tree, as typed arrays (read-only from then on). */
export interface IndexData {
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
  /** What the map's filters read of each course, in course order. */
  attributes: CourseAttributes;
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

/** The options with their defaults, checked. */
export function resolveOptions(options: CourseGeoIndexOptions | undefined): Required<CourseGeoIndexOptions> {
  const o = { ...DEFAULTS, ...options };
  if (!(o.radius > 0)) throw new RangeError('radius must be > 0');
  if (!Number.isInteger(o.maxClusterZoom) || o.maxClusterZoom < 0 || o.maxClusterZoom > MAX_CLUSTER_ZOOM) {
    throw new RangeError(`maxClusterZoom must be an integer 0..${MAX_CLUSTER_ZOOM}`);
  }
  if (!(o.maxMarkers >= 1)) throw new RangeError('maxMarkers must be >= 1');
  if (!(o.maxPageSize >= 0)) throw new RangeError('maxPageSize must be >= 0');
  return o;
}

/** The whole build as a generator that yields every few thousand steps (see CourseGeoIndex.buildAsync). */
export function* buildIndexSteps(points: Iterable<MapPoint>, options: Required<CourseGeoIndexOptions>): Generator<void, IndexData, void> {
  const started = performance.now();

  // 1. Read the input into typed arrays.
  let capacity = Array.isArray(points) ? Math.max(points.length, 16) : 1024;
  let lng: Float64Array = new Float64Array(capacity);
  let lat: Float64Array = new Float64Array(capacity);
  let prominence: Float64Array = new Float64Array(capacity);
  let membershipCode: Uint8Array = new Uint8Array(capacity);
  let facts: Float64Array = new Float64Array(capacity);
  const countries: (string | null)[] = [];
  const provinces: (string | null)[] = [];
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
      facts = growF64(facts, capacity);
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
    facts[n] = p.facts ?? 0;
    countries.push(p.country ?? null);
    provinces.push(p.province ?? null);
    ids.push(String(p.id));
    n++;
  }
  if (capacity !== n) {
    lng = lng.slice(0, n);
    lat = lat.slice(0, n);
    membershipCode = membershipCode.slice(0, n);
  }

  const attributes = CourseAttributes.fromCodes(n, facts, countries, provinces);
  facts = new Float64Array(0);
  countries.length = 0;
  provinces.length = 0;
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
  return {
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
    attributes,
    options,
    stats: { courses: n, clusters, roots: tree.roots.length, skipped, inputWasRanked, buildMs: performance.now() - started, longestSliceMs: performance.now() - started, phaseMs },
  };
}
