/**
 * From a placement within a bucket to a place in the whole list. The head-to-head search works among
 * the items of one bucket (0 = above its best item); the list stores one order, loved items first,
 * then fine, then disliked, so the new item's index in the list is where its bucket starts plus its
 * index within the bucket.
 */
import { bucketRange, type RankBucket } from '../../../shared/domain/ranking/buckets';

/** The items of `bucket` in a list in rank order, and where they start (`null`: a list without sentiment, all of it). */
export function bucketItems<T extends { bucket: RankBucket | null }>(items: readonly T[], bucket: RankBucket | null): { start: number; items: T[] } {
  const { start, end } = bucketRange(items.map((i) => i.bucket), bucket);
  return { start, items: items.slice(start, end) };
}

/**
 * The index in the whole list for a new item of `bucket` placed at `placedIndex` among that
 * bucket's items (0..their count). Throws a RangeError for an index outside the bucket.
 */
export function listIndexOf(items: ReadonlyArray<{ bucket: RankBucket | null }>, bucket: RankBucket | null, placedIndex: number): number {
  const { start, end } = bucketRange(items.map((i) => i.bucket), bucket);
  if (!Number.isInteger(placedIndex) || placedIndex < 0 || placedIndex > end - start) {
    throw new RangeError(`placedIndex must be a whole number from 0 to ${end - start}, not ${placedIndex}`);
  }
  return start + placedIndex;
}
