/**
 * The local checkout's cards: Stripe's test card numbers behave as they do in Stripe's test mode
 * (payments/README.md). Pure; nothing here ever sees a real card, and no number is stored.
 */
/**
 * `declines_later` (4000 0000 0000 0341) is saved as a card on file but declines every charge:
 * checkout refuses it, the portal takes it, and the next renewal fails (past_due).
 */
export type CardOutcome = 'succeeds' | 'card_declined' | 'insufficient_funds' | 'declines_later';

/** Numbers with an outcome other than success, and the message Stripe's checkout shows for each. */
const DECLINES: Record<string, Exclude<CardOutcome, 'succeeds'>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'declines_later',
};
export const DECLINE_MESSAGES: Record<Exclude<CardOutcome, 'succeeds'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  declines_later: 'Your card was declined.',
};

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** What charging it does (kept instead of the number, for renewals). */
  outcome: CardOutcome;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardCheck = { ok: true; card: Card } | { ok: false; field: CardField; message: string };

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (digits: string) => (digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'card');

/** The card's fields checked the way a checkout form checks them; `now` decides what is expired. */
export function checkCard({ cardNumber, expiry, cvc }: CardInput, now: Date): CardCheck {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { ok: false, field: 'cardNumber', message: 'Your card number is incomplete.' };
  if (!luhn(digits)) return { ok: false, field: 'cardNumber', message: 'Your card number is invalid.' };
  const exp = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  return { ok: true, card: { brand: brandOf(digits), last4: digits.slice(-4), exp_month: month, exp_year: year, outcome: DECLINES[digits] ?? 'succeeds' } };
}
