/**
 * When a golfer played a course. A played entry's `dateAdded` (spec section 3) is the day they
 * played it: today when they tick it, any day back to 1850 when they back-log years of golf. A
 * golfer who remembers only the year gives the year ("YYYY"); it is kept as 1 January of that
 * year with `datePrecision: 'year'` so the UI can say "2014" rather than "1 Jan 2014". A golfer
 * who gives no date (a tick, a ranking in My Lie, a back-catalogue) has none: `dateAdded` and
 * `datePrecision` are both null, never "today" (issue 32), until they add one.
 */
import { isCalendarDate } from './calendar-date';

export const PLAYED_DATE_PRECISIONS = ['day', 'year'] as const;
export type PlayedDatePrecision = (typeof PLAYED_DATE_PRECISIONS)[number];

export const PLAYED_YEAR_MIN = 1850;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR = /^(\d{4})$/;

/**
 * The latest calendar day anywhere on Earth (UTC+14): a golfer in Kiribati may log today's round
 * while it is still yesterday in UTC.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export type ParsedPlayedDate = { date: string; precision: PlayedDatePrecision } | { error: string };

/** Parses "YYYY-MM-DD" or "YYYY"; refuses impossible days, days before 1850 and days in the future. */
export function parsePlayedDate(input: string, now: Date = new Date()): ParsedPlayedDate {
  const year = YEAR.exec(input);
  const day = DAY.exec(input);
  if (!year && !day) return { error: 'must be a date (YYYY-MM-DD) or a year (YYYY)' };
  const date = year ? `${year[1]}-01-01` : input;
  if (day && !isCalendarDate(date)) return { error: 'is not a calendar date' };
  if (Number(date.slice(0, 4)) < PLAYED_YEAR_MIN) return { error: `must not be before ${PLAYED_YEAR_MIN}` };
  if (date > latestToday(now)) return { error: 'must not be in the future' };
  return { date, precision: year ? 'year' : 'day' };
}

/** When a played course was played: a day, a year (1 January), or no date at all (both null). */
export interface PlayedWhen {
  dateAdded: string | null;
  datePrecision: PlayedDatePrecision | null;
}

/** The year a course was played in, or null when the golfer gave no date. */
export const playedYear = (dateAdded: string | null): number | null => (dateAdded === null ? null : Number(dateAdded.slice(0, 4)));

/**
 * "Most recently played first", as the API lists played courses: dated entries newest first, then
 * the undated ones (when they were played is not known), each group keeping the order it came in.
 */
export function byPlayedNewestFirst(a: Pick<PlayedWhen, 'dateAdded'>, b: Pick<PlayedWhen, 'dateAdded'>): number {
  if (a.dateAdded === b.dateAdded) return 0;
  if (a.dateAdded === null) return 1;
  if (b.dateAdded === null) return -1;
  return a.dateAdded < b.dateAdded ? 1 : -1;
}

