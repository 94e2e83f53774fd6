/** Years and times. */

/** The first golf club on record (the Honourable Company of Edinburgh Golfers, 1744). */
export const FIRST_YEAR = 1744;

/** A year built/established between 1744 and this year, else null ("c. 1910" reads as 1910; a decade, "1920s", is no year). */
export function yearFrom(value: number | string | null, now = new Date()): number | null {
  if (value === null) return null;
  const n = typeof value === 'number' ? value : Number(/\b(\d{4})\b/.exec(value)?.[1] ?? NaN);
  if (!Number.isInteger(n)) return null;
  return n >= FIRST_YEAR && n <= now.getUTCFullYear() ? n : null;
}

/** An ISO time from the source's own last-updated time, or null when it does not parse. */
export function isoTime(value: string | null): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
