/**
 * Back from the checkout or the portal (`/pro?checkout=success`, `?checkout=canceled`,
 * `?portal=return`): what the Pro card waits for, and until when. Pure, for unit tests.
 */
export type PaymentReturn = 'checkout' | 'checkout-canceled' | 'portal' | null;

/** How long the card fetches the golfer again, waiting for the provider's events (they usually take a second or two). */
export const RETURN_WAIT_MS = 30_000;
export const RETURN_POLL_MS = 1_500;

export function paymentReturnOf(search: string): PaymentReturn {
  const q = new URLSearchParams(search);
  if (q.get('checkout') === 'success') return 'checkout';
  if (q.get('checkout') === 'canceled') return 'checkout-canceled';
  if (q.get('portal') === 'return') return 'portal';
  return null;
}

export interface ProSnapshot {
  isPremium: boolean;
  cancelAt: number | null;
}

/**
 * Whether the wait is over. After a checkout: once the golfer is Pro. After the portal: once
 * anything changed since the page loaded, or at the end of the wait (a visit may change nothing).
 */
export function returnSettled(kind: PaymentReturn, first: ProSnapshot | null, now: ProSnapshot | null): boolean {
  if (!kind || kind === 'checkout-canceled') return true;
  if (!now) return false;
  if (kind === 'checkout') return now.isPremium;
  return !!first && (first.isPremium !== now.isPremium || first.cancelAt !== now.cancelAt);
}
