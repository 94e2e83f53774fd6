import { describe, expect, it } from 'vitest';
import { byPlayedNewestFirst, latestToday, parsePlayedDate, playedYear, type PlayedWhen } from '../../../src/shared/domain/played-date';

const now = new Date('2026-11-24T10:00:00Z');

describe('played dates', () => {
  it.each([
    ['2019-06-12', { date: '2019-06-12', precision: 'day' }],
    ['2014', { date: '2014-01-01', precision: 'year' }],
    ['1850-01-01', { date: '1850-01-01', precision: 'day' }],
    ['2026-11-25', { date: '2026-11-25', precision: 'day' }], // already the 25th in Kiribati
  ])('%s is %j', (input, expected) => {
    expect(parsePlayedDate(input, now)).toEqual(expected);
  });

  it.each([
    ['2023-02-30', 'is not a calendar date'],
    ['1849-12-31', 'must not be before 1850'],
    ['1849', 'must not be before 1850'],
    ['2026-11-26', 'must not be in the future'],
    ['2027', 'must not be in the future'],
    ['yesterday', 'must be a date (YYYY-MM-DD) or a year (YYYY)'],
    ['12/06/2019', 'must be a date (YYYY-MM-DD) or a year (YYYY)'],
  ])('%s is refused: %s', (input, error) => {
    expect(parsePlayedDate(input, now)).toEqual({ error });
  });

  it('today is the latest calendar day on Earth', () => {
    expect(latestToday(new Date('2026-11-24T09:59:00Z'))).toBe('2026-11-24');
    expect(latestToday(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
  });
});

// Issue 32: a course marked played without a date has none (not today), and every reader copes.
describe('played entries without a date', () => {
  it.each<[string | null, number | null]>([
    ['2019-06-12', 2019],
    ['2014-01-01', 2014],
    [null, null],
  ])('the year of %s is %s', (date, year) => {
    expect(playedYear(date)).toBe(year);
  });

  const e = (dateAdded: string | null, id: string): PlayedWhen & { id: string } =>
    ({ id, dateAdded, datePrecision: dateAdded === null ? null : 'day' });
  it.each<[string, (PlayedWhen & { id: string })[], string[]]>([
    ['dated ones newest first', [e('2019-01-02', 'a'), e('2021-05-01', 'b'), e('2020-03-03', 'c')], ['b', 'c', 'a']],
    ['undated ones after every dated one, in the order given', [e(null, 'x'), e('2019-01-02', 'a'), e(null, 'y'), e('2021-05-01', 'b')], ['b', 'a', 'x', 'y']],
    ['only undated ones keep their order', [e(null, 'x'), e(null, 'y')], ['x', 'y']],
  ])('%s', (_, entries, order) => {
    expect(entries.toSorted(byPlayedNewestFirst).map((x) => x.id)).toEqual(order);
  });
});
