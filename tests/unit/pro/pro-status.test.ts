import { describe, expect, it } from 'vitest';
import {
  blocksNewCheckout, cancelingAt, graceEndsAt, isPro, PAST_DUE_GRACE_DAYS, proStateOf, type SubscriptionState,
} from '../../../src/shared/domain/pro-status';

const NOW = 1_800_000_000;
const DAY = 86_400;
const sub = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  id: 'sub_1', status: 'active', cancelAt: null, cancelAtPeriodEnd: false, currentPeriodEnd: NOW + 100 * DAY, ...over,
});

describe('isPro', () => {
  it.each([
    ['no subscription', null, false],
    ['active', sub(), true],
    ['trialing', sub({ status: 'trialing' }), true],
    ['active and canceling', sub({ cancelAt: NOW + DAY, cancelAtPeriodEnd: true }), true],
    ['past_due inside the period', sub({ status: 'past_due' }), true],
    ['past_due, period ended a day ago', sub({ status: 'past_due', currentPeriodEnd: NOW - DAY }), true],
    ['past_due, grace ends in a second', sub({ status: 'past_due', currentPeriodEnd: NOW - PAST_DUE_GRACE_DAYS * DAY + 1 }), true],
    ['past_due, grace just ended', sub({ status: 'past_due', currentPeriodEnd: NOW - PAST_DUE_GRACE_DAYS * DAY }), false],
    ['past_due without a period', sub({ status: 'past_due', currentPeriodEnd: null }), false],
    ['unpaid', sub({ status: 'unpaid' }), false],
    ['canceled', sub({ status: 'canceled' }), false],
    ['incomplete', sub({ status: 'incomplete' }), false],
    ['incomplete_expired', sub({ status: 'incomplete_expired' }), false],
    ['paused', sub({ status: 'paused' }), false],
    ['a status Stripe adds later', sub({ status: 'something_new' }), false],
  ])('%s → %s', (_what, s, expected) => {
    expect(isPro(s, NOW)).toBe(expected);
  });
});

describe('cancelingAt', () => {
  it.each([
    ['renews', sub(), null],
    ['cancel_at set', sub({ cancelAt: NOW + 5 * DAY }), NOW + 5 * DAY],
    ['cancel_at_period_end only', sub({ cancelAtPeriodEnd: true }), NOW + 100 * DAY],
    ['both: cancel_at wins', sub({ cancelAt: NOW + 7 * DAY, cancelAtPeriodEnd: true }), NOW + 7 * DAY],
  ])('%s → %s', (_what, s, expected) => {
    expect(cancelingAt(s)).toBe(expected);
  });
});

describe('graceEndsAt and blocksNewCheckout', () => {
  it.each([
    ['active', sub(), null],
    ['past_due', sub({ status: 'past_due', currentPeriodEnd: NOW }), NOW + PAST_DUE_GRACE_DAYS * DAY],
  ])('grace of %s', (_what, s, expected) => {
    expect(graceEndsAt(s)).toBe(expected);
  });

  it.each([
    ['active', true], ['trialing', true], ['past_due', true], ['unpaid', true], ['incomplete', true], ['paused', true],
    ['canceled', false], ['incomplete_expired', false],
  ])('%s blocks a new checkout: %s', (status, expected) => {
    expect(blocksNewCheckout(status)).toBe(expected);
  });
});

describe('proStateOf', () => {
  it.each([
    ['none', [], { isPremium: false, cancelAt: null, subscriptionId: null }],
    ['one active', [sub()], { isPremium: true, cancelAt: null, subscriptionId: 'sub_1' }],
    ['one canceling', [sub({ cancelAtPeriodEnd: true })], { isPremium: true, cancelAt: NOW + 100 * DAY, subscriptionId: 'sub_1' }],
    ['one ended', [sub({ status: 'canceled', cancelAt: NOW - DAY })], { isPremium: false, cancelAt: null, subscriptionId: 'sub_1' }],
    ['an ended one and a new one', [sub({ status: 'canceled' }), sub({ id: 'sub_2' })], { isPremium: true, cancelAt: null, subscriptionId: 'sub_2' }],
    ['two Pro: the one paid furthest ahead decides', [sub({ cancelAt: NOW + DAY }), sub({ id: 'sub_2', currentPeriodEnd: NOW + 300 * DAY })],
      { isPremium: true, cancelAt: null, subscriptionId: 'sub_2' }],
    ['past_due past its grace, no other', [sub({ status: 'past_due', currentPeriodEnd: NOW - 30 * DAY })], { isPremium: false, cancelAt: null, subscriptionId: 'sub_1' }],
  ])('%s', (_what, subs, expected) => {
    expect(proStateOf(subs, NOW)).toEqual(expected);
  });
});
