/**
 * Why a request is not done, as data: the one way every service refuses. The rules and policies
 * answer a `Refusal` (or null, "go ahead"); services throw it (`Refused`, server/lib/refused.ts);
 * one mapping on the server (`refusedError`, server/lib/errors.ts) turns it into the HTTP error the
 * caller sees. The message is said of `path`, the body field at fault, when there is one
 * ("listItem.day: is outside the trip").
 *
 * - not-found: nothing there, or nothing this golfer may see (another golfer's private list)
 * - forbidden: there, visible, but not this golfer's to change or to do (an invite code past its window)
 * - invalid: the request does not fit (a hole in a course list, a day the trip has not)
 * - conflict: it clashes with what is already so (the course is already in the list; already Pro)
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

/** "<What> not found.", of the request as a whole (a course, a list item, a referral code). */
export const notFoundRefusal = (what: string): Refusal => refusal('not-found', `${what} not found.`);

/** The first refusal of several checks, or null when none refuses. */
export const firstRefusal = (...checks: (Refusal | null)[]): Refusal | null => checks.find((c) => c !== null) ?? null;
