/**
 * A trip's dates as the planner and its dialogs show them, in the golfer's language ("Tue 4 May",
 * "4–7 May 2027"). Trip dates are calendar dates with no time zone (trip-rules.ts): they are
 * formatted as UTC midnights so no zone moves a day.
 */
const atUtcMidnight = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** One day of a trip: "Tue 4 May" (`locale` undefined: the browser's). */
export const dayLabel = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(atUtcMidnight(iso));

/** A trip's dates as one range ("4–7 May 2027"; a one-day trip: "4 May 2027"). */
export function tripDatesLabel(trip: { startDate: string; endDate: string }, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(atUtcMidnight(trip.startDate), atUtcMidnight(trip.endDate));
}
