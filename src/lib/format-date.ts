/**
 * Every date the client shows goes through here, in one format in the golfer's locale (the
 * browser's language: `Intl.DateTimeFormat` with no locale): "12 May 2024" in British English,
 * "May 12, 2024" in American English, "12. Mai 2024" in German.
 *
 * Two kinds of value:
 * - a calendar date, 'YYYY-MM-DD' (a trip's day, a played date), has no time zone: it is shown as
 *   that very day, whatever the zone of the golfer's device (formatted at UTC midnight in UTC);
 * - a moment (an ISO timestamp, a `Date`) is shown as the day and time it was where the golfer is.
 *
 * `opts` (a locale, a time zone for moments) is for tests; the screens leave it out.
 */
import type { PlayedDatePrecision } from '../shared/domain/played-date';

export type DateValue = string | Date;
export interface FormatOptions {
  locale?: string;
  /** The zone a moment is shown in (default: the device's); calendar dates ignore it. */
  timeZone?: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };
const DAY_OF_WEEK: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = JSON.stringify([options, locale ?? '', timeZone ?? '']);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The instant to format and the zone to read it in (UTC for a calendar date). */
function instant(value: DateValue, opts: FormatOptions): { at: Date; timeZone: string | undefined } | null {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const at = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(at.getTime()) ? null : { at, timeZone: 'UTC' };
  }
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, timeZone: opts.timeZone };
}

function format(value: DateValue, options: Intl.DateTimeFormatOptions, opts: FormatOptions): string {
  const i = instant(value, opts);
  // Something that is not a date is shown as it came rather than breaking the screen.
  return i ? formatter(options, opts.locale, i.timeZone).format(i.at) : String(value);
}

/** A day: "12 May 2024". */
export const formatDate = (value: DateValue, opts: FormatOptions = {}): string => format(value, DATE, opts);

/** A day and the time of day: "12 May 2024, 14:05" ("May 12, 2024, 2:05 PM"). */
export const formatDateTime = (value: DateValue, opts: FormatOptions = {}): string => format(value, DATE_TIME, opts);

/** A day of a week-long stretch, without the year: "Tue 4 May" (a trip's days). */
export const formatDayOfWeek = (value: DateValue, opts: FormatOptions = {}): string => format(value, DAY_OF_WEEK, opts);

/** From one day to another: "4–7 May 2027"; the same day twice is that day. */
export function formatDateRange(start: DateValue, end: DateValue, opts: FormatOptions = {}): string {
  const from = instant(start, opts);
  const to = instant(end, opts);
  if (!from || !to || from.timeZone !== to.timeZone) return `${formatDate(start, opts)} – ${formatDate(end, opts)}`;
  return formatter(DATE, opts.locale, from.timeZone).formatRange(from.at, to.at);
}

/**
 * When a golfer played a course: the year alone ("2014") when that is all they gave, else the day;
 * null for a course marked played without a date.
 */
export function formatPlayedDate(date: string, precision: PlayedDatePrecision | null, opts?: FormatOptions): string;
export function formatPlayedDate(date: string | null, precision: PlayedDatePrecision | null, opts?: FormatOptions): string | null;
export function formatPlayedDate(date: string | null, precision: PlayedDatePrecision | null, opts: FormatOptions = {}): string | null {
  if (date === null) return null;
  return precision === 'year' ? date.slice(0, 4) : formatDate(date, opts);
}

/** The twelve months' short names, January first ("Jan", "janv.", "Jan."). */
export const monthNames = (opts: FormatOptions = {}): string[] =>
  Array.from({ length: 12 }, (_, m) => formatter({ month: 'short' }, opts.locale, 'UTC').format(new Date(Date.UTC(2024, m, 1))));
