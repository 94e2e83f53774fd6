/** Times of the demo community, counted back from the seed day, so the same day gives the same times. */

/** Feed entries are written for what happened this many days before the seed day (older history has none). */
export const RECENT_DAYS = 60;

export interface Clock {
  /** The seed day, 'YYYY-MM-DD' (UTC). */
  today: string;
}

/** `days` before the seed day's midnight (UTC), at `minuteOfDay` minutes past midnight, as ISO. */
export function daysAgo(clock: Clock, days: number, minuteOfDay = 0): string {
  return new Date(Date.parse(`${clock.today}T00:00:00Z`) - days * 86_400_000 + minuteOfDay * 60_000).toISOString();
}

/** `days` after the seed day, 'YYYY-MM-DD'. */
export function daysAhead(clock: Clock, days: number): string {
  return new Date(Date.parse(`${clock.today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
