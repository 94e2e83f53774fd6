/**
 * Recording who referred a golfer: the rules (shared/domain/referral-rules.ts) decide inside the
 * repository's transaction, and each refusal becomes the answer a golfer can act on.
 */
import type { Attribution } from '../../shared/contracts/referral.contract';
import { attributionRefusal, REFERRAL_WINDOW_DAYS } from '../../shared/domain/referral-rules';
import type { ReferralRepository } from '../data/referral.repository';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';

export function referralService({ referral }: { referral: ReferralRepository }) {
  return {
    async attribute(userId: string, code: string, now = new Date()): Promise<Attribution> {
      const result = await referral.attribute(userId, code, (facts) => attributionRefusal(facts, now));
      if (result.ok) return result.attribution;
      if (result.reason === 'unknown-code') throw notFound('Referral code');
      const name = result.referrer.displayName ?? 'This golfer';
      switch (result.reason) {
        case 'own-code': throw badRequest('You cannot use your own referral code.');
        case 'already-referred': throw conflict('You have already been referred.');
        case 'window-closed': throw new HttpError(403, `Invite codes count only in the first ${REFERRAL_WINDOW_DAYS} days after you join.`);
        case 'mutual': throw conflict(`${name} joined through your invite, so they cannot have invited you.`);
        case 'referrer-joined-later': throw conflict(`${name} joined after you, so they cannot have invited you.`);
      }
    },
  };
}

export type ReferralService = ReturnType<typeof referralService>;
