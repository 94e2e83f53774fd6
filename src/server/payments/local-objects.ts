/**
 * The local provider's objects, in the shapes of Stripe's API (the fields the app and the local
 * pages use), and how they are made.
 */
import crypto from 'node:crypto';
import { PRO_PRICE_CENTS } from '../../shared/domain/pro-status';
import type { ProviderSubscription } from './payment-provider';
import type { Card } from './test-cards';

export const LOCAL_PRICE_ID = 'price_local_pro_yearly';
/** The Stripe API version the local events claim to be in (the `stripe` package's). */
export const LOCAL_API_VERSION = '2026-10-28.endive';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `cus_local_…`: a Stripe-like prefix and 24 random letters and digits. */
export function localId(prefix: string): string {
  const bytes = crypto.randomBytes(24);
  return `${prefix}_local_${Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The same day and time a year on (29 February becomes 1 March). */
export function yearAfter(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return Math.floor(d.getTime() / 1000);
}

export interface LocalPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  metadata: { outcome: Card['outcome'] };
}

export interface LocalCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: { userId: string };
  created: number;
  invoice_settings: { default_payment_method: LocalPaymentMethod | null };
}

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  client_reference_id: string;
  metadata: { userId: string };
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  amount_total: number;
  currency: 'usd';
}

export interface LocalSubscription extends ProviderSubscription {
  customer: string;
  created: number;
  start_date: number;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  items: { data: Array<{ id: string; object: 'subscription_item'; current_period_start: number; current_period_end: number; price: { id: string; object: 'price'; unit_amount: number; currency: 'usd'; recurring: { interval: 'year' } } }> };
}

export interface LocalInvoice {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_due: number;
  amount_paid: number;
  currency: 'usd';
  attempt_count: number;
  created: number;
  period_start: number;
  period_end: number;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
}

export interface LocalPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  created: number;
  /** When the link was first opened (epoch seconds); null before. Not in Stripe's shape: its sessions keep this to themselves. */
  opened: number | null;
}

export const paymentMethodOf = (card: Card): LocalPaymentMethod => ({
  id: localId('pm'),
  object: 'payment_method',
  type: 'card',
  card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
  metadata: { outcome: card.outcome },
});

export function newSubscription(session: LocalCheckoutSession, start: number): LocalSubscription {
  return {
    id: localId('sub'),
    object: 'subscription',
    customer: session.customer,
    status: 'active',
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: start,
    start_date: start,
    latest_invoice: null,
    metadata: { userId: session.metadata.userId },
    items: {
      data: [{
        id: localId('si'),
        object: 'subscription_item',
        current_period_start: start,
        current_period_end: yearAfter(start),
        price: { id: LOCAL_PRICE_ID, object: 'price', unit_amount: PRO_PRICE_CENTS, currency: 'usd', recurring: { interval: 'year' } },
      }],
    },
  };
}

export function invoiceFor(sub: LocalSubscription, reason: LocalInvoice['billing_reason'], number: string, paid: boolean, at: number): LocalInvoice {
  const item = sub.items.data[0]!;
  return {
    id: localId('in'),
    object: 'invoice',
    number,
    customer: sub.customer,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    amount_due: PRO_PRICE_CENTS,
    amount_paid: paid ? PRO_PRICE_CENTS : 0,
    currency: 'usd',
    attempt_count: 1,
    created: at,
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  };
}
