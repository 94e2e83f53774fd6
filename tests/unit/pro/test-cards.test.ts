import { describe, expect, it } from 'vitest';
import { checkCard, luhn } from '../../../src/server/payments/test-cards';

const NOW = new Date(Date.UTC(2026, 10, 26));
const card = (cardNumber: string, expiry = '12 / 34', cvc = '123') => checkCard({ cardNumber, expiry, cvc }, NOW);

describe('the local checkout test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds', 'visa', '4242'],
    ['4242424242424242', 'succeeds', 'visa', '4242'],
    ['5555-5555-5555-4444', 'succeeds', 'mastercard', '4444'],
    ['4000 0000 0000 0002', 'card_declined', 'visa', '0002'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'visa', '9995'],
    ['4000 0000 0000 0341', 'declines_later', 'visa', '0341'],
  ])('%s → %s', (number, outcome, brand, last4) => {
    expect(card(number)).toEqual({ ok: true, card: { outcome, brand, last4, exp_month: 12, exp_year: 2034 } });
  });

  it.each([
    ['', '12/34', '123', 'cardNumber', 'Your card number is incomplete.'],
    ['4242 4242', '12/34', '123', 'cardNumber', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', '12/34', '123', 'cardNumber', 'Your card number is invalid.'],
    ['4242 4242 4242 4242', '', '123', 'expiry', "Your card's expiration date is incomplete."],
    ['4242 4242 4242 4242', '13/30', '123', 'expiry', "Your card's expiration date is incomplete."],
    ['4242 4242 4242 4242', '10/26', '123', 'expiry', "Your card's expiration date is in the past."],
    ['4242 4242 4242 4242', '12', '123', 'expiry', "Your card's expiration date is incomplete."],
    ['4242 4242 4242 4242', '12/34', '12', 'cvc', "Your card's security code is incomplete."],
    ['4242 4242 4242 4242', '12/34', 'abc', 'cvc', "Your card's security code is incomplete."],
  ])('%j %j %j → %s: %s', (number, expiry, cvc, field, message) => {
    expect(card(number, expiry, cvc)).toEqual({ ok: false, field, message });
  });

  it('takes this month as not yet expired, and four-digit years', () => {
    expect(card('4242424242424242', '11/26').ok).toBe(true);
    expect(card('4242424242424242', '11 / 2026').ok).toBe(true);
  });

  it.each([['4242424242424242', true], ['4242424242424241', false], ['79927398713', true], ['0', true]])('luhn(%s) = %s', (n, ok) => {
    expect(luhn(n)).toBe(ok);
  });
});
