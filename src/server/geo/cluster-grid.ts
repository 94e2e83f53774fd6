/**
 * The neighbour search of cluster-tree.ts: a grid of cells a little over one cluster radius wide over
 * the entries of one level, sorted by counting sort (by column, then row), so that the entries within
 * the radius of an entry are found among the cells around it without a KD-tree. The distance test is
 * supercluster's (candidates at float32 coordinates, as KDBush stores them), so the same entries merge.
 */
import { TILE_SIZE } from '../../shared/domain/mercator';

/** Simple passes give the event loop a chance every 65,536 items. */
export const CHUNK = 0xffff;

export class NeighbourGrid {
  private readonly radius: number;
  private readonly fx: Float32Array;
  private readonly fy: Float32Array;
  private readonly cellY: Uint32Array; // by entry
  private readonly tmp: Uint32Array;
  private readonly order: Uint32Array; // sorted position -> entry
  private readonly pos: Uint32Array; // entry -> sorted position
  private readonly sortedX: Uint32Array; // sorted position -> cell column
  private readonly upStart: Uint32Array; // sorted position -> first candidate in the row above
  private readonly downStart: Uint32Array; // sorted position -> first candidate in the row below
  private readonly bucket: Uint32Array;
  private readonly rowStart: Uint32Array;
  /** The entries found by the last within() (grown as needed: read it after each call). */
  found: Uint32Array;

  /** For up to n entries and zooms up to maxZoom (the finest grid). */
  constructor(n: number, radius: number, maxZoom: number) {
    this.radius = radius;
    this.fx = new Float32Array(n);
    this.fy = new Float32Array(n);
    this.cellY = new Uint32Array(n);
    this.tmp = new Uint32Array(n);
    this.order = new Uint32Array(n);
    this.pos = new Uint32Array(n);
    this.sortedX = new Uint32Array(n);
    this.upStart = new Uint32Array(n);
    this.downStart = new Uint32Array(n);
    this.found = new Uint32Array(1024);
    const maxGrid = Math.floor(1 / this.cellSize(maxZoom)) + 2;
    this.bucket = new Uint32Array(maxGrid + 2);
    this.rowStart = new Uint32Array(maxGrid + 2);
  }

  private cellSize(zoom: number): number {
    // A little over the radius: two entries within the radius of each other are never two cells
    // apart, even counting the float32 rounding of the centre (< 1e-7 in the unit square).
    return this.radius / (TILE_SIZE * 2 ** zoom) + 1e-7;
  }

  /**
   * Sorts the `len` entries at (lx, ly) into a grid of cells a radius wide (counting sort by
   * column, then row) and, by merging neighbouring rows, notes for every entry where its
   * candidates in the rows above and below start: a neighbour search then needs no search at all.
   */
  *build(zoom: number, lx: Float64Array, ly: Float64Array, len: number): Generator<void, void, void> {
    const inv = 1 / this.cellSize(zoom);
    const size = Math.floor(inv) + 2; // cells per side; x, y in [0, 1]; the last row stays empty
    const { fx, fy, cellY, tmp, order, pos, sortedX, upStart, downStart, bucket, rowStart } = this;
    for (let i = 0; i < len; i++) {
      if ((i & CHUNK) === CHUNK) yield;
      fx[i] = lx[i]!; // float32, as KDBush stores them in supercluster
      fy[i] = ly[i]!;
      cellY[i] = Math.floor(fy[i]! * inv);
    }
    yield;
    bucket.fill(0, 0, size + 1);
    for (let i = 0; i < len; i++) bucket[Math.floor(fx[i]! * inv) + 1]!++;
    for (let k = 1; k <= size; k++) bucket[k]! += bucket[k - 1]!;
    yield;
    for (let i = 0; i < len; i++) {
      if ((i & CHUNK) === CHUNK) yield;
      tmp[bucket[Math.floor(fx[i]! * inv)]!++] = i;
    }
    yield;
    bucket.fill(0, 0, size + 1);
    for (let i = 0; i < len; i++) bucket[cellY[i]! + 1]!++;
    for (let k = 1; k <= size; k++) bucket[k]! += bucket[k - 1]!;
    rowStart.set(bucket.subarray(0, size + 1));
    rowStart[size + 1] = len;
    yield;
    for (let p = 0; p < len; p++) {
      if ((p & CHUNK) === CHUNK) yield;
      const e = tmp[p]!;
      order[bucket[cellY[e]!]!++] = e;
    }
    yield;
    for (let p = 0; p < len; p++) {
      if ((p & CHUNK) === CHUNK) yield;
      const e = order[p]!;
      pos[e] = p;
      sortedX[p] = Math.floor(fx[e]! * inv);
    }
    yield;
    let done = 0;
    for (let row = 0; row < size - 1; row++) {
      const a0 = rowStart[row]!;
      const a1 = rowStart[row + 1]!;
      if (a0 === a1) continue;
      if ((done += a1 - a0) > CHUNK) {
        done = 0;
        yield;
      }
      // Row below (row + 1; exists, maybe empty, as the last row is always empty).
      let q = a1;
      let qEnd = rowStart[row + 2]!;
      for (let p = a0; p < a1; p++) {
        const g = sortedX[p]! - 1;
        while (q < qEnd && sortedX[q]! < g) q++;
        downStart[p] = q;
      }
      // Row above.
      q = row > 0 ? rowStart[row - 1]! : a0;
      qEnd = a0;
      for (let p = a0; p < a1; p++) {
        const g = sortedX[p]! - 1;
        while (q < qEnd && sortedX[q]! < g) q++;
        upStart[p] = q;
      }
    }
  }

  /**
   * Writes to `found` the entries within r of entry i (including i); returns how many. (qx, qy) is
   * entry i's position as given to build(); candidates are compared at their float32 copies.
   */
  within(i: number, qx: number, qy: number, r: number): number {
    const r2 = r * r;
    const { rowStart, sortedX, pos, upStart, downStart } = this;
    const p = pos[i]!;
    const row = this.cellY[i]!;
    const g0 = sortedX[p]! - 1;
    const g1 = g0 + 2;
    // Same row: step back over the cells to the left, then scan.
    let start = p;
    const rowFirst = rowStart[row]!;
    while (start > rowFirst && sortedX[start - 1]! >= g0) start--;
    let count = this.scan(start, rowStart[row + 1]!, g1, qx, qy, r2, 0);
    if (row > 0) count = this.scan(upStart[p]!, rowFirst, g1, qx, qy, r2, count);
    return this.scan(downStart[p]!, rowStart[row + 2]!, g1, qx, qy, r2, count);
  }

  private scan(from: number, end: number, maxCol: number, qx: number, qy: number, r2: number, count: number): number {
    const { sortedX, order, fx, fy } = this;
    let found = this.found;
    for (let q = from; q < end && sortedX[q]! <= maxCol; q++) {
      const e = order[q]!;
      const dx = fx[e]! - qx;
      const dy = fy[e]! - qy;
      if (dx * dx + dy * dy <= r2) {
        if (count === found.length) found = this.growFound();
        found[count++] = e;
      }
    }
    return count;
  }

  private growFound(): Uint32Array {
    const bigger = new Uint32Array(this.found.length * 2);
    bigger.set(this.found);
    this.found = bigger;
    return bigger;
  }
}
