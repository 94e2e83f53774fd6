/**
 * Calendar dates written 'YYYY-MM-DD', with no time zone: the day a course was played, the days of
 * a trip. Worked as UTC midnights, so no zone moves a day.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const utcOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** True for a real calendar date written 'YYYY-MM-DD' (no 31 February). */
export function isCalendarDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  const t = utcOf(iso);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === iso;
}

/** The date `n` days after `iso` (before it when `n` is negative). */
export const addDays = (iso: string, n: number): string => new Date(utcOf(iso) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
