import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate, formatDateRange, formatDateTime, formatDayOfWeek, formatPlayedDate, monthNames,
} from '../../../src/lib/format-date';

/** ICU puts narrow or thin spaces in times and around a range's dash; the tests read them as plain spaces. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatDate: one format in the golfer\'s locale', () => {
  it.each([
    ['en-GB', '12 May 2024'],
    ['en-US', 'May 12, 2024'],
    ['de-DE', '12. Mai 2024'],
    ['fr-FR', '12 mai 2024'],
    ['ja-JP', '2024年5月12日'],
  ])('%s reads %s', (locale, text) => {
    expect(formatDate('2024-05-12', { locale })).toBe(text);
    expect(formatDate('2024-05-12T10:00:00Z', { locale, timeZone: 'UTC' })).toBe(text);
  });

  it('uses the browser\'s locale when none is given', () => {
    const browser = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(formatDate('2024-05-12')).toBe(browser.format(new Date(Date.UTC(2024, 4, 12))));
  });

  it.each(['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'never moves a calendar date by a day, in %s',
    (timeZone) => {
      expect(formatDate('2024-05-12', { locale: 'en-GB', timeZone })).toBe('12 May 2024');
      expect(formatDate('2024-01-01', { locale: 'en-GB', timeZone })).toBe('1 Jan 2024');
      expect(formatDayOfWeek('2027-05-03', { locale: 'en-GB', timeZone })).toBe('Mon 3 May');
      expect(plain(formatDateRange('2027-05-03', '2027-05-05', { locale: 'en-GB', timeZone }))).toBe('3 – 5 May 2027');
    },
  );

  it('shows a moment on the day it was where the golfer is', () => {
    // 02:30 UTC on 12 May is still the 11th in California and already the 12th in Tokyo.
    expect(formatDate('2024-05-12T02:30:00Z', { locale: 'en-GB', timeZone: 'America/Los_Angeles' })).toBe('11 May 2024');
    expect(formatDate('2024-05-12T02:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('12 May 2024');
    expect(formatDate(new Date('2024-05-12T02:30:00Z'), { locale: 'en-GB', timeZone: 'UTC' })).toBe('12 May 2024');
  });

  describe('with the device in a zone west of UTC', () => {
    const tz = process.env.TZ;
    afterEach(() => {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    });

    it('still shows a calendar date as that day', () => {
      process.env.TZ = 'America/New_York';
      // The old way (new Date(iso).toLocaleDateString()) read '2024-05-12' as UTC midnight: the 11th in New York.
      expect(new Date('2024-05-12').getDate()).toBe(11);
      expect(formatDate('2024-05-12', { locale: 'en-GB' })).toBe('12 May 2024');
      expect(formatPlayedDate('2019-06-12', 'day', { locale: 'en-GB' })).toBe('12 Jun 2019');
    });
  });

  it('shows what is not a date as it came, rather than breaking the screen', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2024-02-30', { locale: 'en-GB' })).toBe('1 Mar 2024');
    expect(formatDate('2024-13-01')).toBe('2024-13-01');
  });
});

describe('the other shapes of a date', () => {
  it('adds the time of day in the locale\'s clock', () => {
    expect(plain(formatDateTime('2024-05-12T14:05:00Z', { locale: 'en-GB', timeZone: 'UTC' }))).toBe('12 May 2024, 14:05');
    expect(plain(formatDateTime('2024-05-12T14:05:00Z', { locale: 'en-US', timeZone: 'UTC' }))).toBe('May 12, 2024, 2:05 PM');
    expect(plain(formatDateTime('2024-05-12T14:05:00Z', { locale: 'en-GB', timeZone: 'Europe/London' }))).toBe('12 May 2024, 15:05');
  });

  it.each([
    ['en-GB', 'Tue 4 May'],
    ['en-US', 'Tue, May 4'],
    ['de-DE', 'Di., 4. Mai'],
  ])('names a trip\'s day with its weekday in %s: %s', (locale, text) => {
    expect(formatDayOfWeek('2027-05-04', { locale })).toBe(text);
  });

  it.each([
    ['2027-05-04', '2027-05-07', 'en-GB', '4 – 7 May 2027'],
    ['2027-05-30', '2027-06-02', 'en-GB', '30 May – 2 Jun 2027'],
    ['2027-12-30', '2028-01-02', 'en-GB', '30 Dec 2027 – 2 Jan 2028'],
    ['2027-05-04', '2027-05-04', 'en-GB', '4 May 2027'],
    ['2027-05-04', '2027-05-07', 'en-US', 'May 4 – 7, 2027'],
  ])('reads %s to %s in %s as %s', (start, end, locale, text) => {
    expect(plain(formatDateRange(start, end, { locale }))).toBe(text);
  });

  it('gives a played date\'s year alone when only the year was given', () => {
    expect(formatPlayedDate('2014-01-01', 'year', { locale: 'en-GB' })).toBe('2014');
    expect(formatPlayedDate('2014-06-12', 'day', { locale: 'en-GB' })).toBe('12 Jun 2014');
    expect(formatPlayedDate('2014-06-12', 'day', { locale: 'en-US' })).toBe('Jun 12, 2014');
    expect(formatPlayedDate(null, null)).toBeNull();
  });

  it('names the months in the locale', () => {
    expect(monthNames({ locale: 'en-US' })).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(monthNames({ locale: 'de-DE' })[2]).toBe('Mär');
    expect(monthNames()).toHaveLength(12);
  });
});
