/**
 * Payments (Pro). Builds: the payments repository, the provider (Stripe when its keys are set,
 * else the local Stripe-shaped one, whose events reach the same webhook route through
 * `app.inject`), the payments service; registers /payments and, with the local provider, its
 * checkout pages. Needs: the database, the env's payment keys, the logger, the app.
 * Exports: `subscriptionsOf` (the current user's plan), the webhook secret and the local provider.
 */
import { paymentsRepository } from '../data/payments.repository';
import { choosePaymentProvider } from '../payments/choose-provider';
import { localPagesRoutes } from '../routes/payments/local-pages.routes';
import { paymentsRoutes } from '../routes/payments/payments.routes';
import { paymentsService } from '../services/payments.service';
import type { ModuleContext } from './module-context';

export function paymentsModule({ app, database, env, log, routes, events }: ModuleContext) {
  const repo = paymentsRepository(database.db);
  const payments = choosePaymentProvider(env, database.db, log);
  routes(async (api) => {
    await api.register(paymentsRoutes, {
      payments: paymentsService({ repo, provider: payments.provider, webhookSecret: payments.webhookSecret, log, events }),
      publicUrl: env.PUBLIC_URL,
    });
    if (payments.local) await api.register(localPagesRoutes, { local: payments.local });
  });
  // The local checkout sends its events through the same route Stripe's reach, headers and all.
  payments.local?.events.connect(async (payload, signature) => (await app.inject({
    method: 'POST', url: '/api/payments/webhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  })).statusCode);
  return {
    subscriptionsOf: (userId: string) => repo.subscriptionsOf(userId),
    webhookSecret: payments.webhookSecret,
    local: payments.local,
  };
}
