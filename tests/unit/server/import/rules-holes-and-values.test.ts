import { describe, expect, it } from 'vitest';
import { holesFrom, isComplete, parFrom, parRange, yardageFrom, type ScorecardRow } from '../../../../src/server/import/rules/holes-and-par';
import { integer, number, text } from '../../../../src/server/import/rules/values';
import { isoTime, yearFrom } from '../../../../src/server/import/rules/years';

/** A scorecard with the given holes (par 4 each unless given). */
const card = (holes: number[], par = 4): ScorecardRow[] => holes.map((hole) => ({ hole, par }));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('holes, par and yardage', () => {
  it.each([
    ['a full 18-hole card', 18, card(range(1, 18)), 72, 18],
    ['gaps, but hole 18 is there (the field counts rows)', 15, card([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14, 16, 17, 18]), 71, 18],
    ['gaps up to hole 9', 8, card([1, 2, 3, 5, 6, 7, 8, 9]), 36, 9],
    ['up to hole 16, par of 18 holes', 14, card([1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]), 72, 18],
    ['up to hole 16, par of 9 holes: unknown', 14, card([1, 2, 16]), 36, null],
    ['up to hole 8, par of 9 holes', 8, card(range(1, 8)), 34, 9],
    ['no card, the field', 18, [], 72, 18],
    ['no card, 27', 27, [], null, 27],
    ['no card, an invalid field, par of 18', 13, [], 70, 18],
    ['no card, no field, par 36', null, [], 36, 9],
    ['no card, no field, no par', null, [], null, null],
    ['no card, field 12, no par', 12, [], null, null],
  ] as const)('holesFrom: %s -> %s', (_name, field, scorecard, par, expected) => {
    expect(holesFrom(field, scorecard, par)).toBe(expected);
  });

  it.each([
    [card(range(1, 18)), true],
    [card(range(1, 9)), true],
    [card(range(1, 8)), false],
    [card([1, 2, 3, 4, 5, 6, 7, 8, 8]), false],
    [[...card(range(1, 8)), { hole: 9, par: null }], false],
    [card(range(1, 9), 7), false],
  ] as const)('isComplete(#%#) -> %s', (scorecard, expected) => {
    expect(isComplete(scorecard)).toBe(expected);
  });

  it.each([
    ['18 holes: 54..76', 18, [54, 76]],
    ['9 holes: 27..38', 9, [27, 38]],
    ['27 holes', 27, [81, 114]],
  ] as const)('parRange %s', (_name, holes, expected) => {
    expect(parRange(holes)).toEqual(expected);
  });

  it.each([
    ['the field when plausible', 72, [], 18, 72],
    ['the sum of a complete card over the field', 70, card(range(1, 9), 3), 9, 27],
    ['implausible for 18 holes', 36, [], 18, null],
    ['implausible for 9 holes', 72, [], 9, null],
    ['holes unknown: plausible for some count', 72, [], null, 72],
    ['holes unknown: plausible for none', 45, [], null, null],
    ['none', null, [], 18, null],
  ] as const)('parFrom: %s', (_name, field, scorecard, holes, expected) => {
    expect(parFrom(field, scorecard, holes)).toBe(expected);
  });

  it.each([
    [7118, 18, 7118],
    [3042, 9, 3042],
    [3042, 18, 3042],
    [950, 18, null],
    [9000, 18, null],
    [6500, null, null],
    [null, 18, null],
  ] as const)('yardageFrom(%s, %s holes) -> %s', (yards, holes, expected) => {
    expect(yardageFrom(yards, holes)).toBe(expected);
  });
});

describe('values', () => {
  it.each([
    [' Mounds ', 'Mounds'],
    ['undefined', null],
    ['null', null],
    ['NULL', null],
    ['N/A', null],
    ['', null],
    [null, null],
    [undefined, null],
    [72, '72'],
  ] as const)('text(%j) -> %j', (raw, expected) => {
    expect(text(raw)).toBe(expected);
  });

  it.each([
    ['41.5', 41.5],
    [' -87.25 ', -87.25],
    ['7,118', 7118],
    ['72 holes', null],
    ['undefined', null],
    [Number.NaN, null],
    [18, 18],
  ] as const)('number(%j) -> %j', (raw, expected) => {
    expect(number(raw)).toBe(expected);
  });

  it('integer: whole numbers only', () => {
    expect(integer('72.0')).toBe(72);
    expect(integer(72.5)).toBeNull();
  });

  const now = new Date('2026-11-26T00:00:00Z');
  it.each([
    [1919, 1919],
    ['1744', 1744],
    [1743, null],
    [2026, 2026],
    [2027, null],
    ['1920s', null], // a decade is not a year
    ['c. 1910', 1910],
    ['1985-05-01', 1985],
    [null, null],
  ] as const)('yearFrom(%j) -> %j', (raw, expected) => {
    expect(yearFrom(raw, now)).toBe(expected);
  });

  it('isoTime', () => {
    expect(isoTime('2026-04-15T22:09:16.005505+00:00')).toBe('2026-04-15T22:09:16.005Z');
    expect(isoTime('last tuesday')).toBeNull();
  });
});
