/**
 * The best-first walks of the map index by rank (prominence desc, then id): the card pages of a
 * viewport and the courses of a cluster. A page costs about (offset + limit) x depth, never a sort
 * of the courses in view. The viewport query says which courses and clusters are in view
 * (`InView`); the walks keep their own heap, reused from query to query.
 */
import type { IndexData } from './geo-index-build';
import { MinHeap } from './min-heap';

/** What the query in progress shows: its bounds and the courses it leaves out. */
export interface InView {
  pointIn(p: number): boolean;
  relation(c: number): 0 | 1 | 2;
  isHidden(p: number): boolean;
  shownIn(c: number): number;
}

export class ViewportPages {
  private readonly heap = new MinHeap();

  constructor(private readonly d: IndexData) {}

  /** Ids of the courses of a cluster, most notable first, at most `limit`; empty for an unknown clusterId. */
  clusterLeaves(clusterId: number, limit: number): string[] {
    const out: string[] = [];
    const { n, ids, children, childOffset, clusterCount, clusterMinRank } = this.d;
    if (!Number.isInteger(clusterId) || clusterId < 0 || clusterId >= clusterCount.length || !(limit > 0)) return out;
    const heap = this.heap;
    heap.clear();
    heap.push(clusterMinRank[clusterId]!, n + clusterId);
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

  /** The `total` courses in view by rank, sliced [offset, offset + limit) (limit capped by maxPageSize). */
  pageIds(total: number, page: { offset: number; limit: number }, view: InView): string[] {
    const { n, ids, children, childOffset, byRank, roots, options } = this.d;
    const offset = Number.isFinite(page.offset) ? Math.max(0, Math.floor(page.offset)) : 0;
    const limit = Number.isFinite(page.limit) ? Math.min(Math.max(0, Math.floor(page.limit)), options.maxPageSize) : 0;
    const want = Math.min(total, offset + limit);
    const out: string[] = [];
    if (offset >= want) return out;
    if (total === n) {
      // Every course is inside: the global ranking is the answer.
      for (let r = offset; r < want; r++) out.push(ids.get(byRank[r]!));
      return out;
    }
    const heap = this.heap;
    heap.clear();
    for (const root of roots) {
      if (root < n ? view.pointIn(root) : view.relation(root - n) !== 0) heap.push(this.nodeMinRank(root), root);
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
      const inside = view.relation(c) === 2;
      for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
        const child = children[i]!;
        const shown = child < n ? !view.isHidden(child) : view.shownIn(child - n) > 0;
        if (shown && (inside || (child < n ? view.pointIn(child) : view.relation(child - n) !== 0))) {
          heap.push(this.nodeMinRank(child), child);
        }
      }
    }
    heap.clear();
    return out;
  }

  private nodeMinRank(node: number): number {
    const { n, rank, clusterMinRank } = this.d;
    return node < n ? rank[node]! : clusterMinRank[node - n]!;
  }
}
