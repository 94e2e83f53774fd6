/**
 * Nearest courses for the map index: a best-first walk of the cluster tree by great-circle distance,
 * a cluster keyed by the smallest haversine value to its member box (great-circle.ts), a course by
 * its own; the first `limit` courses popped are the nearest, and their key is their distance.
 */
import { wrapLng } from './bounds';
import type { IndexData } from './geo-index-build';
import type { NearestCourse } from './geo-types';
import { haverSinDist, haverSinDistToBox, haverSinToKm } from './great-circle';
import type { IdTable } from './id-table';
import { MinHeap } from './min-heap';

export class NearestQuery {
  private readonly n: number;
  private readonly ids: IdTable;
  private readonly lng: Float64Array;
  private readonly lat: Float64Array;
  private readonly clusterBox: Float32Array;
  private readonly childOffset: Uint32Array;
  private readonly children: Uint32Array;
  private readonly roots: Uint32Array;
  private readonly heap = new MinHeap();

  constructor(d: IndexData) {
    this.n = d.n;
    this.ids = d.ids;
    this.lng = d.lng;
    this.lat = d.lat;
    this.clusterBox = d.clusterBox;
    this.childOffset = d.childOffset;
    this.children = d.children;
    this.roots = d.roots;
  }

  /**
   * The `limit` courses nearest to (lng, lat), nearest first, leaving out `excludeIds`, each with its
   * great-circle distance in km (haversine on a sphere of EARTH_RADIUS_KM, not rounded): the same
   * figure as haversineKm() of src/shared/domain/geo.ts, up to floating-point rounding.
   */
  nearest(lng: number, lat: number, limit: number, excludeIds?: ReadonlySet<string>): NearestCourse[] {
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

  private nodeDistance(node: number, lng: number, lat: number, cosLat: number): number {
    if (node < this.n) return haverSinDist(lng, lat, cosLat, this.lng[node]!, this.lat[node]!);
    const k = 4 * (node - this.n);
    const box = this.clusterBox;
    return haverSinDistToBox(lng, lat, cosLat, box[k]!, box[k + 1]!, box[k + 2]!, box[k + 3]!);
  }
}
