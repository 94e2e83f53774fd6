import { describe, expect, it } from 'vitest';
import { matchText, monthBars, pageCount, progressPercent, progressText } from '../../../src/features/my-lie/lib/my-lie-text';

describe('My Lie: completion, match and month texts', () => {
  it('says progress as "3 of 12" with a bar that shows a start and only fills when complete', () => {
    expect(progressText(3, 12)).toBe('3 of 12');
    expect(progressPercent(3, 12)).toBe(25);
    expect(progressPercent(1, 1000)).toBe(2);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(12, 12)).toBe(100);
    expect(progressPercent(0, 12)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('words a match', () => {
    expect(matchText(0.918, 5)).toBe('92% match · 5 shared courses');
    expect(matchText(0.1, 1)).toBe('10% match · 1 shared course');
  });

  it('scales month bars to the busiest month', () => {
    const bars = monthBars([0, 2, 4, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(bars).toHaveLength(12);
    expect(bars[1]).toEqual({ label: 'Feb', count: 2, share: 0.5 });
    expect(bars[2]!.share).toBe(1);
    expect(monthBars(Array(12).fill(0)).every((b) => b.share === 0)).toBe(true);
  });

  it('counts pages, at least one', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([1, 1, 2]);
  });
});
