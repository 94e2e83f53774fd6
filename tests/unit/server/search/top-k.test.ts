import { describe, expect, it } from 'vitest';
import { TopK } from '../../../../src/server/search/top-k';

describe('TopK', () => {
  it('keeps the best `capacity` pairs: higher score, then higher prominence, then lower slot (vs sorting everything)', () => {
    let seed = 11;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const prominence = Float32Array.from({ length: 2000 }, () => Math.floor(rand() * 3) / 2);
    const heap = new TopK();
    for (const capacity of [1, 5, 50, 3000]) {
      heap.reset(capacity, prominence);
      const offered: { slot: number; score: number }[] = [];
      let threshold = -Infinity;
      for (let slot = 0; slot < 2000; slot++) {
        const score = Math.floor(rand() * 10) / 10; // many ties
        offered.push({ slot, score });
        if (score >= threshold) threshold = heap.offer(slot, score);
      }
      const expected = offered
        .sort((a, b) => b.score - a.score || prominence[b.slot]! - prominence[a.slot]! || a.slot - b.slot)
        .slice(0, capacity)
        .map((x) => x.slot)
        .sort((a, b) => a - b);
      expect(heap.drain().map((x) => x.slot).sort((a, b) => a - b)).toEqual(expected);
    }
  });
});
