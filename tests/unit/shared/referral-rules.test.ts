import { describe, expect, it } from 'vitest';
import { attributionRefusal, REFERRAL_WINDOW_DAYS, type AttributionFacts } from '../../../src/shared/domain/referral-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 24 * 60 * 60 * 1000);
const facts = (over: Partial<AttributionFacts> = {}): AttributionFacts => ({
  userId: 'new', userJoinedAt: daysAgo(1), userReferredBy: null,
  referrerId: 'inviter', referrerJoinedAt: daysAgo(100), referrerReferredBy: null,
  ...over,
});

describe('attributionRefusal', () => {
  it('has a window of 7 days', () => {
    expect(REFERRAL_WINDOW_DAYS).toBe(7);
  });

  it.each([
    ['a new golfer and an older inviter', facts(), null],
    ['just signed up', facts({ userJoinedAt: NOW }), null],
    ['on the last moment of the window', facts({ userJoinedAt: daysAgo(7) }), null],
    ['a second after the window', facts({ userJoinedAt: new Date(daysAgo(7).getTime() - 1000) }), 'window-closed'],
    ['years after joining', facts({ userJoinedAt: daysAgo(1000) }), 'window-closed'],
    ['their own code', facts({ referrerId: 'new' }), 'own-code'],
    ['their own code, long after joining', facts({ referrerId: 'new', userJoinedAt: daysAgo(1000) }), 'own-code'],
    ['already referred', facts({ userReferredBy: 'someone' }), 'already-referred'],
    ['already referred, by this inviter', facts({ userReferredBy: 'inviter' }), 'already-referred'],
    ['already referred, window closed', facts({ userReferredBy: 'someone', userJoinedAt: daysAgo(30) }), 'already-referred'],
    ['an inviter they referred', facts({ referrerReferredBy: 'new', referrerJoinedAt: daysAgo(0.5) }), 'mutual'],
    ['an inviter who joined later', facts({ referrerJoinedAt: daysAgo(0.5) }), 'referrer-joined-later'],
    ['an inviter who joined the same instant', facts({ referrerJoinedAt: daysAgo(1) }), 'referrer-joined-later'],
    ['an inviter referred by someone else', facts({ referrerReferredBy: 'third' }), null],
  ] as const)('%s → %s', (_what, f, refusal) => {
    expect(attributionRefusal(f, NOW)).toBe(refusal);
  });
});
