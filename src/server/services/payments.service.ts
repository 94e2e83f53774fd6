/**
 * Payments (issue 23; src/server/payments/README.md): the Pro checkout, the portal, and what webhook events
 * do. Provider-neutral: it talks to a `PaymentProvider` and never learns which one it is.
 *
 * An event is read as "this subscription changed": the subscription's state is read back from the
 * provider and stored, so events that arrive late, twice or out of order (invoice.paid before
 * checkout.session.completed, updated before created) all end in the provider's current state.
 */
import type { FastifyBaseLogger } from 'fastify';
import { blocksNewCheckout } from '../../shared/domain/pro-status';
import { refusal } from '../../shared/domain/refusal';
import type { PaymentsRepository, SubscriptionRecord } from '../data/payments.repository';
import type { UserRow } from '../data/users.repository';
import { refuse } from '../lib/refused';
import { HANDLED_EVENTS, type PaymentProvider, type ProviderSubscription } from '../payments/payment-provider';
import { verifyEvent, type VerifiedEvent } from '../payments/webhook-signature';
import type { DomainEvents } from './domain-events';

export const ALREADY_PRO = 'You already have TPL Pro. Use Manage Subscription to change or cancel it.';
export const NEVER_SUBSCRIBED = 'You have no subscription to manage yet. Checkout gets you TPL Pro.';
export const BAD_SIGNATURE = 'The webhook signature is missing, invalid or too old.';

/** Double clicks and second tabs within this window get the same checkout session. */
const CHECKOUT_KEY_WINDOW_MS = 10 * 60 * 1000;

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  webhookSecret: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Told when a renewal's payment failed (the golfer is notified). */
  events: DomainEvents;
  now?: () => number;
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null;

/** The subscription an event is about, and the golfer our server named on it (a checkout's). */
function subjectOf(event: VerifiedEvent): { subscriptionId: string | null; userId: string | null } {
  const o = event.data.object as Record<string, unknown> & { metadata?: Record<string, string> };
  if (event.type === 'checkout.session.completed') {
    if (o.mode !== 'subscription') return { subscriptionId: null, userId: null };
    return { subscriptionId: idOf(o.subscription), userId: (o.client_reference_id as string | null) ?? o.metadata?.userId ?? null };
  }
  if (event.type.startsWith('customer.subscription.')) return { subscriptionId: idOf(o.id), userId: null };
  // Invoices: `parent.subscription_details.subscription` since API version 2025-03-31, `subscription` before.
  const parent = o.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return { subscriptionId: idOf(parent?.subscription_details?.subscription) ?? idOf(o.subscription), userId: null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentsService({ repo, provider, webhookSecret, log, events, now = Date.now }: PaymentsServiceDeps) {
  async function customerFor(user: UserRow): Promise<string> {
    const known = user.stripeCustomerId ?? (await repo.customerOf(user.id));
    if (known) return known;
    // The same key for every first checkout of this golfer: two at once get one customer.
    const made = await provider.createCustomer({ userId: user.id, email: user.email, name: user.fullName ?? user.displayName }, `tpl-customer-${user.id}`);
    return repo.claimCustomer(user.id, made.id);
  }

  /** The golfer our server linked the subscription to: its metadata, the checkout, or the customer. */
  async function golferOf(sub: ProviderSubscription, fromCheckout: string | null): Promise<string | null> {
    for (const candidate of [sub.metadata?.userId, fromCheckout]) {
      if (candidate && UUID.test(candidate) && (await repo.userExists(candidate.toLowerCase()))) return candidate.toLowerCase();
    }
    const customerId = idOf(sub.customer);
    return customerId ? repo.userOfCustomer(customerId) : null;
  }

  return {
    /** A checkout for Pro; 409 while the golfer is Pro or has a subscription that has not ended. */
    async checkout(user: UserRow, origin: string): Promise<{ url: string }> {
      const subs = await repo.subscriptionsOf(user.id);
      if (user.isPremium || subs.some((s) => blocksNewCheckout(s.status))) throw refuse(refusal('conflict', ALREADY_PRO));
      const customerId = await customerFor(user);
      // Keyed by the window and by how many subscriptions the golfer had: one who ends a plan and
      // comes back minutes later gets a new session, not the one they already paid.
      const window = Math.floor(now() / CHECKOUT_KEY_WINDOW_MS);
      const session = await provider.createCheckoutSession({
        customerId,
        userId: user.id,
        successUrl: `${origin}/pro?checkout=success`,
        cancelUrl: `${origin}/pro?checkout=canceled`,
      }, `tpl-checkout-${user.id}-${subs.length}-${window}`);
      // Only the newest checkout can be paid: two tabs never make two subscriptions.
      for (const stale of await repo.openedCheckout(user.id, session.id)) {
        try {
          await provider.expireCheckoutSession(stale);
          await repo.setCheckoutStatus(stale, 'expired');
        } catch (err) {
          log.warn({ err, session: stale }, 'Could not expire an older checkout session (it may be complete)');
          await repo.setCheckoutStatus(stale, 'complete');
        }
      }
      return { url: session.url };
    },

    /** The portal of the golfer's subscriptions; 409 when they never had one. */
    async portal(user: UserRow, origin: string): Promise<{ url: string }> {
      const customerId = user.stripeCustomerId ?? (await repo.customerOf(user.id));
      if (!customerId || !(await repo.subscriptionsOf(user.id)).length) throw refuse(refusal('conflict', NEVER_SUBSCRIBED));
      return provider.createPortalSession({ customerId, returnUrl: `${origin}/pro?portal=return` });
    },

    /** A webhook delivery: 400 unless the signature holds; then applied once, or acknowledged and ignored. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; handled: boolean }> {
      const event = verifyEvent(rawBody, signature, webhookSecret);
      if (!event) throw refuse(refusal('invalid', BAD_SIGNATURE));
      if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) {
        log.info({ event: event.id, type: event.type }, 'Payment event of a type the app does not use: ignored');
        return { received: true, handled: false };
      }
      const { subscriptionId, userId: fromCheckout } = subjectOf(event);
      // What the event was to us, not the provider's whole object (its customer's name, address and
      // metadata are the provider's to keep): enough to say later what arrived and what it was about.
      const object = event.data.object;
      const record = {
        id: event.id, type: event.type,
        payload: { created: event.created, object: { object: object.object ?? null, id: idOf(object) }, subscriptionId, userId: fromCheckout },
      };
      if (event.type === 'checkout.session.completed') await repo.setCheckoutStatus(String(event.data.object.id), 'complete');
      const fetchedAt = now();
      const sub = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null;
      const userId = sub ? await golferOf(sub, fromCheckout) : null;
      if (!sub || !userId) {
        log.warn({ event: event.id, type: event.type, subscriptionId }, 'Payment event about no subscription of ours: recorded, nothing changed');
        await repo.recordEvent(record);
        return { received: true, handled: false };
      }
      const item = sub.items.data[0];
      const state: SubscriptionRecord = {
        id: sub.id, userId, customerId: idOf(sub.customer)!, status: sub.status, priceId: item?.price.id ?? null,
        cancelAt: sub.cancel_at, cancelAtPeriodEnd: sub.cancel_at_period_end, currentPeriodEnd: item?.current_period_end ?? null,
      };
      const applied = await repo.applySubscription(record, state, fetchedAt, Math.floor(now() / 1000));
      if (!applied) log.info({ event: event.id, type: event.type }, 'Payment event already applied: ignored');
      else if (event.type === 'invoice.payment_failed') await events.emit({ type: 'payment-failed', golferId: userId, eventId: event.id });
      return { received: true, handled: applied };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
