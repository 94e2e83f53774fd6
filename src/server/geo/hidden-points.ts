/**
 * Courses left out of one viewport query (the golfer's played courses under the map's "not yet
 * played" filter), so that clusters count only the courses still shown and a cluster left with
 * one course turns into its pin.
 *
 * Built once per index: each node's parent in the cluster tree. Per query: the hidden courses are
 * found by walking down the tree along the cluster boxes that hold their position (no id lookup
 * table, which would cost memory for every course; the courses found are remembered, since the
 * same golfer's courses come again with every map move), and every cluster above a hidden course
 * counts it once. Queries are synchronous, so one set of scratch arrays serves them all;
 * `clear()` resets only what `hide()` touched.
 *
 * Under a map filter (`FilterMask`, issue 34) the courses hidden are taken from those it keeps:
 * a course the filter already leaves out is not counted twice.
 */
import { wrapLng } from './bounds';
import type { FilterMask } from './filter-mask';
import type { IndexData } from './geo-index-build';

const NONE = 0xffffffff;
/** Golfers' played courses are looked up again on every map move: remember up to this many. */
const MEMO_MAX = 200_000;

export interface HiddenCourse {
  id: string;
  lng: number;
  lat: number;
}

export class HiddenPoints {
  private readonly n: number;
  private readonly parent: Uint32Array;
  private readonly hiddenPoint: Uint8Array;
  private readonly hiddenIn: Uint32Array;
  private readonly touchedPoints: number[] = [];
  private readonly touchedClusters: number[] = [];
  private readonly stack: number[] = [];
  /** Where each course asked about lies (-1: not in this index); cleared when it grows past MEMO_MAX. */
  private readonly located = new Map<string, number>();
  /** The filter of the query in progress, if any: hidden courses are counted among those it keeps. */
  private mask: FilterMask | null = null;

  constructor(private readonly d: IndexData) {
    this.n = d.n;
    const clusters = d.clusterCount.length;
    this.parent = new Uint32Array(d.n + clusters).fill(NONE);
    for (let c = 0; c < clusters; c++) {
      for (let i = d.childOffset[c]!, end = d.childOffset[c + 1]!; i < end; i++) this.parent[d.children[i]!] = d.n + c;
    }
    this.hiddenPoint = new Uint8Array(d.n);
    this.hiddenIn = new Uint32Array(clusters);
  }

  /** The point index of a course (-1: not in this index), remembered. */
  indexOf(c: HiddenCourse): number {
    let p = this.located.get(c.id);
    if (p === undefined) {
      p = this.locate(c);
      if (this.located.size >= MEMO_MAX) this.located.clear();
      this.located.set(c.id, p);
    }
    return p;
  }

  /** The filter hide() and the counts are taken under (null: none). Set before hide(), reset after the query. */
  filterBy(mask: FilterMask | null): void {
    this.mask = mask;
  }

  /** Hides these courses until clear(); unknown ones are skipped. Answers how many were found. */
  hide(courses: readonly HiddenCourse[]): number {
    let found = 0;
    for (const c of courses) {
      const p = this.indexOf(c);
      if (p < 0 || this.hiddenPoint[p] || this.mask?.isHidden(p)) continue;
      found++;
      this.hiddenPoint[p] = 1;
      this.touchedPoints.push(p);
      for (let node = this.parent[p]!; node !== NONE; node = this.parent[node]!) {
        const k = node - this.n;
        if (this.hiddenIn[k] === 0) this.touchedClusters.push(k);
        this.hiddenIn[k]! += 1;
      }
    }
    return found;
  }

  clear(): void {
    for (const p of this.touchedPoints) this.hiddenPoint[p] = 0;
    for (const k of this.touchedClusters) this.hiddenIn[k] = 0;
    this.touchedPoints.length = 0;
    this.touchedClusters.length = 0;
  }

  isHidden(p: number): boolean {
    return this.hiddenPoint[p] === 1 || (this.mask !== null && this.mask.isHidden(p));
  }

  /** The courses of cluster c still shown. */
  shownIn(c: number): number {
    return (this.mask ? this.mask.shownIn(c) : this.d.clusterCount[c]!) - this.hiddenIn[c]!;
  }

  /** The point index of a course: down the tree through the clusters whose box holds it. */
  private locate({ id, lng, lat }: HiddenCourse): number {
    const { n, d, stack } = this;
    // As the build stores it: one meridian, one value.
    const x = lng <= -180 || lng > 180 ? wrapLng(lng) : lng;
    stack.length = 0;
    for (const r of d.roots) stack.push(r);
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node < n) {
        if (d.lng[node] === x && d.lat[node] === lat && d.ids.get(node) === id) return node;
        continue;
      }
      const k = 4 * (node - n);
      const box = d.clusterBox;
      if (x < box[k]! || lat < box[k + 1]! || x > box[k + 2]! || lat > box[k + 3]!) continue;
      for (let i = d.childOffset[node - n]!, end = d.childOffset[node - n + 1]!; i < end; i++) stack.push(d.children[i]!);
    }
    return -1;
  }
}
