/**
 * How a golfer felt about a ranked course or hole. Adding an item to a ranked list first asks "How
 * was it?"; the answer is its bucket, and a list keeps one order in which every loved item comes
 * first, then the fine ones, then the disliked ones. Lists without sentiment (a bucket list of
 * courses to play) have no buckets: their items carry `null` and form one group.
 */

export const RANK_BUCKETS = ['loved', 'fine', 'disliked'] as const;
export type RankBucket = (typeof RANK_BUCKETS)[number];

export const RANK_BUCKET_LABELS: Record<RankBucket, string> = {
  loved: 'Loved it',
  fine: 'It was fine',
  disliked: "Didn't like it",
};

export function isRankBucket(value: unknown): value is RankBucket {
  return typeof value === 'string' && (RANK_BUCKETS as readonly string[]).includes(value);
}

/**
 * Where a bucket's group sits in a list: loved 0, fine 1, disliked 2. Items without a bucket are one
 * group of their own; in the (unexpected) list that mixes both they would come last.
 */
export function bucketOrder(bucket: RankBucket | null): number {
  return bucket === null ? RANK_BUCKETS.length : RANK_BUCKETS.indexOf(bucket);
}

/** Whether a list's buckets, in rank order, keep their groups together: loved, then fine, then disliked. */
export function isBucketOrdered(buckets: readonly (RankBucket | null)[]): boolean {
  for (let i = 1; i < buckets.length; i++) {
    if (bucketOrder(buckets[i - 1]!) > bucketOrder(buckets[i]!)) return false;
  }
  return true;
}

/**
 * The index range [start, end) where the items of `bucket` sit in a bucket-ordered list (`null`: the
 * items without a bucket, all of a list without sentiment). An empty bucket gives start = end at the
 * place its first item would go: after the groups that come before it.
 * Throws a RangeError for a list that is not bucket-ordered, where no such range exists.
 */
export function bucketRange(buckets: readonly (RankBucket | null)[], bucket: RankBucket | null): { start: number; end: number } {
  if (!isBucketOrdered(buckets)) throw new RangeError('The list is not in bucket order (loved, then fine, then disliked).');
  const order = bucketOrder(bucket);
  let start = 0;
  while (start < buckets.length && bucketOrder(buckets[start]!) < order) start++;
  let end = start;
  while (end < buckets.length && buckets[end] === bucket) end++;
  return { start, end };
}
