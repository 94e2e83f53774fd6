/**
 * Recording who referred a golfer: in the repository's transaction, the service reads the facts,
 * asks the rules (shared/domain/referral-rules.ts) and writes the referral and the follow; each
 * refusal becomes the answer a golfer can act on, thrown before anything is written.
 */
import type { Attribution } from '../../shared/contracts/referral.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import { attributionRefusal, REFERRAL_WINDOW_DAYS, type AttributionRefusal } from '../../shared/domain/referral-rules';
import type { ReferralRepository } from '../data/referral.repository';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';

/** A refusal as the error a golfer reads. */
function refused(reason: AttributionRefusal, referrer: PublicUser): HttpError {
  const name = referrer.displayName ?? 'This golfer';
  switch (reason) {
    case 'own-code': return badRequest('You cannot use your own referral code.');
    case 'already-referred': return conflict('You have already been referred.');
    case 'window-closed': return new HttpError(403, `Invite codes count only in the first ${REFERRAL_WINDOW_DAYS} days after you join.`);
    case 'mutual': return conflict(`${name} joined through your invite, so they cannot have invited you.`);
    case 'referrer-joined-later': return conflict(`${name} joined after you, so they cannot have invited you.`);
  }
}

export function referralService({ referral }: { referral: ReferralRepository }) {
  return {
    attribute(userId: string, code: string, now = new Date()): Promise<Attribution> {
      return referral.write(async (w) => {
        const found = await w.facts(userId, code);
        if (!found) throw notFound('Referral code');
        const refusal = attributionRefusal(found.facts, now);
        if (refusal) throw refused(refusal, found.referrer);
        const createdAt = await w.record(userId, found.referrer._id, code);
        if (!createdAt) throw refused('already-referred', found.referrer);
        await w.follow(userId, found.referrer._id);
        return { code, referrer: found.referrer, createdAt: createdAt.toISOString() };
      });
    },
  };
}

export type ReferralService = ReturnType<typeof referralService>;
