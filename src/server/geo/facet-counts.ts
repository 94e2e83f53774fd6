/**
 * The map's facets (issue 34): for membership, type, fee band and holes, how many courses in a
 * viewport have each value, counted under every active filter but the facet's own (the usual
 * faceted-search rule: a chip shows what choosing it would give).
 *
 * How: a course counts for a facet when it fails no filter but, possibly, that facet's own
 * (`countsForFacet`, on the failed-filter bits CourseAttributes.failures answers). Built once per
 * filter, bottom-up over the cluster tree in index order (child clusters come first, filter-mask.ts),
 * the 14 counts of every cluster; only those of clusters of BIG courses or more are kept (each zoom
 * level partitions the courses, so at most n / BIG per level). A viewport walks the tree as the
 * markers do: a big cluster inside the bounds adds its counts, a smaller one or one across the edge
 * is walked down to its courses. So a viewport costs its edge, never the courses inside it.
 */
import { FILTER_KEYS, filterBit, MAP_HOLES, type FilterKey } from '../../shared/domain/courses/course-filter';
import { CLUB_MEMBERSHIPS, COURSE_TYPES } from '../../shared/domain/enums';
import type { MapFacets } from '../../shared/contracts/bounded-courses.contract';
import type { IndexData } from './geo-index-build';
import type { Bounds } from './geo-types';
import { ViewportBox } from './viewport-box';

/** Clusters of this many courses or more keep their counts. */
export const BIG = 256;

const FEES = ['$', '$$', '$$$'] as const;
/** Where each facet's counts start in a cluster's 14: membership, type, fee band, holes. */
const AT = { membership: 0, type: CLUB_MEMBERSHIPS.length, fee: CLUB_MEMBERSHIPS.length + COURSE_TYPES.length, holes: CLUB_MEMBERSHIPS.length + COURSE_TYPES.length + FEES.length };
const SLOTS = AT.holes + MAP_HOLES.length;
/** Slot of a holes value among MAP_HOLES (-1: other). */
const HOLES_SLOT = new Int8Array(256).fill(-1);
MAP_HOLES.forEach((h, i) => (HOLES_SLOT[h] = i));
/** Bits a facet's course may fail and still count for it, and those it may not. */
const excused = (facet: FilterKey) => ~filterBit(facet) & 0xffff;
const EXCUSE = { membership: excused('membership'), type: excused('type'), fee: excused('fee'), holes: excused('holes') };
if (FILTER_KEYS.length > 15) throw new Error('failed-filter bits must fit below OUT_OF_SCOPE');

/** Per IndexData: which clusters keep counts (their row among the kept counts, -1 for none). */
const bigRows = new WeakMap<IndexData, { row: Int32Array; rows: number }>();
function bigRowsOf(d: IndexData): { row: Int32Array; rows: number } {
  let found = bigRows.get(d);
  if (!found) {
    const row = new Int32Array(d.clusterCount.length).fill(-1);
    let rows = 0;
    for (let c = 0; c < row.length; c++) if (d.clusterCount[c]! >= BIG) row[c] = rows++;
    bigRows.set(d, (found = { row, rows }));
  }
  return found;
}

export class FacetCounts {
  private readonly n: number;
  private readonly row: Int32Array;
  /** SLOTS counts per big cluster. */
  private readonly kept: Uint32Array;
  private readonly box: ViewportBox;
  private readonly out = new Float64Array(SLOTS);
  private readonly membership: Uint8Array;
  private readonly type: Uint8Array;
  private readonly feeBand: Uint8Array;
  private readonly holes: Uint8Array;

