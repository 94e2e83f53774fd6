/**
 * The courses a map filter keeps, over the cluster tree (issue 34): one byte per course (kept or
 * not) and, per cluster, how many of its members are kept. A viewport query with a mask draws the
 * clusters of the whole catalogue with the kept counts: a cluster left with none is not drawn, one
 * left with one course becomes that course's pin, and counts plus pins still add up to `total`.
 *
 * Built once per filter (the caller keeps recent masks, since a golfer pans and zooms many times
 * under one filter): one pass over the courses and one over the clusters, in index order, which is
 * the order they were formed in (cluster-tree.ts forms a level's clusters from the level below, so
 * a cluster's child clusters always come before it).
 */
import type { IndexData } from './geo-index-build';

export class FilterMask {
  /** Courses kept by the filter. */
  readonly kept: number;
  private readonly keep: Uint8Array;
  private readonly shown: Uint32Array;

  /** `keep[p]` is 1 for a course the filter keeps, 0 otherwise (n entries). */
  constructor(d: Pick<IndexData, 'n' | 'childOffset' | 'children' | 'clusterCount'>, keep: Uint8Array) {
    const steps = FilterMask.fill(d, keep);
    let step = steps.next();
    while (!step.done) step = steps.next();
    this.keep = keep;
    this.shown = step.value.shown;
    this.kept = step.value.kept;
  }

  /** The same mask, built yielding every few thousand clusters. */
  static *steps(d: Pick<IndexData, 'n' | 'childOffset' | 'children' | 'clusterCount'>, keep: Uint8Array): Generator<void, FilterMask, void> {
    const { shown, kept } = yield* FilterMask.fill(d, keep);
    return Object.assign(Object.create(FilterMask.prototype) as FilterMask, { keep, shown, kept });
  }

  private static *fill(d: Pick<IndexData, 'n' | 'childOffset' | 'children' | 'clusterCount'>, keep: Uint8Array): Generator<void, { shown: Uint32Array; kept: number }, void> {
    if (keep.length !== d.n) throw new RangeError(`a mask needs one entry per course (${d.n}), got ${keep.length}`);
    const { n, childOffset, children } = d;
    const clusters = d.clusterCount.length;
    const shown = new Uint32Array(clusters);
    for (let c = 0; c < clusters; c++) {
      if ((c & 0xffff) === 0xffff) yield;
      let count = 0;
      for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
        const child = children[i]!;
        if (child >= n && child - n >= c) throw new Error(`cluster ${c} has a child formed after it (${child - n})`);
        count += child < n ? keep[child]! : shown[child - n]!;
      }
      shown[c] = count;
    }
    let kept = 0;
    for (let p = 0; p < n; p++) kept += keep[p]!;
    return { shown, kept };
  }

  /** Whether the filter leaves course p out. */
  isHidden(p: number): boolean {
    return this.keep[p] === 0;
  }

  /** Members of cluster c the filter keeps. */
  shownIn(c: number): number {
    return this.shown[c]!;
  }
}
