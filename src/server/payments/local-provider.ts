/**
 * The local payment provider (no Stripe keys: `npm start` and the tests): customers, checkout and
 * portal sessions and subscriptions in Stripe's shapes, kept in the database, with a checkout page
 * and a portal page of its own (`routes/payments/local-pages.routes.ts`). Paying, cancelling and
 * renewing send the events Stripe would, signed the same way, to the same webhook route.
 */
import { PRO_PRICE_CENTS } from '../../shared/domain/pro-status';
import type { LocalPaymentsRepository } from '../data/local-payments.repository';
import { portalLinkAnswer, type PortalLinkAnswer } from '../../shared/domain/portal-link';
import {
  invoiceFor, localId, newSubscription, nowSeconds, paymentMethodOf, yearAfter,
  type LocalCheckoutSession, type LocalCustomer, type LocalInvoice, type LocalPortalSession, type LocalSubscription,
} from './local-objects';
import type { LocalEvents } from './local-events';
import type { CheckoutRequest, NewCustomer, PaymentProvider } from './payment-provider';
import { checkCard, DECLINE_MESSAGES, type Card, type CardField, type CardInput } from './test-cards';

const CHECKOUT_PATH = '/api/payments/local/checkout/';
const PORTAL_PATH = '/api/payments/local/portal/';

/** What a payment attempt came to: paid (go to `redirect`), or refused with a message for a field. */
export type PayResult = { ok: true; redirect: string } | { ok: false; field: CardField | null; message: string; status: 400 | 402 | 409 };

export interface PortalView {
  session: LocalPortalSession;
  customer: LocalCustomer;
  subscription: LocalSubscription | null;
  invoices: LocalInvoice[];
}

