/**
 * The bounds of one viewport query, as the map index tests them: whether a course lies inside,
 * and whether a cluster's member box lies outside, across or inside (viewport-query.ts walks the
 * cluster tree with it). A box across the antimeridian is two longitude ranges.
 */
import { normalizeBounds } from './bounds';
import type { Bounds } from './geo-types';

export class ViewportBox {
  private south = -90;
  private north = 90;
  private west1 = -180;
  private east1 = 180;
  private west2 = 0;
  private east2 = -1; // empty second range unless the box crosses the antimeridian

  /** Course coordinates and the cluster member boxes (west, south, east, north; 4 per cluster). */
  constructor(
    private readonly lng: Float64Array,
    private readonly lat: Float64Array,
    private readonly clusterBox: Float32Array,
  ) {}

  set(bounds: Bounds): void {
    const b = normalizeBounds(bounds);
    this.south = b.south;
    this.north = b.north;
    const [first, second] = b.lngRanges;
    this.west1 = first![0];
    this.east1 = first![1];
    this.west2 = second ? second[0] : 0;
    this.east2 = second ? second[1] : -1;
  }

  /** Whether course p lies inside the bounds. */
  holds(p: number): boolean {
    const la = this.lat[p]!;
    if (la < this.south || la > this.north) return false;
    const lo = this.lng[p]!;
    return (lo >= this.west1 && lo <= this.east1) || (lo >= this.west2 && lo <= this.east2);
  }

  /** 0: cluster c has no member box overlap with the bounds; 1: overlaps; 2: lies inside. */
  relation(c: number): 0 | 1 | 2 {
    const box = this.clusterBox;
    const k = 4 * c;
    const w = box[k]!;
    const s = box[k + 1]!;
    const e = box[k + 2]!;
    const nn = box[k + 3]!;
    if (nn < this.south || s > this.north) return 0;
    const latInside = s >= this.south && nn <= this.north;
    let overlaps = false;
    if (e >= this.west1 && w <= this.east1) {
      if (latInside && w >= this.west1 && e <= this.east1) return 2;
      overlaps = true;
    }
    if (e >= this.west2 && w <= this.east2) {
      if (latInside && w >= this.west2 && e <= this.east2) return 2;
      overlaps = true;
    }
    return overlaps ? 1 : 0;
  }
}
