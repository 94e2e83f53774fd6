/**
 * Production payments through Stripe: Checkout Sessions in subscription mode for STRIPE_PRICE_ID,
 * the Billing Portal, and subscriptions read back when their events arrive. Every create carries
 * an idempotency key, and the client retries network errors and conflicts (409s on a key still in
 * flight) on its own.
 */
import Stripe from 'stripe';
import type { CheckoutRequest, NewCustomer, PaymentProvider, ProviderSubscription } from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  priceId: string;
  /** Tests point the client at a stand-in server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeProvider({ secretKey, priceId, ...connection }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...connection });
  return {
    kind: 'stripe',

    async createCustomer({ userId, email, name }: NewCustomer, idempotencyKey: string) {
      const customer = await stripe.customers.create(
        { email: email ?? undefined, name: name ?? undefined, metadata: { userId } },
        { idempotencyKey },
      );
      return { id: customer.id };
    },

    async createCheckoutSession({ customerId, userId, successUrl, cancelUrl }: CheckoutRequest, idempotencyKey: string) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: userId,
        metadata: { userId },
        subscription_data: { metadata: { userId } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      }, { idempotencyKey });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async expireCheckoutSession(id: string) {
      await stripe.checkout.sessions.expire(id);
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async retrieveSubscription(id: string) {
      try {
        return (await stripe.subscriptions.retrieve(id)) as unknown as ProviderSubscription;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      }
    },
  };
}