export function localProvider(repo: LocalPaymentsRepository, events: LocalEvents) {
  const store = <T extends { id: string }>(kind: string, customerId: string | null, object: T) =>
    repo.put({ id: object.id, kind, customerId, data: object as unknown as Record<string, unknown> });
  const invoiceNumber = async (customerId: string) => `TPL-${String((await repo.ofCustomer(customerId, 'invoice')).length + 1).padStart(4, '0')}`;
  const latestSubscription = async (customerId: string) => (await repo.ofCustomer<LocalSubscription>(customerId, 'subscription')).at(-1) ?? null;

  /** Charges the customer's card for a renewal of `sub`: paid moves the period on a year, else past_due. */
  async function renew(sub: LocalSubscription, customer: LocalCustomer): Promise<void> {
    const at = nowSeconds();
    const pays = customer.invoice_settings.default_payment_method?.metadata.outcome === 'succeeds';
    const item = sub.items.data[0]!;
    if (pays) Object.assign(item, { current_period_start: at, current_period_end: yearAfter(at) });
    const invoice = invoiceFor(sub, 'subscription_cycle', await invoiceNumber(sub.customer), pays, at);
    const next: LocalSubscription = { ...sub, status: pays ? 'active' : 'past_due', latest_invoice: invoice.id };
    await store('invoice', sub.customer, invoice);
    await store('subscription', sub.customer, next);
    await events.emit(pays ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    await events.emit('customer.subscription.updated', next);
  }

  const provider: PaymentProvider = {
    kind: 'local',

    async createCustomer({ userId, email, name }: NewCustomer, idempotencyKey: string) {
      const customer: LocalCustomer = {
        id: localId('cus'), object: 'customer', email, name, metadata: { userId }, created: nowSeconds(), invoice_settings: { default_payment_method: null },
      };
      const made = await repo.once(`customer:${idempotencyKey}`, { id: customer.id, kind: 'customer', customerId: customer.id, data: customer as never });
      return { id: made.id };
    },

    async createCheckoutSession({ customerId, userId, successUrl, cancelUrl }: CheckoutRequest, idempotencyKey: string) {
      const id = localId('cs');
      const created = nowSeconds();
      const session: LocalCheckoutSession = {
        id, object: 'checkout.session', mode: 'subscription', status: 'open', payment_status: 'unpaid', customer: customerId,
        client_reference_id: userId, metadata: { userId }, subscription: null, success_url: successUrl, cancel_url: cancelUrl,
        url: `${CHECKOUT_PATH}${id}`, created, expires_at: created + 86_400, amount_total: PRO_PRICE_CENTS, currency: 'usd',
      };
      const made = await repo.once(`checkout:${idempotencyKey}`, { id, kind: 'checkout.session', customerId, data: session as never });
      const answer = made.data as unknown as LocalCheckoutSession;
      return { id: answer.id, url: answer.url };
    },

    async expireCheckoutSession(id: string) {
      if (!(await repo.setStatusIf(id, 'open', 'expired'))) throw new Error(`Checkout session ${id} is not open`);
    },

    async createPortalSession({ customerId, returnUrl }) {
      const id = localId('bps');
      const session: LocalPortalSession = {
        id, object: 'billing_portal.session', customer: customerId, return_url: returnUrl, url: `${PORTAL_PATH}${id}`, created: nowSeconds(), opened: null,
      };
      await store('billing_portal.session', customerId, session);
      return { url: session.url };
    },

    retrieveSubscription: (id: string) => repo.get<LocalSubscription>(id, 'subscription'),
  };

  return {
    provider,
    events,

    async checkout(id: string): Promise<{ session: LocalCheckoutSession; customer: LocalCustomer } | null> {
      const session = await repo.get<LocalCheckoutSession>(id, 'checkout.session');
      const customer = session && await repo.get<LocalCustomer>(session.customer, 'customer');
      return session && customer ? { session, customer } : null;
    },

    /** Pays an open checkout with a test card: the subscription, its first invoice, and their events. */
    async pay(id: string, input: CardInput): Promise<PayResult> {
      const check = checkCard(input, new Date());
      if (!check.ok) return { ok: false, field: check.field, message: check.message, status: 400 };
      if (check.card.outcome !== 'succeeds') return { ok: false, field: 'cardNumber', message: DECLINE_MESSAGES[check.card.outcome], status: 402 };
      // One payment per session, whatever a double submit does.
      const session = await repo.setStatusIf<LocalCheckoutSession>(id, 'open', 'complete');
      if (!session) return { ok: false, field: null, message: 'This checkout session is no longer open.', status: 409 };
      const customer = (await repo.get<LocalCustomer>(session.customer, 'customer'))!;
      await store('customer', customer.id, { ...customer, invoice_settings: { default_payment_method: paymentMethodOf(check.card) } });
      const at = nowSeconds();
      const sub = newSubscription(session, at);
      const invoice = invoiceFor(sub, 'subscription_create', await invoiceNumber(customer.id), true, at);
      sub.latest_invoice = invoice.id;
      const completed: LocalCheckoutSession = { ...session, status: 'complete', payment_status: 'paid', subscription: sub.id };
      await store('subscription', customer.id, sub);
      await store('invoice', customer.id, invoice);
      await store('checkout.session', customer.id, completed);
      await events.emit('customer.subscription.created', sub);
      await events.emit('invoice.paid', invoice);
      await events.emit('checkout.session.completed', completed);
      return { ok: true, redirect: session.success_url };
    },

    /**
     * Whether the portal link `id` may be used now (`portalLinkAnswer`, shared/domain/portal-link.ts):
     * short-lived, and only for the golfer its customer belongs to; the first use opens it. Null
     * when there is no such link.
     */
    async portalAccess(id: string): Promise<PortalLinkAnswer | null> {
      const session = await repo.get<LocalPortalSession>(id, 'billing_portal.session');
      if (!session) return null;
      const customer = await repo.get<LocalCustomer>(session.customer, 'customer');
      const at = nowSeconds();
      const answer = portalLinkAnswer({
        nowS: at, createdS: session.created, openedS: session.opened ?? null, customer: session.customer,
        golfer: customer ? await repo.golfer(customer.metadata.userId) : null,
      });
      if (answer.ok && answer.opensNow) await repo.markOpened(id, at);
      return answer;
    },

    async portal(id: string): Promise<PortalView | null> {
      const session = await repo.get<LocalPortalSession>(id, 'billing_portal.session');
      if (!session) return null;
      const customer = (await repo.get<LocalCustomer>(session.customer, 'customer'))!;
      const invoices = (await repo.ofCustomer<LocalInvoice>(session.customer, 'invoice')).reverse();
      return { session, customer, subscription: await latestSubscription(session.customer), invoices };
    },

    /** Cancel at the period's end, resume, or `renew` (time passing: the renewal, or the end). */
    async subscriptionAction(customerId: string, action: 'cancel' | 'resume' | 'renew'): Promise<string | null> {
      const sub = await latestSubscription(customerId);
      if (!sub || sub.status === 'canceled') return 'There is no subscription to change.';
      const at = nowSeconds();
      if (action === 'renew') {
        if (sub.cancel_at == null) return renew(sub, (await repo.get<LocalCustomer>(customerId, 'customer'))!).then(() => null);
        const ended: LocalSubscription = { ...sub, status: 'canceled', ended_at: at };
        await store('subscription', customerId, ended);
        await events.emit('customer.subscription.deleted', ended);
        return null;
      }
      const periodEnd = sub.items.data[0]!.current_period_end;
      const next: LocalSubscription = action === 'cancel'
        ? { ...sub, cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: at }
        : { ...sub, cancel_at_period_end: false, cancel_at: null, canceled_at: null };
      await store('subscription', customerId, next);
      await events.emit('customer.subscription.updated', next);
      return null;
    },

    /** A new card on file; a past_due subscription's open invoice is paid with it at once. */
    async updateCard(customerId: string, input: CardInput): Promise<{ field: CardField; message: string; status: 400 | 402 } | null> {
      const check = checkCard(input, new Date());
      if (!check.ok) return { field: check.field, message: check.message, status: 400 };
      const card: Card = check.card;
      // Saving a card charges nothing, so only a card that fails to attach is refused here.
      if (card.outcome === 'card_declined' || card.outcome === 'insufficient_funds') return { field: 'cardNumber', message: DECLINE_MESSAGES[card.outcome], status: 402 };
      const customer = (await repo.get<LocalCustomer>(customerId, 'customer'))!;
      const updated: LocalCustomer = { ...customer, invoice_settings: { default_payment_method: paymentMethodOf(card) } };
      await store('customer', customerId, updated);
      await events.emit('customer.updated', updated);
      const sub = await latestSubscription(customerId);
      if (sub?.status === 'past_due') await renew(sub, updated);
      return null;
    },
  };
}

export type LocalProvider = ReturnType<typeof localProvider>;
