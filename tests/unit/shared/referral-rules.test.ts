import { describe, expect, it } from 'vitest';
import { alreadyReferred, attributionRefusal, REFERRAL_WINDOW_DAYS, type AttributionFacts } from '../../../src/shared/domain/referral-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 24 * 60 * 60 * 1000);
const facts = (over: Partial<AttributionFacts> = {}): AttributionFacts => ({
  userId: 'new', userJoinedAt: daysAgo(1), userReferredBy: null,
  referrerId: 'inviter', referrerJoinedAt: daysAgo(100), referrerReferredBy: null,
  ...over,
});

const OWN_CODE = ['invalid', 'You cannot use your own referral code.'] as const;
const ALREADY = ['conflict', 'You have already been referred.'] as const;
const WINDOW = ['forbidden', 'Invite codes count only in the first 7 days after you join.'] as const;
const MUTUAL = ['conflict', 'Ben joined through your invite, so they cannot have invited you.'] as const;
const LATER = ['conflict', 'Ben joined after you, so they cannot have invited you.'] as const;

describe('attributionRefusal', () => {
  it('has a window of 7 days', () => {
    expect(REFERRAL_WINDOW_DAYS).toBe(7);
  });

  it.each([
    ['a new golfer and an older inviter', facts(), null],
    ['just signed up', facts({ userJoinedAt: NOW }), null],
    ['on the last moment of the window', facts({ userJoinedAt: daysAgo(7) }), null],
    ['a second after the window', facts({ userJoinedAt: new Date(daysAgo(7).getTime() - 1000) }), WINDOW],
    ['years after joining', facts({ userJoinedAt: daysAgo(1000) }), WINDOW],
    ['their own code', facts({ referrerId: 'new' }), OWN_CODE],
    ['their own code, long after joining', facts({ referrerId: 'new', userJoinedAt: daysAgo(1000) }), OWN_CODE],
    ['already referred', facts({ userReferredBy: 'someone' }), ALREADY],
    ['already referred, by this inviter', facts({ userReferredBy: 'inviter' }), ALREADY],
    ['already referred, window closed', facts({ userReferredBy: 'someone', userJoinedAt: daysAgo(30) }), ALREADY],
    ['an inviter they referred', facts({ referrerReferredBy: 'new', referrerJoinedAt: daysAgo(0.5) }), MUTUAL],
    ['an inviter who joined later', facts({ referrerJoinedAt: daysAgo(0.5) }), LATER],
    ['an inviter who joined the same instant', facts({ referrerJoinedAt: daysAgo(1) }), LATER],
    ['an inviter referred by someone else', facts({ referrerReferredBy: 'third' }), null],
  ] as const)('%s → %s', (_what, f, expected) => {
    const refusal = attributionRefusal(f, NOW, 'Ben');
    expect(refusal && [refusal.reason, refusal.message]).toEqual(expected);
    expect(refusal?.path).toBeUndefined();
  });

  it.each([
    ['a named inviter', 'Ben', 'Ben joined after you'],
    ['an inviter without a name', null, 'This golfer joined after you'],
    ['no name given', undefined, 'This golfer joined after you'],
  ] as const)('words the refusal for %s', (_what, name, start) => {
    expect(attributionRefusal(facts({ referrerJoinedAt: NOW }), NOW, name)?.message).toMatch(new RegExp(`^${start}, so`));
  });

  it('answers a second attribution found by the write as already referred', () => {
    expect(alreadyReferred()).toEqual({ reason: 'conflict', message: ALREADY[1] });
  });
});
