/**
 * Recording who referred a golfer: in the repository's transaction, the service reads the facts,
 * asks the rules (shared/domain/referral-rules.ts) and writes the referral and the follow; the
 * rules' refusal, worded for the golfer, is thrown before anything is written.
 */
import type { Attribution } from '../../shared/contracts/referral.contract';
import { alreadyReferred, attributionRefusal } from '../../shared/domain/referral-rules';
import { notFoundRefusal } from '../../shared/domain/refusal';
import type { ReferralRepository } from '../data/referral.repository';
import { ensure, refuse } from '../lib/refused';
import type { DomainEvents } from './domain-events';

export function referralService({ referral, events }: { referral: ReferralRepository; events: DomainEvents }) {
  return {
    async attribute(userId: string, code: string, now = new Date()): Promise<Attribution> {
      const attribution = await referral.write(async (w) => {
        const found = await w.facts(userId, code);
        if (!found) throw refuse(notFoundRefusal('Referral code'));
        ensure(attributionRefusal(found.facts, now, found.referrer.displayName));
        const createdAt = await w.record(userId, found.referrer._id, code);
        if (!createdAt) throw refuse(alreadyReferred());
        await w.follow(userId, found.referrer._id);
        return { code, referrer: found.referrer, createdAt: createdAt.toISOString() };
      });
      await events.emit({ type: 'referral-joined', referrerId: attribution.referrer._id, joinedId: userId });
      return attribution;
    },
  };
}

export type ReferralService = ReturnType<typeof referralService>;
