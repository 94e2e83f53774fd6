/**
 * Why a write does not happen, as data. The list and trip policies answer a `Refusal` (or null,
 * "go ahead"); services throw it; one mapping on the server (`refusedError`) turns it into the
 * HTTP error the caller sees. The message is said of `path`, the body field at fault, when there
 * is one ("listItem.day: is outside the trip").
 *
 * - not-found: nothing there, or nothing this golfer may see (another golfer's private list)
 * - forbidden: there, visible, but not this golfer's to change
 * - invalid: the request does not fit (a hole in a course list, a day the trip has not)
 * - conflict: it would make a duplicate (the course is already in the list)
 * - stale: the caller's view is out of date (someone saved in between)
 * - over-limit: the golfer's plan allows no more (Pro's limits plug in here)
 */
export type RefusalReason = 'not-found' | 'forbidden' | 'invalid' | 'conflict' | 'stale' | 'over-limit';

export interface Refusal {
  reason: RefusalReason;
  message: string;
  /** The body field at fault ('listItem.bucket', 'days.2.day'); none for the request as a whole. */
  path?: string;
  /**
   * A `stale` refusal's record as it stands now (null: it is gone), answered as the error's
   * `data.current` so the caller can show what changed (an admin's course form, issue 32).
   */
  current?: unknown;
}

export const refusal = (reason: RefusalReason, message: string, path?: string): Refusal =>
  path === undefined ? { reason, message } : { reason, message, path };

/** The first refusal of several checks, or null when none refuses. */
export const firstRefusal = (...checks: (Refusal | null)[]): Refusal | null => checks.find((c) => c !== null) ?? null;
