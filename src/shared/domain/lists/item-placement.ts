/**
 * Where items land in a ranked list, from how many items each band holds. A list keeps its bands in
 * order (every loved item, then the fine ones, then the disliked ones), so the band of any rank
 * follows from the counts alone: no neighbour needs reading.
 */
import { RANK_BUCKETS, type RankBucket } from '../ranking/buckets';
import type { ItemCounts } from './list-facts';
import { totalOf } from './list-facts';

/** The band a new item takes in an empty ranked list, when the golfer gave none: the middle one. */
export const DEFAULT_BUCKET: RankBucket = 'fine';

/** The band of the item at rank `index` (0-based); null past the banded items (or for an unbanded list). */
export function bucketAt(counts: ItemCounts, index: number): RankBucket | null {
  if (index < 0) return null;
  let end = 0;
  for (const b of RANK_BUCKETS) {
    end += counts[b];
    if (index < end) return b;
  }
  return null;
}

/** Ranks [start, end) of a band; an empty band is where its first item would go. */
export function bandRange(counts: ItemCounts, bucket: RankBucket): { start: number; end: number } {
  let start = 0;
  for (const b of RANK_BUCKETS) {
    if (b === bucket) return { start, end: start + counts[b] };
    start += counts[b];
  }
  return { start, end: start };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/**
 * A new item's rank and band. With a band, it stays inside it (an index above the band goes to its
 * top, below it to its end; no index: its end). Without one it lands at `atIndex` (no index: the end
 * of the list) and joins the band of the item just above it (at the top, the band of the first item;
 * in an empty list, DEFAULT_BUCKET). Unbanded lists take no band.
 */
export function placeNewItem(counts: ItemCounts, banded: boolean, bucket: RankBucket | undefined, atIndex: number | undefined): { index: number; bucket: RankBucket | null } {
  const total = totalOf(counts);
  if (!banded) return { index: atIndex ?? total, bucket: null };
  if (bucket) {
    const { start, end } = bandRange(counts, bucket);
    return { index: clamp(atIndex ?? end, start, end), bucket };
  }
  const index = atIndex ?? total;
  return { index, bucket: bucketAt(counts, index > 0 ? index - 1 : 0) ?? DEFAULT_BUCKET };
}

/**
 * The band an item keeps when moved to `toIndex`: its own if that keeps the bands in order, else
 * the band it landed in (a "fine" course dragged among loved ones becomes loved). `others` counts
 * the list without the moved item.
 */
export function bucketAfterMove(own: RankBucket | null, others: ItemCounts, toIndex: number): RankBucket | null {
  if (own === null) return null;
  const order = (b: RankBucket) => RANK_BUCKETS.indexOf(b);
  const above = bucketAt(others, toIndex - 1);
  const below = bucketAt(others, toIndex);
  if (above && order(own) < order(above)) return above;
  if (below && order(own) > order(below)) return below;
  return own;
}
