/**
 * Payments (spec section 7; src/server/payments/README.md): `POST /payments/pro` (a checkout for Pro),
 * `POST /payments/portal-session` (the subscription portal) and `POST /payments/webhook` (the
 * provider's events, Stripe's or the local checkout's). Rules in `services/payments.service.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBodySchema } from '../../../shared/contracts/common.contract';
import { redirectUrlSchema, webhookAckSchema, webhookHeadersSchema } from '../../../shared/contracts/payments.contract';
import { envelope, ok } from '../../lib/envelope';
import type { PaymentsService } from '../../services/payments.service';

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;
/** Stripe's events are small; the biggest (an invoice with many lines) stays far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; publicUrl?: string }> = async (app, { payments, publicUrl }) => {
  const originOf = (request: { protocol: string; host: string }) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  app.post('/payments/pro', {
    config: USER,
    schema: { body: noBodySchema, response: { 200: envelope(redirectUrlSchema) } },
  }, async (request) => ok(await payments.checkout(request.user!, originOf(request)), 'Checkout session created.'));

  app.post('/payments/portal-session', {
    config: USER,
    schema: { body: noBodySchema, response: { 200: envelope(redirectUrlSchema) } },
  }, async (request) => ok(await payments.portal(request.user!, originOf(request)), 'Portal session created.'));

  // The signature covers the exact bytes sent, so this route alone keeps the body raw, whatever its type.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    raw.post('/payments/webhook', {
      config: PUBLIC,
      schema: { headers: webhookHeadersSchema, response: { 200: envelope(webhookAckSchema) } },
    }, async ({ body, headers }) => {
      const signature = headers['stripe-signature'];
      const ack = await payments.webhook(Buffer.isBuffer(body) ? body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      return ok(ack, ack.handled ? 'Event applied.' : 'Event received.');
    });
  });
};