  /** `failed`: per course, the filters it fails (CourseAttributes.failures). Use build() or steps(). */
  private constructor(private readonly d: IndexData, private readonly failed: Uint16Array) {
    const { membership, type, feeBand, holes } = d.attributes.facetCodes;
    this.n = d.n;
    this.membership = membership;
    this.type = type;
    this.feeBand = feeBand;
    this.holes = holes;
    this.box = new ViewportBox(d.lng, d.lat, d.clusterBox);
    const { row, rows } = bigRowsOf(d);
    this.row = row;
    this.kept = new Uint32Array(rows * SLOTS);
  }

  static build(d: IndexData, failed: Uint16Array): FacetCounts {
    const steps = FacetCounts.steps(d, failed);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** The build, yielding every few thousand clusters. */
  static *steps(d: IndexData, failed: Uint16Array): Generator<void, FacetCounts, void> {
    const counts = new FacetCounts(d, failed);
    if (counts.kept.length === 0) return counts;
    // Every cluster's counts, children first; only the big ones' are kept.
    const { n, childOffset, children } = d;
    const clusters = d.clusterCount.length;
    const all = new Uint32Array(clusters * SLOTS);
    yield;
    for (let c = 0; c < clusters; c++) {
      if ((c & 0x3fff) === 0x3fff) yield;
      const at = c * SLOTS;
      for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) {
        const child = children[i]!;
        if (child < n) {
          counts.addCourse(child, all, at);
        } else {
          const from = (child - n) * SLOTS;
          for (let s = 0; s < SLOTS; s++) all[at + s]! += all[from + s]!;
        }
      }
      const r = counts.row[c]!;
      if (r >= 0) counts.kept.set(all.subarray(at, at + SLOTS), r * SLOTS);
    }
    return counts;
  }

  /** The facets of the courses inside `bounds`. */
  count(bounds: Bounds): MapFacets {
    this.out.fill(0);
    this.box.set(bounds);
    for (const root of this.d.roots) this.visit(root, false);
    const o = this.out;
    const of = <K extends string>(keys: readonly K[], at: number) => Object.fromEntries(keys.map((k, i) => [k, o[at + i]!])) as Record<K, number>;
    return {
      membership: of(CLUB_MEMBERSHIPS, AT.membership),
      type: of(COURSE_TYPES, AT.type),
      fee: of(FEES, AT.fee),
      holes: of(['9', '18', '27', '36'] as const, AT.holes),
    };
  }

  private visit(node: number, inside: boolean): void {
    const n = this.n;
    if (node < n) {
      if (inside || this.box.holds(node)) this.addCourse(node, this.out, 0);
      return;
    }
    const c = node - n;
    const rel = inside ? 2 : this.box.relation(c);
    if (rel === 0) return;
    const r = this.row[c]!;
    if (rel === 2 && r >= 0) {
      const k = this.kept;
      for (let s = 0, at = r * SLOTS; s < SLOTS; s++) this.out[s]! += k[at + s]!;
      return;
    }
    const { children, childOffset } = this.d;
    for (let i = childOffset[c]!, end = childOffset[c + 1]!; i < end; i++) this.visit(children[i]!, rel === 2);
  }

  /** Course p's part of each facet's counts, added to into[at ..]. */
  private addCourse(p: number, into: Float64Array | Uint32Array, at: number): void {
    const failed = this.failed[p]!;
    if (failed & EXCUSE.membership && failed & EXCUSE.type && failed & EXCUSE.fee && failed & EXCUSE.holes) return;
    const m = this.membership[p]!;
    if (m > 0 && (failed & EXCUSE.membership) === 0) into[at + AT.membership + m - 1]! += 1;
    const t = this.type[p]!;
    if (t > 0 && (failed & EXCUSE.type) === 0) into[at + AT.type + t - 1]! += 1;
    const f = this.feeBand[p]!;
    if (f > 0 && (failed & EXCUSE.fee) === 0) into[at + AT.fee + f - 1]! += 1;
    const h = HOLES_SLOT[this.holes[p]!]!;
    if (h >= 0 && (failed & EXCUSE.holes) === 0) into[at + AT.holes + h]! += 1;
  }
}
