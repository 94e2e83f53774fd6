/** The golfer's units of distance by their locale, and distances written in them. */
import { describe, expect, it } from 'vitest';
import { formatDistance, kmIn, unitSystemFor } from '../../../src/shared/domain/units';

describe('unitSystemFor', () => {
  it.each<[string | undefined, 'imperial' | 'metric']>([
    ['en-US', 'imperial'],
    ['es-US', 'imperial'],
    ['en-GB', 'imperial'],
    ['en', 'imperial'], // English without a region is most likely American
    ['en-LR', 'imperial'],
    ['my', 'imperial'], // Burmese: Myanmar
    ['my-MM', 'imperial'],
    ['en_US', 'imperial'],
    ['en-AU', 'metric'],
    ['en-IE', 'metric'],
    ['en-CA', 'metric'],
    ['de-DE', 'metric'],
    ['fr', 'metric'],
    ['zh', 'metric'],
    ['sv-SE', 'metric'],
    [undefined, 'metric'],
    ['', 'metric'],
    ['not a locale!', 'metric'],
  ])('%s: %s', (locale, system) => {
    expect(unitSystemFor(locale)).toBe(system);
  });
});

describe('formatDistance', () => {
  it.each<[number, 'imperial' | 'metric', string]>([
    [3.24, 'metric', '3.2 km'],
    [0.05, 'metric', '0.1 km'],
    [12.6, 'metric', '13 km'],
    [1234.4, 'metric', '1,234 km'],
    [3.24, 'imperial', '2 mi'],
    [1.609344, 'imperial', '1 mi'],
    [16.09344, 'imperial', '10 mi'],
    [2.4, 'imperial', '1.5 mi'],
  ])('%s km in %s: %s', (km, system, text) => {
    expect(formatDistance(km, system, 'en-US')).toBe(text);
  });

  it('converts a distance into the unit it is written in', () => {
    expect(kmIn(50, 'metric')).toBe(50);
    expect(kmIn(30, 'imperial')).toBeCloseTo(48.28, 2);
  });
});
