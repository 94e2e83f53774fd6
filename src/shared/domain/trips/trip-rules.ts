/**
 * The rules of a golf trip (issue 15), shared by the API that enforces them and the planner that
 * explains them. A trip is a list of kind 'trip': a name, a destination, a first and a last day,
 * and rounds (a course on a day of the trip, with an optional tee time and note).
 *
 * Dates are calendar dates ('YYYY-MM-DD', ../calendar-date.ts) with no time zone: a trip's days
 * are the destination's days, whatever the zone of the golfer's phone. Day 1 is the start date.
 */
import { addDays, daysBetween } from '../calendar-date';

/** A trip longer than two months is not a trip; the planner and the API agree on the bound. */
export const TRIP_DAYS_MAX = 60;
/** More than eight rounds in a day is a typing slip, not a plan (36 holes twice over is four). */
export const TRIP_ROUNDS_PER_DAY_MAX = 8;
/** A party of twelve: the owner and eleven companions. */
export const TRIP_COMPANIONS_MAX = 11;
export const TRIP_NAME_MAX = 120;
export const TRIP_DESTINATION_MAX = 160;

/** 24-hour local tee time, 'HH:MM'. */
export const TEE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How many days a trip from `start` to `end` has, both included (end before start: 0 or less). */
export const tripDayCount = (start: string, end: string): number => daysBetween(start, end) + 1;

/** The date of day `day` (1-based) of a trip that starts on `start`. */
export const dateOfTripDay = (start: string, day: number): string => addDays(start, day - 1);

/**
 * What is wrong with a trip's first and last day, said of the field that set them (the API names
 * `endDate` unless only `startDate` was given); null when they make a trip of 1 to 60 days.
 */
export function tripDatesProblem(start: string, end: string, field: 'startDate' | 'endDate' = 'endDate'): string | null {
  const n = tripDayCount(start, end);
  if (n < 1) return field === 'endDate' ? 'must not be before startDate' : 'must not be after endDate';
  if (n > TRIP_DAYS_MAX) return `makes the trip ${n} days long: at most ${TRIP_DAYS_MAX}`;
  return null;
}

/** Today's date where the golfer is ('YYYY-MM-DD' in local time). */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Whether a trip is still ahead or under way on `today` (its last day not yet passed). */
export const isUpcomingTrip = (endDate: string, today: string): boolean => endDate >= today;
