import { describe, expect, it } from 'vitest';
import { carouselItems, stepperVariant, wrapIndex } from '../../../src/shared/domain/carousel';
import { haversineKm } from '../../../src/shared/domain/geo';
import { greenFeeSymbol } from '../../../src/shared/domain/green-fee';
import { architectsText, shortenName } from '../../../src/shared/domain/initials';
import { locationText } from '../../../src/shared/domain/location-text';

describe('greenFeeSymbol (spec section 9)', () => {
  it.each([
    ['PRIVATE', 500, '-'],
    ['PRIVATE', null, '-'],
    ['PUBLIC', null, ''],
    ['PUBLIC', 0, ''],
    ['PUBLIC', undefined, ''],
    ['PUBLIC', 1, '$'],
    ['PUBLIC', 100, '$'],
    ['PUBLIC', 100.5, '$$'],
    ['LIMITED', 200, '$$'],
    ['LIMITED', 201, '$$$'],
    [null, 675, '$$$'],
    ['PUBLIC', Number.NaN, ''],
  ] as const)('%s at %s shows "%s"', (membership, fee, symbol) => {
    expect(greenFeeSymbol(membership, fee)).toBe(symbol);
  });
});

describe('locationText (spec section 9)', () => {
  it.each([
    [{ province: 'California', city: 'Pebble Beach', country: 'United States' }, 'California, United States'],
    [{ province: null, city: 'St Andrews', country: 'Scotland' }, 'St Andrews, Scotland'],
    [{ province: '', city: '', country: 'Fiji' }, 'Fiji'],
    [{ province: ' Fife ', country: 'Scotland' }, 'Fife, Scotland'],
    [{ city: 'Somewhere' }, 'Somewhere'],
    [null, ''],
  ])('%j reads "%s"', (address, text) => {
    expect(locationText(address)).toBe(text);
  });
});

describe('shortenName (initials plus last name)', () => {
  it.each([
    ['Alister MacKenzie', 'A. MacKenzie'],
    ['A.W. Tillinghast', 'A. W. Tillinghast'],
    ['Robert Trent Jones Sr.', 'R. T. Jones Sr.'],
    ['Old Tom Morris', 'O. T. Morris'],
    ['Pete Dye', 'P. Dye'],
    ['Harry S. Colt', 'H. S. Colt'],
    ['Nature', 'Nature'],
    ['  ', ''],
  ])('%s -> %s', (full, short) => {
    expect(shortenName(full)).toBe(short);
  });

  it('joins several architects', () => {
    expect(architectsText(['Bill Coore', 'Ben Crenshaw'])).toBe('B. Coore & B. Crenshaw');
    expect(architectsText([])).toBe('');
    expect(architectsText(null)).toBe('');
  });
});

describe('carousel rules', () => {
  it('keeps at most 5 items', () => {
    expect(carouselItems([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(carouselItems([1, 2])).toEqual([1, 2]);
    expect(carouselItems(undefined)).toEqual([]);
  });
  it.each([
    [5, 5, 0],
    [-1, 5, 4],
    [-6, 5, 4],
    [2, 5, 2],
    [3, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (i, n, expected) => {
    expect(wrapIndex(i, n)).toBe(expected);
  });
  it('switches the stepper to text above 8 steps', () => {
    expect(stepperVariant(8)).toBe('dots');
    expect(stepperVariant(9)).toBe('text');
  });
});

describe('haversineKm', () => {
  it('measures known distances', () => {
    // London to Paris is about 344 km.
    expect(haversineKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(344, -1);
    expect(haversineKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeLessThan(25);
  });
});
