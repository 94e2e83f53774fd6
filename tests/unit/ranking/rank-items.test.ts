import { describe, expect, it } from 'vitest';
import { isFinalError, mentionsPro } from '../../../src/features/ranking/components/rank-flow';
import { placeByInsert, placeInList, rankCardOf, rankTitle } from '../../../src/features/ranking/lib/rank-items';

describe('list items as head-to-head cards', () => {
  const course = { club_name: 'Pebble Beach Golf Links', address: { country: 'United States', province: 'California', city: 'Pebble Beach' }, main_image: 'https://x/p.jpg' };

  it('names holes by the course', () => {
    expect(rankTitle('Pebble Beach Golf Links', 7)).toBe('Hole 7 at Pebble Beach Golf Links');
    expect(rankTitle('Pebble Beach Golf Links', null)).toBe('Pebble Beach Golf Links');
  });

  it('carries the id, the place, the sized picture and the bucket', () => {
    expect(rankCardOf({ _id: 'i1', holeNumber: null, bucket: 'loved', course }, (s) => `${s}?w=400`)).toEqual({
      id: 'i1', title: 'Pebble Beach Golf Links', subtitle: 'California, United States', imageUrl: 'https://x/p.jpg?w=400', bucket: 'loved',
    });
    expect(rankCardOf({ _id: 'i2', holeNumber: 7, bucket: null, course: { ...course, main_image: null, address: {} } })).toEqual({
      id: 'i2', title: 'Hole 7 at Pebble Beach Golf Links', imageUrl: null, bucket: null,
    });
  });
});

describe('where a saved item landed', () => {
  it('reads it from the list as it is now', () => {
    const items = [{ _id: 'a', index: 0, score: 10 }, { _id: 'b', index: 1, score: 8.4 }];
    expect(placeInList(items, 'b')).toEqual({ rank: 2, score: 8.4 });
    expect(placeInList(items, 'c')).toBeNull();
  });

  it('works it out from the list the dialog saw', () => {
    // loved: 3 items; a new loved item second of four: 100 - 33 * 1 / 4 = 91.75 -> 9.2.
    expect(placeByInsert(['loved', 'loved', 'loved', 'fine'], 1, 'loved')).toEqual({ rank: 2, score: 9.2 });
    expect(placeByInsert([], 0, 'fine')).toEqual({ rank: 1, score: 6.6 });
    expect(placeByInsert([null, null], 5, null)).toEqual({ rank: 3, score: null });
  });
});

describe('failed saves', () => {
  it('are final when the server refused them', () => {
    expect(isFinalError({ status: 403 })).toBe(true);
    expect(isFinalError({ status: 409 })).toBe(true);
    expect(isFinalError({ status: 429 })).toBe(false);
    expect(isFinalError({ status: 500 })).toBe(false);
    expect(isFinalError({ status: 0 })).toBe(false);
    expect(isFinalError(new Error('x'))).toBe(false);
    expect(isFinalError(null)).toBe(false);
  });

  it('point to Pro when their message does', () => {
    expect(mentionsPro('Free golfers rank up to 10 items in each list. TPL Pro gives you 5 extra in every list: see /pro.')).toBe(true);
    expect(mentionsPro('This list is full: it holds up to 15 items.')).toBe(false);
    expect(mentionsPro('see /profile')).toBe(false);
  });
});
