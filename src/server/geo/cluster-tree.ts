/**
 * Supercluster's clustering (supercluster 8, ISC, Mapbox), rebuilt on typed arrays, keeping the
 * whole cluster tree instead of one list per zoom.
 *
 * Same algorithm, same results: points are projected to the unit Web Mercator square and rounded
 * to float32; from maxZoom down to 0, the entries (courses and clusters) of the level below are
 * visited in order, and each unvisited entry absorbs every unvisited entry within
 * radius / (512 * 2^zoom), the new cluster sitting at the count-weighted centre. The one
 * difference is how neighbours are found: a grid of cells one radius wide, sorted by counting sort,
 * instead of a KD-tree rebuilt per zoom (cluster-grid.ts). The distance test is the same (float32
 * coordinates, same arithmetic), so the same entries merge; only the order in which a cluster's
 * members are summed differs, which can move a centre by a rounding error.
 *
 * Output: node numbers 0..n-1 are the input points, n + c is cluster c. Each cluster records the
 * zoom it was formed at (it shows as one marker from the zoom its parent formed at + 1 up to that
 * zoom, and splits at zoom + 1), its children (the entries it merged), its member count, the
 * lng/lat box of its members and the best (lowest) rank among them.
 */
import { CHUNK, NeighbourGrid } from './cluster-grid';
import { latY, lngX, TILE_SIZE } from '../../shared/domain/mercator';

export interface ClusterTree {
  clusters: number;
  /** Weighted centre in unit Mercator, as supercluster computes it. */
  centerX: Float64Array;
  centerY: Float64Array;
  count: Uint32Array;
  zoom: Uint8Array;
  minRank: Uint32Array;
  /**
   * west, south, east, north (degrees) of the members, 4 per cluster, as float32 rounded outwards:
   * never smaller than the true box, so pruning by it stays exact.
   */
  box: Float32Array;
  /** Children of cluster c: children[childOffset[c] .. childOffset[c + 1]). */
  childOffset: Uint32Array;
  children: Uint32Array;
  /** The entries left at zoom 0 (or when a single entry remains). */
  roots: Uint32Array;
}

/** Largest maxZoom accepted (grid buffers grow as 2^zoom). */
export const MAX_CLUSTER_ZOOM = 18;

/** Entries clustered per step of the generator; a step is well under a millisecond. */
const STEP = 4096;

export class ClusterTreeBuilder {
  private readonly n: number;
  private readonly lng: Float64Array;
  private readonly lat: Float64Array;
  private readonly rank: Uint32Array;
  private readonly radius: number;
  private readonly maxZoom: number;
  private readonly order0: Uint32Array | undefined;

  // The entries of the current level. The next level is written over them in place: entry i
  // yields at most one next entry, at an index <= i, and entries after i are only read.
  private readonly lx: Float64Array;
  private readonly ly: Float64Array;
  private readonly lnode: Uint32Array;
  private readonly lcount: Uint32Array;
  private len: number;
  private next = 0;
  private readonly visited: Uint8Array;

  /** Neighbour search over the current level. */
  private readonly grid: NeighbourGrid;

  // The tree.
  private readonly centerX: Float64Array;
  private readonly centerY: Float64Array;
  private readonly count: Uint32Array;
  private readonly zoom: Uint8Array;
  private readonly minRank: Uint32Array;
  private readonly box: Float32Array;
  private readonly childOffset: Uint32Array;
  private readonly children: Uint32Array;
  private clusters = 0;
  private childPos = 0;

  /**
   * @param rank of each point (lower = more notable); kept as each cluster's best rank.
   * @param order the order in which the points are visited at the first zoom (default: input
   *   order, as supercluster). The greedy result depends on it.
   */
  constructor(lng: Float64Array, lat: Float64Array, rank: Uint32Array, radius: number, maxZoom: number, order?: Uint32Array) {
    const n = lng.length;
    if (order && order.length !== n) throw new RangeError('order must list every point once');
    this.order0 = order;
    this.n = n;
    this.lng = lng;
    this.lat = lat;
    this.rank = rank;
    this.radius = radius;
    this.maxZoom = maxZoom;
    this.lx = new Float64Array(n);
    this.ly = new Float64Array(n);
    this.lnode = new Uint32Array(n);
    this.lcount = new Uint32Array(n);
    this.visited = new Uint8Array(n);
    this.len = n;
    this.grid = new NeighbourGrid(n, radius, maxZoom);
    const capacity = Math.max(n - 1, 1); // each cluster merges at least two entries
    this.centerX = new Float64Array(capacity);
    this.centerY = new Float64Array(capacity);
    this.count = new Uint32Array(capacity);
    this.zoom = new Uint8Array(capacity);
    this.minRank = new Uint32Array(capacity);
    this.box = new Float32Array(4 * capacity);
    this.childOffset = new Uint32Array(capacity + 1);
    this.children = new Uint32Array(n + capacity);
  }

