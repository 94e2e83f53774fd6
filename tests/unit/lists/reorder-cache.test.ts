import { describe, expect, it } from 'vitest';
import { landingBucket, movedInList, withoutItem, withPlaces } from '../../../src/features/lists/lib/reorder-cache';
import { item, list, order } from './list-factories';

// a, b loved; c, d fine; e disliked
const fife = () => list([item('a', 'loved'), item('b', 'loved'), item('c', 'fine'), item('d', 'fine'), item('e', 'disliked')]);

describe('the bucket a moved item lands in (the server rule)', () => {
  it.each([
    ['fine', 'loved', 'fine', 'fine'],
    ['fine', 'loved', 'loved', 'loved'],
    ['loved', 'fine', 'disliked', 'fine'],
    ['disliked', null, 'loved', 'loved'],
    ['loved', 'disliked', null, 'disliked'],
    ['fine', null, null, 'fine'],
  ] as const)('own %s between %s and %s -> %s', (own, above, below, expected) => {
    expect(landingBucket(own, above, below)).toBe(expected);
  });

  it('items without sentiment stay without', () => {
    expect(landingBucket(null, 'loved', 'fine')).toBeNull();
  });
});

describe('moving an item in the cached list', () => {
  it('reorders, renumbers and rescores every item', () => {
    const moved = movedInList(fife(), 'b', 0);
    expect(order(moved)).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(moved.items.map((i) => i.index)).toEqual([0, 1, 2, 3, 4]);
    expect(moved.items.map((i) => i.score)).toEqual([10, 8.4, 6.6, 5, 3.3]);
  });

  it('takes the band it lands in: a fine course dragged to the top becomes loved and the scores follow', () => {
    const moved = movedInList(fife(), 'c', 0);
    expect(order(moved)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(moved.items.map((i) => i.bucket)).toEqual(['loved', 'loved', 'loved', 'fine', 'disliked']);
    expect(moved.items.map((i) => i.score)).toEqual([10, 8.9, 7.8, 6.6, 3.3]);
  });

  it('a loved course dragged to the bottom becomes disliked', () => {
    const moved = movedInList(fife(), 'a', 4);
    expect(order(moved)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(moved.items.at(-1)!.bucket).toBe('disliked');
    expect(moved.items.at(-1)!.score).toBe(1.7);
  });

  it('keeps its bucket on a band boundary where it still fits', () => {
    // d (fine) to index 2 lands between b (loved) and c (fine): the top of the fine band, still fine.
    expect(movedInList(fife(), 'd', 2).items[2]).toMatchObject({ _id: 'd', bucket: 'fine' });
  });

  it('leaves the list alone for an unknown item, the same place, or an index out of range', () => {
    const l = fife();
    expect(movedInList(l, 'zz', 1)).toBe(l);
    expect(movedInList(l, 'b', 1)).toBe(l);
    expect(movedInList(l, 'b', 5)).toBe(l);
    expect(movedInList(l, 'b', -1)).toBe(l);
  });

  it('does not touch the list it was given', () => {
    const l = fife();
    const before = structuredClone(l);
    movedInList(l, 'e', 0);
    expect(l).toEqual(before);
  });

  it('lists without sentiment only renumber', () => {
    const bucketList = list([item('a', null), item('b', null), item('c', null)], { type: 'bucket_list', usesBuckets: false });
    const moved = movedInList(bucketList, 'c', 0);
    expect(order(moved)).toEqual(['c', 'a', 'b']);
    expect(moved.items.map((i) => [i.index, i.bucket, i.score])).toEqual([[0, null, null], [1, null, null], [2, null, null]]);
  });
});

describe("applying the server's answer", () => {
  it("sets the bucket the server gave the moved item and rescores", () => {
    const optimistic = movedInList(fife(), 'c', 1); // guessed loved
    const answered = withPlaces(optimistic, [{ _id: 'c', index: 1, bucket: 'fine' }]);
    expect(order(answered)).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(answered.items[1]).toMatchObject({ bucket: 'fine' });
  });

  it('moves an item the cache still had elsewhere', () => {
    const answered = withPlaces(fife(), [{ _id: 'e', index: 0, bucket: 'loved' }]);
    expect(order(answered)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(answered.items.map((i) => i.score)).toEqual([10, 8.9, 7.8, 6.6, 5]);
  });

  it("places both items of a swap", () => {
    const answered = withPlaces(fife(), [{ _id: 'a', index: 4, bucket: 'disliked' }, { _id: 'e', index: 0, bucket: 'loved' }]);
    expect(order(answered)).toEqual(['e', 'b', 'c', 'd', 'a']);
  });
});

describe('removing an item from the cached list', () => {
  it('renumbers, rescores and counts', () => {
    const removed = withoutItem(fife(), 'a');
    expect(order(removed)).toEqual(['b', 'c', 'd', 'e']);
    expect(removed.itemCount).toBe(4);
    expect(removed.items.map((i) => [i.index, i.score])).toEqual([[0, 10], [1, 6.6], [2, 5], [3, 3.3]]);
  });
});
