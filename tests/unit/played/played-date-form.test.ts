import { describe, expect, it } from 'vitest';
import { checkPlayedDateForm, playedDateForm } from '../../../src/features/played/lib/played-date-form';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('playedDateForm', () => {
  it('starts from the stored day, or the year of a year-precision entry, or today', () => {
    expect(playedDateForm({ dateAdded: '2014-06-12', datePrecision: 'day' })).toEqual({ precision: 'day', day: '2014-06-12', year: '2014' });
    expect(playedDateForm({ dateAdded: '2014-01-01', datePrecision: 'year' })).toEqual({ precision: 'year', day: '', year: '2014' });
    expect(playedDateForm(undefined, NOW)).toEqual({ precision: 'day', day: '2026-06-16', year: '2026' });
  });
});

describe('checkPlayedDateForm', () => {
  it.each([
    [{ precision: 'year', day: '', year: '2014' }, { dateAdded: '2014' }],
    [{ precision: 'day', day: '2014-06-12', year: '' }, { dateAdded: '2014-06-12' }],
    [{ precision: 'year', day: '2014-06-12', year: ' ' }, { error: 'Enter the year you played it.' }],
    [{ precision: 'day', day: '', year: '2014' }, { error: 'Choose the day you played it.' }],
    [{ precision: 'year', day: '', year: '1849' }, { error: 'Must not be before 1850.' }],
    [{ precision: 'year', day: '', year: '2027' }, { error: 'Must not be in the future.' }],
    [{ precision: 'year', day: '', year: '14' }, { error: 'Must be a date (YYYY-MM-DD) or a year (YYYY).' }],
    [{ precision: 'day', day: '2014-02-30', year: '' }, { error: 'Is not a calendar date.' }],
  ] as const)('%j -> %j', (form, expected) => {
    expect(checkPlayedDateForm({ ...form }, NOW)).toEqual(expected);
  });
});
