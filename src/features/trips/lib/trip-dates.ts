/** Dates as the planner shows them, in the golfer's language ("Mon 3 May"). Dates are calendar days, read at noon UTC so no zone moves them. */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

export const dayLabel = (iso: string, locale?: string) =>
  at(iso).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export function tripDates(start: string, end: string, locale?: string): string {
  const year = (iso: string) => at(iso).getUTCFullYear();
  const long = (iso: string) => at(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (start === end) return long(start);
  return year(start) === year(end) ? `${dayLabel(start, locale)} – ${long(end)}` : `${long(start)} – ${long(end)}`;
}
