/**
 * The one interface both payment providers implement: Stripe in production, the local checkout
 * without keys (payments/README.md). What they answer is in Stripe's shapes, and the events they
 * send reach the same webhook route signed the same way, so nothing past this interface knows
 * which one is in use.
 */

/** The fields of a Stripe Subscription object the app reads (API version 2025-03-31 and later). */
export interface ProviderSubscription {
  id: string;
  object: 'subscription';
  customer: string | { id: string };
  status: string;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { data: Array<{ current_period_end: number; price: { id: string } }> };
}

export interface NewCustomer {
  userId: string;
  email: string | null;
  name: string | null;
}

export interface CheckoutRequest {
  customerId: string;
  /** Our golfer's id: the session's client_reference_id and the metadata of session and subscription. */
  userId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'local';
  /** A customer for the golfer; the same key always answers the same customer. */
  createCustomer(customer: NewCustomer, idempotencyKey: string): Promise<{ id: string }>;
  /** A checkout for Pro in subscription mode; the same key answers the same session. */
  createCheckoutSession(request: CheckoutRequest, idempotencyKey: string): Promise<{ id: string; url: string }>;
  /** Closes an open checkout so it can no longer be paid (an error when it was already completed). */
  expireCheckoutSession(id: string): Promise<void>;
  createPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription as the provider holds it now (null when it does not know the id). */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
}

/** The webhook events the app acts on; every other verified event is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
