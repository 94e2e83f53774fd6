import { describe, expect, it } from 'vitest';
import { latestToday, parsePlayedDate } from '../../../src/shared/domain/played-date';

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
