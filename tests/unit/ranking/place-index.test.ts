import { describe, expect, it } from 'vitest';
import { bucketItems, listIndexOf } from '../../../src/features/ranking/lib/place-index';
import type { RankBucket } from '../../../src/shared/domain/ranking/buckets';

const list = (...buckets: (RankBucket | null)[]) => buckets.map((bucket, i) => ({ id: `c${i}`, bucket }));

describe('listIndexOf: a place within a bucket as an index in the whole list', () => {
  const items = list('loved', 'loved', 'fine', 'fine', 'fine', 'disliked');
  it.each([
    ['loved', 0, 0],
    ['loved', 2, 2], // below both loved items, above the first fine one
    ['fine', 0, 2],
    ['fine', 1, 3],
    ['fine', 3, 5],
    ['disliked', 0, 5],
    ['disliked', 1, 6], // the very end
  ] as [RankBucket, number, number][])('%s at %i is list index %i', (bucket, placed, atIndex) => {
    expect(listIndexOf(items, bucket, placed)).toBe(atIndex);
  });

  it('puts the first item of an empty bucket after the buckets above it', () => {
    expect(listIndexOf(list('loved', 'disliked'), 'fine', 0)).toBe(1);
    expect(listIndexOf(list('fine', 'disliked'), 'loved', 0)).toBe(0);
    expect(listIndexOf(list('loved', 'fine'), 'disliked', 0)).toBe(2);
    expect(listIndexOf([], 'fine', 0)).toBe(0);
  });

  it('uses the whole list when it has no sentiment', () => {
    expect(listIndexOf(list(null, null, null), null, 0)).toBe(0);
    expect(listIndexOf(list(null, null, null), null, 3)).toBe(3);
  });

  it('refuses a place outside the bucket, or a list out of bucket order', () => {
    expect(() => listIndexOf(items, 'loved', 3)).toThrow(RangeError);
    expect(() => listIndexOf(items, 'fine', -1)).toThrow(RangeError);
    expect(() => listIndexOf(list('fine', 'loved'), 'fine', 0)).toThrow(RangeError);
  });
});

describe('bucketItems', () => {
  it('gives the items of a bucket and where they start', () => {
    const items = list('loved', 'fine', 'fine', 'disliked');
    expect(bucketItems(items, 'fine')).toEqual({ start: 1, items: [items[1], items[2]] });
    expect(bucketItems(items, 'loved').items.map((i) => i.id)).toEqual(['c0']);
    expect(bucketItems(list('loved'), 'disliked')).toEqual({ start: 1, items: [] });
  });
});
