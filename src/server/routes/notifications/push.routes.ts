/**
 * Web Push (issue 35): the server's VAPID public key (what the browser subscribes with), and the
 * signed-in golfer's browsers: a subscription kept by its endpoint (a browser subscribing again
 * replaces its keys), and removed only by its own golfer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushKeySchema, pushRemovedSchema, pushSubscribedSchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema,
} from '../../../shared/contracts/notification-channels.contract';
import type { PushSubscriptionsRepository } from '../../data/push-subscriptions.repository';
import { envelope, ok } from '../../lib/envelope';

export interface PushRoutesOptions {
  subscriptions: PushSubscriptionsRepository;
  publicKey: () => Promise<string>;
  /** Outside production a loopback http endpoint is taken too (the tests' push service). */
  allowLoopbackHttp: boolean;
}

export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { subscriptions, publicKey, allowLoopbackHttp }) => {
  app.get('/notifications/push/key', {
    config: { auth: 'public' }, schema: { response: { 200: envelope(pushKeySchema) } },
  }, async () => ok({ publicKey: await publicKey() }));

  app.post('/notifications/push/subscriptions', {
    config: { auth: 'user' },
    schema: { body: pushSubscriptionBodySchema(allowLoopbackHttp), response: { 200: envelope(pushSubscribedSchema) } },
  }, async ({ user, body }) => {
    await subscriptions.upsert(user!.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    return ok({}, 'Push notifications on for this browser');
  });

  app.delete('/notifications/push/subscriptions', {
    config: { auth: 'user' }, schema: { body: pushUnsubscribeBodySchema, response: { 200: envelope(pushRemovedSchema) } },
  }, async ({ user, body }) => {
    const removed = await subscriptions.remove(user!.id, body.endpoint);
    return ok({ removed }, removed ? 'Push notifications off for this browser' : 'No such subscription of yours');
  });
};
