/**
 * The "When did you play it?" form: a day, or only a year for a golfer back-logging rounds they
 * remember less well (spec section 3's dateAdded; the shared rule in played-date.ts says what the
 * API takes: "YYYY-MM-DD" or "YYYY", 1850 to today).
 */
import { sentence } from '../../../lib/field-errors';
import { latestToday, parsePlayedDate, PLAYED_YEAR_MIN, type PlayedDatePrecision, type PlayedWhen } from '../../../shared/domain/played-date';

export interface PlayedDateForm {
  precision: PlayedDatePrecision;
  /** "YYYY-MM-DD" from the date input ('' when empty). */
  day: string;
  /** Four digits typed by the golfer. */
  year: string;
}

export const PLAYED_DAY_MIN = `${PLAYED_YEAR_MIN}-01-01`;

/**
 * The form for an entry as stored (a year-precision entry is 1 January of its year). Without a
 * stored date it starts on today, as a suggestion only: nothing is recorded until the golfer saves.
 */
export function playedDateForm(entry: PlayedWhen | undefined, now = new Date()): PlayedDateForm {
  if (!entry || entry.dateAdded === null) {
    const today = latestToday(now);
    return { precision: 'day', day: today, year: today.slice(0, 4) };
  }
  return entry.datePrecision === 'year'
    ? { precision: 'year', day: '', year: entry.dateAdded.slice(0, 4) }
    : { precision: 'day', day: entry.dateAdded, year: entry.dateAdded.slice(0, 4) };
}

/** What to send as dateAdded, or the error to show under the field (the shared rule, before sending). */
export function checkPlayedDateForm(form: PlayedDateForm, now = new Date()): { dateAdded: string } | { error: string } {
  const value = (form.precision === 'year' ? form.year : form.day).trim();
  if (!value) return { error: form.precision === 'year' ? 'Enter the year you played it.' : 'Choose the day you played it.' };
  const parsed = parsePlayedDate(value, now);
  return 'error' in parsed ? { error: sentence(parsed.error) } : { dateAdded: value };
}
