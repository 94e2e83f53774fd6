import { describe, expect, it } from 'vitest';
import { paymentReturnOf, returnSettled } from '../../../src/features/pro/lib/payment-return';

describe('paymentReturnOf', () => {
  it.each([
    ['?checkout=success', 'checkout'],
    ['?checkout=canceled', 'checkout-canceled'],
    ['?portal=return', 'portal'],
    ['?checkout=other', null],
    ['', null],
  ])('%s → %s', (search, kind) => {
    expect(paymentReturnOf(search)).toBe(kind);
  });
});

describe('returnSettled', () => {
  const free = { isPremium: false, cancelAt: null };
  const pro = { isPremium: true, cancelAt: null };
  const canceling = { isPremium: true, cancelAt: 1_900_000_000 };
  it.each([
    ['nothing to wait for', null, null, null, true],
    ['checkout, not yet fetched', 'checkout', null, null, false],
    ['checkout, still free', 'checkout', free, free, false],
    ['checkout, Pro', 'checkout', free, pro, true],
    ['checkout canceled', 'checkout-canceled', free, free, true],
    ['portal, unchanged', 'portal', pro, pro, false],
    ['portal, now canceling', 'portal', pro, canceling, true],
    ['portal, resumed', 'portal', canceling, pro, true],
  ] as const)('%s', (_what, kind, first, now, expected) => {
    expect(returnSettled(kind, first, now)).toBe(expected);
  });
});
