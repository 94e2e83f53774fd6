import { describe, expect, it } from 'vitest';
import { marksOf, marksSignature } from '../../../src/features/golfer-map/lib/golfer-marks';

const me = (played: string[], wish: string[][], watch: string[][]) => ({
  playedCourses: played,
  wishlists: wish.map((courses, i) => ({ _id: `w${i}`, name: `W${i}`, courses })),
  watchlists: watch.map((courses, i) => ({ _id: `v${i}`, name: `V${i}`, courses })),
});

describe('golfer marks', () => {
  it('collects the played ids and the ids of every list of each kind', () => {
    const m = marksOf(me(['a'], [['b'], ['c', 'b']], [['d']]));
    expect([...m.played]).toEqual(['a']);
    expect([...m.wishlist].sort()).toEqual(['b', 'c']);
    expect([...m.watchlist]).toEqual(['d']);
  });

  it('signs the set of marked courses whatever the order, and changes when one is added or removed', () => {
    const a = marksSignature(marksOf(me(['a', 'b'], [['c']], [])));
    expect(marksSignature(marksOf(me(['b', 'a'], [['c']], [])))).toBe(a);
    expect(marksSignature(marksOf(me(['a', 'b'], [['c', 'd']], [])))).not.toBe(a);
    expect(marksSignature(marksOf(me(['a'], [['c']], [])))).not.toBe(a);
    expect(marksSignature(marksOf(me(['ab'], [['c']], [])))).not.toBe(marksSignature(marksOf(me(['a'], [['bc']], []))));
  });
});
