/**
 * The score shown beside a ranked item, from its place in its list.
 *
 * Each bucket owns a score band:
 *
 *   bucket     top   floor
 *   loved     10.0    6.7
 *   fine       6.6    3.4
 *   disliked   3.3    0.0
 *
 * An item at 0-based index i among the n items of its bucket scores
 *
 *   score = top - (top - floor) * i / n,  rounded to one decimal: Math.round(score * 10) / 10
 *
 * So the first item of a bucket always scores the bucket's top (the first loved course is 10.0; a
 * course alone in its bucket gets the top), scores never increase down the list, and no bucket's
 * scores overlap another's: i / n < 1, so the floor itself is never reached before rounding, and
 * since the floor is a whole number of tenths, rounding never takes a score below it.
 *
 * The arithmetic runs in whole tenths (33 - 33 * i / n rather than 3.3 - 3.3 * i / n): 3.3 has no
 * exact binary form, and the 6th of 6 disliked items would score 3.3 - 3.3 * 5 / 6 = 0.5499999…,
 * rounding to 0.5 instead of 0.6 (0.55 rounded half up).
 * Lists without sentiment (bucket null) show no scores.
 */
import { RANK_BUCKETS, type RankBucket } from './buckets';

/** Each bucket's band in tenths: [top, floor]. */
const BANDS_IN_TENTHS: Record<RankBucket, readonly [top: number, floor: number]> = {
  loved: [100, 67],
  fine: [66, 34],
  disliked: [33, 0],
};

/** A bucket's band as scores: the top (its first item's score) and the floor no item goes below. */
export function scoreBand(bucket: RankBucket): { top: number; floor: number } {
  const [top, floor] = BANDS_IN_TENTHS[bucket];
  return { top: top / 10, floor: floor / 10 };
}

/** The score of the item at 0-based `indexInBucket` among the `bucketSize` items of `bucket`. */
export function itemScore(bucket: RankBucket, indexInBucket: number, bucketSize: number): number {
  if (!Number.isInteger(bucketSize) || bucketSize < 1) throw new RangeError(`bucketSize must be a whole number from 1, not ${bucketSize}`);
  if (!Number.isInteger(indexInBucket) || indexInBucket < 0 || indexInBucket >= bucketSize) {
    throw new RangeError(`indexInBucket must be a whole number from 0 to ${bucketSize - 1}, not ${indexInBucket}`);
  }
  const [top, floor] = BANDS_IN_TENTHS[bucket];
  return Math.round(top - ((top - floor) * indexInBucket) / bucketSize) / 10;
}

/**
 * The scores of a list's items, given their buckets in rank order: each item is scored by its place
 * among the items of its own bucket. Items without a bucket score null.
 */
export function scoresOf(buckets: readonly (RankBucket | null)[]): (number | null)[] {
  const sizes = new Map<RankBucket, number>(RANK_BUCKETS.map((b) => [b, 0]));
  for (const b of buckets) if (b !== null) sizes.set(b, sizes.get(b)! + 1);
  const seen = new Map<RankBucket, number>(RANK_BUCKETS.map((b) => [b, 0]));
  return buckets.map((b) => {
    if (b === null) return null;
    const index = seen.get(b)!;
    seen.set(b, index + 1);
    return itemScore(b, index, sizes.get(b)!);
  });
}

/** A score as shown: always one decimal ("10.0", "8.4", "0.0"). */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
