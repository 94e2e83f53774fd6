/** Which of the nearest unplayed courses "Courses near you" shows and fits the map to. */
import { describe, expect, it } from 'vitest';
import { NEAR_ME_RADIUS, nearMeRadiusKm, nearMeShown, nearMeSummary } from '../../../src/features/played/lib/near-me-rule';

const at = (...km: number[]) => km.map((distanceKm, i) => ({ _id: `c${i}`, distanceKm }));
const ids = (r: { courses: { _id: string }[] }) => r.courses.map((c) => c._id);

describe('nearMeShown', () => {
  it.each<[string, number[], string[], boolean]>([
    ['all ten within 50 km', [1, 2, 3, 4, 5, 6, 7, 8, 9, 49], ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'], true],
    ['only those within 50 km, not one 127 km away', [0.5, 12, 30, 127, 140], ['c0', 'c1', 'c2'], true],
    ['exactly 50 km is near', [50, 50.1], ['c0'], true],
    ['none within 50 km: the nearest three, said to be further', [60, 127, 200, 300, 400], ['c0', 'c1', 'c2'], false],
    ['nothing at all', [], [], true],
  ])('%s', (_, km, shown, within) => {
    const r = nearMeShown(at(...km), 50);
    expect(ids(r)).toEqual(shown);
    expect(r.within).toBe(within);
  });

  it('shows at most ten, however many are near', () => {
    expect(nearMeShown(at(...Array.from({ length: 15 }, (_, i) => i)), 50).courses).toHaveLength(10);
  });
});

describe('the radius in the golfer\'s units', () => {
  it('is 50 km, or 30 miles where distances are in miles', () => {
    expect(NEAR_ME_RADIUS).toEqual({ metric: 50, imperial: 30 });
    expect(nearMeRadiusKm('metric')).toBe(50);
    expect(nearMeRadiusKm('imperial')).toBeCloseTo(48.28, 2);
  });

  it.each<[boolean, 'metric' | 'imperial', string]>([
    [true, 'metric', 'The nearest courses you have not played, within 50 km, closest first.'],
    [true, 'imperial', 'The nearest courses you have not played, within 30 mi, closest first.'],
    [false, 'metric', 'No course you have not played within 50 km. The nearest ones:'],
  ])('says so: within %s, %s', (within, system, text) => {
    expect(nearMeSummary(within, system)).toBe(text);
  });
});
