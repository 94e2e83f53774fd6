/** Yards or metres (issue 34): the default by locale, conversions, and lengths written through Intl's unit style. */
import { describe, expect, it } from 'vitest';
import {
  formatLength, formatRouteDistance, lengthIn, lengthUnitSymbol, metresToYards, systemOfUnit, unitForLocale, yardsFrom, yardsToMetres,
  type LengthUnit, type UnitSystem,
} from '../../../src/shared/domain/units';

describe('unitForLocale', () => {
  it.each<[string | undefined, LengthUnit]>([
    ['en-US', 'yard'],
    ['en-GB', 'yard'],
    ['en', 'yard'],
    ['es-US', 'yard'],
    ['en-LR', 'yard'],
    ['my-MM', 'yard'],
    ['en-IE', 'meter'],
    ['en-AU', 'meter'],
    ['de-DE', 'meter'],
    ['ja-JP', 'meter'],
    ['fr', 'meter'],
    [undefined, 'meter'],
    ['no locale at all', 'meter'],
  ])('%s: %s', (locale, unit) => {
    expect(unitForLocale(locale)).toBe(unit);
  });
});

describe('yards and metres', () => {
  it.each<[number, number]>([[0, 0], [100, 91.44], [7305, 6679.692], [1, 0.9144]])('%d yards are %d metres and back', (yards, metres) => {
    expect(yardsToMetres(yards)).toBeCloseTo(metres, 6);
    expect(metresToYards(metres)).toBeCloseTo(yards, 6);
  });

  it.each<[number, LengthUnit, number]>([
    [6828, 'yard', 6828],
    [6828, 'meter', 6244],
    [405, 'meter', 370],
    [0, 'meter', 0],
  ])('%d yards shown in %s: %d', (yards, unit, shown) => {
    expect(lengthIn(yards, unit)).toBe(shown);
  });

  it.each<[number, LengthUnit, number]>([
    [6243, 'meter', 6827],
    [6000, 'yard', 6000],
    [5000, 'meter', 5468],
  ])('%d %s typed back is %d yards', (amount, unit, yards) => {
    expect(yardsFrom(amount, unit)).toBe(yards);
  });

  it('goes metres to yards and back within a yard', () => {
    for (const yards of [3000, 5400, 6828, 7468]) expect(Math.abs(yardsFrom(lengthIn(yards, 'meter'), 'meter') - yards)).toBeLessThanOrEqual(1);
  });

  it('puts miles with yards and kilometres with metres', () => {
    expect(systemOfUnit('yard')).toBe('imperial');
    expect(systemOfUnit('meter')).toBe('metric');
  });
});

describe('formatLength', () => {
  it.each<[number, LengthUnit, string, 'long' | 'short', string]>([
    [6828, 'yard', 'en-US', 'long', '6,828 yards'],
    [6828, 'meter', 'en-US', 'long', '6,244 meters'],
    [6828, 'meter', 'en-GB', 'long', '6,244 metres'],
    [6828, 'meter', 'en-GB', 'short', '6,244 m'],
    [6828, 'yard', 'en-GB', 'short', '6,828 yd'],
    [6828, 'meter', 'de-DE', 'short', '6.244 m'],
    [1, 'yard', 'en-US', 'long', '1 yard'],
  ])('%d yards in %s (%s, %s): %s', (yards, unit, locale, display, text) => {
    expect(formatLength(yards, unit, locale, display)).toBe(text);
  });

  it('falls back to English for a locale the runtime refuses', () => {
    expect(formatLength(6828, 'yard', 'not a locale!')).toBe('6,828 yards');
  });

  it.each<[LengthUnit, string, string]>([['yard', 'en-US', 'yd'], ['meter', 'en-GB', 'm'], ['meter', 'de', 'm']])('%s in %s: %s', (unit, locale, symbol) => {
    expect(lengthUnitSymbol(unit, locale)).toBe(symbol);
  });
});

describe('formatRouteDistance', () => {
  it.each<[number, UnitSystem, string]>([
    [0, 'metric', '0 m'],
    [0.847, 'metric', '850 m'],
    [0.999, 'metric', '1.0 km'],
    [9.94, 'metric', '9.9 km'],
    [31.2, 'metric', '31 km'],
    [1234.5, 'metric', '1,235 km'],
    [0.8, 'imperial', '0.5 mi'],
    [31.2, 'imperial', '19 mi'],
    [15.9, 'imperial', '9.9 mi'],
    [-3, 'metric', '0 m'],
  ])('%d km (%s): %s', (km, system, text) => {
    expect(formatRouteDistance(km, system, 'en-GB')).toBe(text);
  });
});