  /** Runs the whole build, yielding every few thousand entries. */
  *steps(): Generator<void, ClusterTree, void> {
    const order = this.order0;
    for (let i = 0; i < this.n; i++) {
      if ((i & CHUNK) === CHUNK) yield;
      const p = order ? order[i]! : i;
      this.lx[i] = Math.fround(lngX(this.lng[p]!));
      this.ly[i] = Math.fround(latY(this.lat[p]!));
      this.lnode[i] = p;
      this.lcount[i] = 1;
    }
    for (let z = this.maxZoom; z >= 0 && this.len > 1; z--) {
      yield* this.grid.build(z, this.lx, this.ly, this.len);
      this.next = 0;
      this.visited.fill(0, 0, this.len);
      for (let start = 0; start < this.len; start += STEP) {
        this.clusterRange(z, start, Math.min(start + STEP, this.len));
        yield;
      }
      this.len = this.next;
    }
    return this.result();
  }

  private clusterRange(z: number, start: number, end: number): void {
    const r = this.radius / (TILE_SIZE * 2 ** z);
    const { n, lx, ly, lnode, lcount, visited, lng, lat, rank, box, minRank, children, grid } = this;
    let m = this.next;
    for (let i = start; i < end; i++) {
      if (visited[i]) continue;
      visited[i] = 1;
      const x = lx[i]!;
      const y = ly[i]!;
      const numFound = grid.within(i, x, y, r);
      const found = grid.found;
      const count0 = lcount[i]!;
      let total = count0;
      for (let j = 0; j < numFound; j++) {
        const k = found[j]!;
        if (!visited[k]) total += lcount[k]!;
      }
      if (total === count0) {
        lx[m] = x;
        ly[m] = y;
        lnode[m] = lnode[i]!;
        lcount[m] = count0;
        m++;
        continue;
      }
      // Merge entry i and its unvisited neighbours into a new cluster c.
      const c = this.clusters++;
      let childPos = this.childPos;
      let wx = x * count0;
      let wy = y * count0;
      const seed = lnode[i]!;
      children[childPos++] = seed;
      let west: number, south: number, east: number, north: number, best: number;
      if (seed < n) {
        west = east = lng[seed]!;
        south = north = lat[seed]!;
        best = rank[seed]!;
      } else {
        const b = 4 * (seed - n);
        west = box[b]!;
        south = box[b + 1]!;
        east = box[b + 2]!;
        north = box[b + 3]!;
        best = minRank[seed - n]!;
      }
      for (let j = 0; j < numFound; j++) {
        const k = found[j]!;
        if (visited[k]) continue;
        visited[k] = 1;
        const kc = lcount[k]!;
        wx += lx[k]! * kc;
        wy += ly[k]! * kc;
        const node = lnode[k]!;
        children[childPos++] = node;
        if (node < n) {
          const lo = lng[node]!;
          const la = lat[node]!;
          if (lo < west) west = lo;
          if (lo > east) east = lo;
          if (la < south) south = la;
          if (la > north) north = la;
          if (rank[node]! < best) best = rank[node]!;
        } else {
          const b = 4 * (node - n);
          if (box[b]! < west) west = box[b]!;
          if (box[b + 1]! < south) south = box[b + 1]!;
          if (box[b + 2]! > east) east = box[b + 2]!;
          if (box[b + 3]! > north) north = box[b + 3]!;
          if (minRank[node - n]! < best) best = minRank[node - n]!;
        }
      }
      const b = 4 * c;
      box[b] = roundDown32(west);
      box[b + 1] = roundDown32(south);
      box[b + 2] = roundUp32(east);
      box[b + 3] = roundUp32(north);
      minRank[c] = best;
      this.count[c] = total;
      this.zoom[c] = z;
      this.childOffset[c + 1] = childPos;
      this.childPos = childPos;
      const cxv = wx / total;
      const cyv = wy / total;
      this.centerX[c] = cxv;
      this.centerY[c] = cyv;
      lx[m] = cxv;
      ly[m] = cyv;
      lnode[m] = n + c;
      lcount[m] = total;
      m++;
    }
    this.next = m;
  }

  private result(): ClusterTree {
    const c = this.clusters;
    return {
      clusters: c,
      centerX: this.centerX.slice(0, c),
      centerY: this.centerY.slice(0, c),
      count: this.count.slice(0, c),
      zoom: this.zoom.slice(0, c),
      minRank: this.minRank.slice(0, c),
      box: this.box.slice(0, 4 * c),
      childOffset: this.childOffset.slice(0, c + 1),
      children: this.children.slice(0, this.childPos),
      roots: this.lnode.slice(0, this.len),
    };
  }
}

const F32 = new Float32Array(1);
const I32 = new Int32Array(F32.buffer);

/** The largest float32 <= v. */
export function roundDown32(v: number): number {
  const f = Math.fround(v);
  if (f <= v) return f;
  F32[0] = f;
  if (f > 0) I32[0]!--;
  else if (f < 0) I32[0]!++;
  else return -1.401298464324817e-45;
  return F32[0]!;
}

/** The smallest float32 >= v. */
export function roundUp32(v: number): number {
  return -roundDown32(-v);
}
