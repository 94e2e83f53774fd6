import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { ClusterTreeBuilder, roundDown32, roundUp32, type ClusterTree } from '../../../../src/server/geo/cluster-tree';
import { xLng, yLat } from '../../../../src/shared/domain/mercator';
import { hilbertOrder } from '../../../../src/server/geo/spatial-order';
import { syntheticPoints } from './geo-test-helpers';

function buildTree(lng: Float64Array, lat: Float64Array, order?: Uint32Array): ClusterTree {
  const rank = Uint32Array.from({ length: lng.length }, (_, i) => i);
  const steps = new ClusterTreeBuilder(lng, lat, rank, 60, 13, order).steps();
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}

/** The markers of one zoom, read off the tree: [lng, lat, count]. */
function level(tree: ClusterTree, n: number, lng: Float64Array, lat: Float64Array, zoom: number): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  const visit = (node: number) => {
    if (node < n) {
      out.push([lng[node]!, lat[node]!, 1]);
      return;
    }
    const c = node - n;
    if (tree.zoom[c]! >= zoom) {
      out.push([xLng(tree.centerX[c]!), yLat(tree.centerY[c]!), tree.count[c]!]);
      return;
    }
    for (let i = tree.childOffset[c]!; i < tree.childOffset[c + 1]!; i++) visit(tree.children[i]!);
  };
  for (const r of tree.roots) visit(r);
  return out;
}

describe('ClusterTreeBuilder', () => {
  const points = syntheticPoints(6000, 3);
  const lng = Float64Array.from(points, (p) => p.lng);
  const lat = Float64Array.from(points, (p) => p.lat);

  it('makes the same clusters as supercluster at every zoom', () => {
    const sc = new Supercluster({ radius: 60, extent: 512, maxZoom: 13 });
    sc.load(points.map((p) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] } })));
    const tree = buildTree(lng, lat);
    for (let zoom = 0; zoom <= 14; zoom++) {
      const theirs = sc.getClusters([-180, -90, 180, 90], zoom).map((f) => {
        const [x, y] = f.geometry.coordinates as [number, number];
        const props = f.properties as { point_count?: number };
        return [x, y, props.point_count ?? 1] as [number, number, number];
      });
      const ours = level(tree, points.length, lng, lat, zoom);
      expect(ours.length, `zoom ${zoom}`).toBe(theirs.length);
      const sort = (a: [number, number, number], b: [number, number, number]) => a[2] - b[2] || a[0] - b[0] || a[1] - b[1];
      ours.sort(sort);
      theirs.sort(sort);
      const mismatches = ours.filter((m, i) => {
        const t = theirs[i]!;
        return m[2] !== t[2] || Math.abs(m[0] - t[0]) > 1e-7 || Math.abs(m[1] - t[1]) > 1e-7;
      });
      expect(mismatches, `zoom ${zoom}`).toEqual([]);
    }
  }, 60_000);

  it('keeps counts, children and boxes consistent', () => {
    const tree = buildTree(lng, lat, hilbertOrder(lng, lat, Uint32Array.from(lng, (_, i) => i)));
    const n = lng.length;
    const box = tree.box;
    const seen = new Uint8Array(n + tree.clusters);
    const problems: string[] = [];
    for (let c = 0; c < tree.clusters; c++) {
      let count = 0;
      const kids = tree.children.subarray(tree.childOffset[c]!, tree.childOffset[c + 1]!);
      if (kids.length < 2) problems.push(`cluster ${c} has ${kids.length} children`);
      for (const k of kids) {
        if (seen[k]) problems.push(`node ${k} has two parents`);
        seen[k] = 1;
        let [w, s, e, nn] = [lng[k]!, lat[k]!, lng[k]!, lat[k]!];
        if (k < n) count++;
        else {
          const kc = k - n;
          count += tree.count[kc]!;
          if (tree.zoom[kc]! <= tree.zoom[c]!) problems.push(`child ${kc} formed at zoom ${tree.zoom[kc]} under ${c} at ${tree.zoom[c]}`);
          [w, s, e, nn] = [box[4 * kc]!, box[4 * kc + 1]!, box[4 * kc + 2]!, box[4 * kc + 3]!];
        }
        if (w < box[4 * c]! || s < box[4 * c + 1]! || e > box[4 * c + 2]! || nn > box[4 * c + 3]!) {
          problems.push(`child ${k} outside the box of ${c}`);
        }
      }
      if (tree.count[c] !== count) problems.push(`cluster ${c} counts ${tree.count[c]}, children hold ${count}`);
    }
    for (const r of tree.roots) {
      if (seen[r]) problems.push(`root ${r} has a parent`);
      seen[r] = 1;
    }
    expect(problems).toEqual([]);
    expect(seen.every((v) => v === 1)).toBe(true);
  }, 60_000);

  it('orders points along a Hilbert curve as a permutation', () => {
    const order = hilbertOrder(lng, lat, Uint32Array.from(lng, (_, i) => i));
    expect(new Set(order).size).toBe(lng.length);
  });

  it('rounds boxes outwards to float32', () => {
    for (const v of [0, 1e-50, -1e-50, 0.1, -0.1, 179.99999, -179.99999, 36.568, -37.97]) {
      expect(roundDown32(v)).toBeLessThanOrEqual(v);
      expect(roundUp32(v)).toBeGreaterThanOrEqual(v);
      expect(Math.fround(roundDown32(v))).toBe(roundDown32(v));
      expect(roundUp32(v) - roundDown32(v)).toBeLessThan(Math.abs(v) * 1e-6 + 1e-40);
    }
  });
});
