/**
 * Who may be recorded as whose referral (issue 22, item 8). An invite brings someone new: so the
 * code counts only in the first days after the golfer joined, only from someone who was there
 * before them (which also rules out A referred by B and B by A, and any longer ring), and once.
 * A code that may not count is a `Refusal` worded for the golfer who used it.
 */
import { refusal, type Refusal } from './refusal';

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

/** The golfer was referred already (by this code or another): a referral is recorded once. */
export const alreadyReferred = (): Refusal => refusal('conflict', 'You have already been referred.');

/**
 * Why this attribution may not be recorded at `now`, as the refusal the golfer reads, or null when
 * it may. `referrerName` is the code owner's display name ('This golfer' when they have none).
 */
export function attributionRefusal(f: AttributionFacts, now: Date, referrerName: string | null = null): Refusal | null {
  const name = referrerName ?? 'This golfer';
  if (f.referrerId === f.userId) return refusal('invalid', 'You cannot use your own referral code.');
  if (f.userReferredBy !== null) return alreadyReferred();
  if (now.getTime() - f.userJoinedAt.getTime() > REFERRAL_WINDOW_DAYS * DAY_MS) {
    return refusal('forbidden', `Invite codes count only in the first ${REFERRAL_WINDOW_DAYS} days after you join.`);
  }
  if (f.referrerReferredBy === f.userId) return refusal('conflict', `${name} joined through your invite, so they cannot have invited you.`);
  if (f.referrerJoinedAt.getTime() >= f.userJoinedAt.getTime()) return refusal('conflict', `${name} joined after you, so they cannot have invited you.`);
  return null;
}
