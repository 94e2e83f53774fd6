import { describe, expect, it } from 'vitest';
import type { UserListStats } from '../../../src/shared/contracts/lists.contract';
import { firstSteps, firstStepsDone } from '../../../src/features/my-lie/lib/first-steps';
import { continentLabel, playedSummary, topBars } from '../../../src/features/my-lie/lib/played-bars';

const stats = (over: { played?: number; ranked?: number; course?: number; hole?: number } = {}): UserListStats => ({
  lists: { course: over.course ?? 0, hole: over.hole ?? 0, trip: 0 },
  rankedCourses: over.ranked ?? 0,
  played: { total: over.played ?? 0, byCountry: [], byContinent: [], byMembership: [], byType: [], byDecade: [], byArchitect: [] },
});
const done = (s: UserListStats, hasMyLie: boolean) => firstSteps(s, hasMyLie).map((step) => [step.id, step.done]);

describe('first steps (the me tutorial)', () => {
  it('ticks off played, ranked and a list of your own as the golfer does them', () => {
    expect(done(stats(), false)).toEqual([['played', false], ['ranked', false], ['list', false]]);
    expect(done(stats({ played: 1 }), false)).toEqual([['played', true], ['ranked', false], ['list', false]]);
    // Ranking creates My Lie: it is not a list of your own.
    expect(done(stats({ played: 1, ranked: 1, course: 1 }), true)).toEqual([['played', true], ['ranked', true], ['list', false]]);
    expect(done(stats({ played: 1, ranked: 1, course: 1, hole: 1 }), true)).toEqual([['played', true], ['ranked', true], ['list', true]]);
  });

  it('is done only when every step is', () => {
    expect(firstStepsDone(firstSteps(stats({ played: 2, ranked: 1, course: 2 }), true))).toBe(true);
    expect(firstStepsDone(firstSteps(stats({ played: 2, course: 2 }), false))).toBe(false);
  });
});

describe('played bars', () => {
  it('keeps the largest few, each as a share of the largest', () => {
    const bars = topBars([{ key: 'Scotland', count: 8 }, { key: 'USA', count: 4 }, { key: 'Ireland', count: 2 }], 2);
    expect(bars.map((b) => [b.label, b.count, b.share])).toEqual([['Scotland', 8, 1], ['USA', 4, 0.5]]);
    expect(topBars([], 5)).toEqual([]);
  });

  it('labels continents and sums up what was played', () => {
    expect(continentLabel('NORTH AMERICA')).toBe('North America');
    expect(playedSummary(0, 0, 0)).toBe('No courses played yet');
    expect(playedSummary(1, 1, 0)).toBe('1 course in 1 country');
    expect(playedSummary(12, 4, 2)).toBe('12 courses in 4 countries on 2 continents');
  });
});
