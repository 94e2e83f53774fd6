/**
 * Who may be recorded as whose referral (issue 22, item 8). An invite brings someone new: so the
 * code counts only in the first days after the golfer joined, only from someone who was there
 * before them (which also rules out A referred by B and B by A, and any longer ring), and once.
 */

/** Days after joining (the first request with a valid token) within which an invite code counts. */
export const REFERRAL_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What an attribution is decided on, read in the transaction that records it. */
export interface AttributionFacts {
  userId: string;
  userJoinedAt: Date;
  /** Who already referred this golfer, if anyone. */
  userReferredBy: string | null;
  referrerId: string;
  referrerJoinedAt: Date;
  /** Who referred the code's owner, if anyone. */
  referrerReferredBy: string | null;
}

export type AttributionRefusal = 'own-code' | 'already-referred' | 'window-closed' | 'mutual' | 'referrer-joined-later';

/** Why this attribution may not be recorded at `now`, or null when it may. */
export function attributionRefusal(f: AttributionFacts, now: Date): AttributionRefusal | null {
  if (f.referrerId === f.userId) return 'own-code';
  if (f.userReferredBy !== null) return 'already-referred';
  if (now.getTime() - f.userJoinedAt.getTime() > REFERRAL_WINDOW_DAYS * DAY_MS) return 'window-closed';
  if (f.referrerReferredBy === f.userId) return 'mutual';
  if (f.referrerJoinedAt.getTime() >= f.userJoinedAt.getTime()) return 'referrer-joined-later';
  return null;
}
