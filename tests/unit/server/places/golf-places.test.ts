import { describe, expect, it } from 'vitest';
import { golfBoost, GOLF_WEIGHT, rankForGolfers, type ScoredPlace } from '../../../../src/server/places/golf-places';
import type { PlaceRecord } from '../../../../src/server/places/place-record';

const place = (id: string, kind: PlaceRecord['kind'], lat: number): PlaceRecord =>
  ({ id, name: id, kind, context: '', lat, lng: 0, bbox: null, population: 1000, alt: [] }) as unknown as PlaceRecord;
const scored = (record: PlaceRecord, score: number): ScoredPlace => ({ record, score });

describe('golfBoost', () => {
  it.each([
    [0, 0],
    [1, GOLF_WEIGHT],
    [3, GOLF_WEIGHT * 2],
    [20, GOLF_WEIGHT * Math.log2(21)],
    [500, GOLF_WEIGHT * Math.log2(21)],
    [-1, 0],
  ])('%i courses near lift a town by %f', (courses, boost) => {
    expect(golfBoost(courses)).toBeCloseTo(boost, 10);
  });
});

describe('rankForGolfers', () => {
  // Courses near each place, by its latitude (the test's stand-in for a position).
  const near = (courses: Record<number, number>) => (lat: number) => courses[lat] ?? 0;
  const fife = place('St Andrews, Fife', 'town', 1);
  const carolina = place('St Andrews, South Carolina', 'town', 2);
  const region = place('St Andrews region', 'region', 3);
  const partial = place('St Andrews Beach', 'town', 4);

  it.each([
    ['equal matches: the golf town first', [scored(carolina, 30.55), scored(fife, 30.53)], { 1: 8 }, 8, ['St Andrews, Fife', 'St Andrews, South Carolina']],
    ['no golf anywhere: the index\'s order', [scored(carolina, 30.55), scored(fife, 30.53)], {}, 8, ['St Andrews, South Carolina', 'St Andrews, Fife']],
    ['golf never lifts a place over a better match class', [scored(fife, 30.5), scored(partial, 20.9)], { 4: 20 }, 8, ['St Andrews, Fife', 'St Andrews Beach']],
    ['regions keep their score', [scored(region, 30.6), scored(fife, 30.5)], { 3: 20 }, 8, ['St Andrews region', 'St Andrews, Fife']],
    ['the limit applies after re-ranking', [scored(carolina, 30.55), scored(region, 30.54), scored(fife, 30.2)], { 1: 10 }, 1, ['St Andrews, Fife']],
  ] as const)('%s', (_name, candidates, courses, limit, names) => {
    expect(rankForGolfers(candidates, near(courses), limit).map((r) => r.name)).toEqual(names);
  });
});
