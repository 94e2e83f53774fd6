/**
 * Which payment provider serves: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_PRICE_ID and
 * STRIPE_WEBHOOK_SECRET; env.ts refuses one without the others, and production without them
 * unless ALLOW_LOCAL_PAYMENTS), the local checkout otherwise.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { localPaymentsRepository } from '../data/local-payments.repository';
import type { PaymentProvider } from './payment-provider';
import { localEvents } from './local-events';
import { localProvider, type LocalProvider } from './local-provider';
import { stripeProvider } from './stripe-provider';
import { localWebhookSecret } from './webhook-signature';

export interface PaymentsEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PRICE_ID?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where the local checkout keeps its signing secret when STRIPE_WEBHOOK_SECRET is unset. */
  dataDir?: string;
}

export interface PaymentsSetup {
  provider: PaymentProvider;
  webhookSecret: string;
  /** The local provider (its pages and events), or null with Stripe. */
  local: LocalProvider | null;
}

export function choosePaymentProvider(env: PaymentsEnv, db: Db, log: FastifyBaseLogger): PaymentsSetup {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_PRICE_ID || !env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_SECRET_KEY needs STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET beside it');
    return { provider: stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, priceId: env.STRIPE_PRICE_ID }), webhookSecret: env.STRIPE_WEBHOOK_SECRET, local: null };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? localWebhookSecret(env.dataDir ?? null);
  const local = localProvider(localPaymentsRepository(db), localEvents(webhookSecret, log));
  return { provider: local.provider, webhookSecret, local };
}
