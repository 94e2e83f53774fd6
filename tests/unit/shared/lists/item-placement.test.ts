import { describe, expect, it } from 'vitest';
import { bandRange, bucketAfterMove, bucketAt, DEFAULT_BUCKET, placeNewItem } from '../../../../src/shared/domain/lists/item-placement';
import type { ItemCounts } from '../../../../src/shared/domain/lists/list-facts';
import type { RankBucket } from '../../../../src/shared/domain/ranking/buckets';

const counts = (loved: number, fine: number, disliked: number, none = 0): ItemCounts => ({ loved, fine, disliked, none });
// [loved, loved, fine, disliked, disliked]
const LIST = counts(2, 1, 2);

describe('bucketAt: the band of a rank, from the counts', () => {
  it.each([
    [-1, null], [0, 'loved'], [1, 'loved'], [2, 'fine'], [3, 'disliked'], [4, 'disliked'], [5, null],
  ] as const)('rank %i is %s', (index, band) => expect(bucketAt(LIST, index)).toBe(band));
  it('has no band in an empty list or an unbanded one', () => {
    expect(bucketAt(counts(0, 0, 0), 0)).toBeNull();
    expect(bucketAt(counts(0, 0, 0, 3), 1)).toBeNull();
  });
});

describe('bandRange', () => {
  it.each([
    ['loved', 0, 2], ['fine', 2, 3], ['disliked', 3, 5],
  ] as const)('%s sits at [%i, %i)', (band, start, end) => expect(bandRange(LIST, band)).toEqual({ start, end }));
  it('puts an empty band where its first item would go', () => {
    expect(bandRange(counts(2, 0, 1), 'fine')).toEqual({ start: 2, end: 2 });
    expect(bandRange(counts(0, 0, 0), 'disliked')).toEqual({ start: 0, end: 0 });
  });
});

describe('placeNewItem', () => {
  it.each<[string, ItemCounts, boolean, RankBucket | undefined, number | undefined, { index: number; bucket: RankBucket | null }]>([
    ['unbanded: at the index asked', counts(0, 0, 0, 3), false, undefined, 1, { index: 1, bucket: null }],
    ['unbanded: the end when no index', counts(0, 0, 0, 3), false, undefined, undefined, { index: 3, bucket: null }],
    ['a band: the end of it by default', LIST, true, 'fine', undefined, { index: 3, bucket: 'fine' }],
    ['a band: an index above it goes to its top', LIST, true, 'fine', 0, { index: 2, bucket: 'fine' }],
    ['a band: an index below it goes to its end', LIST, true, 'loved', 4, { index: 2, bucket: 'loved' }],
    ['a band: inside it, where asked', LIST, true, 'disliked', 4, { index: 4, bucket: 'disliked' }],
    ['an empty band: where it would go', counts(2, 0, 1), true, 'fine', 0, { index: 2, bucket: 'fine' }],
    ['no band, empty list: the default band', counts(0, 0, 0), true, undefined, 0, { index: 0, bucket: DEFAULT_BUCKET }],
    ['no band, at the top: the first item\'s band', LIST, true, undefined, 0, { index: 0, bucket: 'loved' }],
    ['no band: joins the band of the item above', LIST, true, undefined, 2, { index: 2, bucket: 'loved' }],
    ['no band: between fine and disliked, the fine above', LIST, true, undefined, 3, { index: 3, bucket: 'fine' }],
    ['no band, no index: the end, the last band', LIST, true, undefined, undefined, { index: 5, bucket: 'disliked' }],
    ['no band, only disliked items: disliked', counts(0, 0, 2), true, undefined, 0, { index: 0, bucket: 'disliked' }],
  ])('%s', (_what, c, banded, bucket, atIndex, expected) => expect(placeNewItem(c, banded, bucket, atIndex)).toEqual(expected));
});

describe('bucketAfterMove: an item keeps its band unless that would break the order', () => {
  // Others (without the moved item): [loved, loved, fine, disliked, disliked].
  it.each<[RankBucket | null, number, RankBucket | null]>([
    ['fine', 0, 'loved'], // above the loved ones: among them
    ['fine', 2, 'fine'], // between loved and fine: stays
    ['fine', 3, 'fine'], // between fine and disliked: stays
    ['fine', 5, 'disliked'], // below every disliked one
    ['loved', 4, 'disliked'],
    ['disliked', 1, 'loved'],
    ['loved', 2, 'loved'], // the end of the loved band
    [null, 3, null], // unbanded items stay unbanded
  ])('a %s item moved to %i is %s', (own, to, expected) => expect(bucketAfterMove(own, LIST, to)).toBe(expected));
});
