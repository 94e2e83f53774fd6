import { describe, expect, it } from 'vitest';
import {
  disagreements, evaluationScore, outliers, spreadOf, standardDeviation, TRIM_MIN_EVALUATIONS,
} from '../../../src/shared/domain/panel-rankings';

describe('evaluationScore', () => {
  it.each([
    [0, 2, 10], [1, 2, 0],
    [0, 5, 10], [1, 5, 7.5], [2, 5, 5], [4, 5, 0],
    [1, 4, 6.7], [0, 1, 10],
  ])('item %i of %i scores %d', (index, length, score) => {
    expect(evaluationScore(index, length)).toBe(score);
  });
});

describe('outliers', () => {
  it.each<[string, number[], number[]]>([
    ['nothing below the minimum count, however far', [10, 10, 10, 0], []],
    ['one wild score among agreeing ones', [9, 9.5, 9, 8.5, 0], [4]],
    ['a score within two deviations of the others', [9, 7, 8, 6, 5], []],
    ['a one-place difference where the others agree exactly (the floor)', [10, 10, 10, 10, 8.5], []],
    ['a one-place difference in a list of five, where the others agree exactly', [10, 10, 10, 10, 7.5], []],
    ['four and a half points off where the others agree exactly', [10, 10, 10, 10, 5.5], [4]],
    ['two wild scores on opposite sides', [5, 5, 5, 5.5, 4.5, 5, 10, 0], [6, 7]],
  ])('%s', (_, scores, trimmed) => {
    expect(scores.length >= TRIM_MIN_EVALUATIONS || trimmed.length === 0).toBe(true);
    expect(outliers(scores)).toEqual(trimmed);
  });
});

describe('spread', () => {
  it('is the population standard deviation, one decimal', () => {
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(spreadOf([10, 0])).toBe(5);
    expect(spreadOf([7])).toBe(0);
    expect(spreadOf([1, 2, 3])).toBe(0.8);
  });
});

describe('disagreements', () => {
  it('places the courses again among those both rank and orders them by the gap, widest first', () => {
    const common = [
      { id: 'a', panelRank: 1, communityRank: 40 },
      { id: 'b', panelRank: 2, communityRank: 3 },
      { id: 'c', panelRank: 5, communityRank: 1 },
      { id: 'd', panelRank: 9, communityRank: 7 },
    ];
    // Among the four, the crowd's order is c, b, d, a; the panel's a, b, c, d.
    expect(disagreements(common).map((c) => [c.id, c.gap])).toEqual([['a', 3], ['c', -2], ['d', -1], ['b', 0]]);
  });

  it('breaks ties by the panel order, and keeps nothing when nothing is common', () => {
    const common = [{ id: 'x', panelRank: 2, communityRank: 1 }, { id: 'y', panelRank: 1, communityRank: 2 }];
    expect(disagreements(common).map((c) => c.id)).toEqual(['y', 'x']);
    expect(disagreements([])).toEqual([]);
  });
});
