/**
 * The local checkout and portal pages (registered only when no Stripe keys are set): HTML forms
 * posted back to themselves. A session id is the page's only key, as a hosted checkout's URL is;
 * a portal link is also short-lived and acts only for its golfer (shared/domain/portal-link.ts):
 * refused, the page says why (410 expired, 403 no longer this account's) and nothing changes.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  localCheckoutBodySchema, localCheckoutParamsSchema, localPortalBodySchema, localPortalParamsSchema, localPortalQuerySchema,
} from '../../../shared/contracts/payments.contract';
import { notFound } from '../../lib/errors';
import { cancelConfirmPage, checkoutPage, portalPage, portalRefusedPage } from '../../payments/local-pages';
import type { LocalProvider } from '../../payments/local-provider';

const PUBLIC = { auth: 'public' } as const;
const NOTICES: Record<string, string> = {
  cancel: 'Your plan will end at the end of the period.',
  resume: 'Your plan will renew.',
  'update-card': 'Your card is updated.',
  renew: 'The period ended.',
};

export const localPagesRoutes: FastifyPluginAsyncZod<{ local: LocalProvider }> = async (app, { local }) => {
  // The forms post application/x-www-form-urlencoded (JSON is taken too).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

  app.get('/payments/local/checkout/:id', { config: PUBLIC, schema: { params: localCheckoutParamsSchema } }, async ({ params }, reply) => {
    const found = await local.checkout(params.id);
    if (!found) throw notFound('Checkout session');
    return reply.headers(html).send(checkoutPage(found.session, found.customer));
  });

  app.post('/payments/local/checkout/:id', {
    config: PUBLIC,
    schema: { params: localCheckoutParamsSchema, body: localCheckoutBodySchema },
  }, async ({ params, body }, reply) => {
    const found = await local.checkout(params.id);
    if (!found) throw notFound('Checkout session');
    const result = await local.pay(params.id, body);
    if (result.ok) return reply.redirect(result.redirect, 303);
    const again = (await local.checkout(params.id))!;
    return reply.status(result.status).headers(html).send(checkoutPage(again.session, again.customer, { values: body, error: result }));
  });

  /**
   * True when the link may not be used now, the refusal page then sent. (A boolean, not the reply:
   * a reply is thenable, and an async function returning it would resolve to nothing.)
   */
  const refusedLink = async (id: string, reply: FastifyReply): Promise<boolean> => {
    const access = await local.portalAccess(id);
    if (!access) throw notFound('Portal session');
    if (access.ok) return false;
    void reply.status(access.status).headers(html).send(portalRefusedPage(access.message));
    return true;
  };

  app.get('/payments/local/portal/:id', {
    config: PUBLIC,
    schema: { params: localPortalParamsSchema, querystring: localPortalQuerySchema },
  }, async ({ params, query }, reply) => {
    if (await refusedLink(params.id, reply)) return reply;
    const view = await local.portal(params.id);
    if (!view) throw notFound('Portal session');
    return reply.headers(html).send(portalPage(view, { notice: query.done ? NOTICES[query.done] : undefined }));
  });

  app.post('/payments/local/portal/:id', {
    config: PUBLIC,
    schema: { params: localPortalParamsSchema, body: localPortalBodySchema },
  }, async ({ params, body }, reply) => {
    if (await refusedLink(params.id, reply)) return reply;
    const view = await local.portal(params.id);
    if (!view) throw notFound('Portal session');
    const customerId = view.customer.id;
    // Cancel asks first: the step's own form says confirm=yes (a plan that cannot be canceled gets the action's own refusal).
    const cancelable = view.subscription && view.subscription.status !== 'canceled' && view.subscription.cancel_at == null;
    if (body.action === 'cancel' && body.confirm !== 'yes' && cancelable) return reply.headers(html).send(cancelConfirmPage(view));
    if (body.action === 'update-card') {
      const refused = await local.updateCard(customerId, { cardNumber: body.cardNumber ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' });
      if (refused) return reply.status(refused.status).headers(html).send(portalPage(view, { values: body, error: refused }));
    } else {
      const refused = await local.subscriptionAction(customerId, body.action);
      if (refused) return reply.status(409).headers(html).send(portalPage(view, { notice: refused }));
    }
    return reply.redirect(`/api/payments/local/portal/${params.id}?done=${body.action}`, 303);
  });
};
