/**
 * Web Push (issue 35): the push channel's NotificationSender and the routes of the VAPID key and a
 * golfer's browsers. The VAPID key pair comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else is
 * made once with web-push and kept in app_meta (every replica signs with the same pair, so a
 * browser's subscription works whichever sends). Needs: nothing from other modules. Exports:
 * `senders` (main's notifications core registers them).
 */
import webPush from 'web-push';
import { appSecretsRepository } from '../data/app-secrets.repository';
import { pushSubscriptionsRepository } from '../data/push-subscriptions.repository';
import { publicUrlOf, sharedSecret } from '../mail/mail-settings';
import { pushRoutes } from '../routes/notifications/push.routes';
import type { NotificationSender } from '../services/notification-delivery';
import { pushSender, type VapidDetails } from '../services/push-sender';
import type { ModuleContext } from './module-context';

/** VAPID_SUBJECT, else mailto:SUPPORT_EMAIL, else PUBLIC_URL when https, else mailto:no-reply@<host>. */
export function vapidSubject(env: { VAPID_SUBJECT?: string; SUPPORT_EMAIL?: string; PUBLIC_URL?: string; PORT?: number }): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.SUPPORT_EMAIL) return `mailto:${env.SUPPORT_EMAIL}`;
  const url = new URL(publicUrlOf(env));
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}

export function pushModule({ log, database, env, routes }: ModuleContext): { senders: NotificationSender[] } {
  const subscriptions = pushSubscriptionsRepository(database.db);
  const configured = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
    ? JSON.stringify({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
    : undefined;
  const keys = sharedSecret(configured, appSecretsRepository(database.db), 'vapid', () => JSON.stringify(webPush.generateVAPIDKeys()));
  const subject = vapidSubject(env);
  const vapid = async (): Promise<VapidDetails> => ({ subject, ...(JSON.parse(await keys()) as { publicKey: string; privateKey: string }) });
  routes((api) => api.register(pushRoutes, {
    subscriptions, publicKey: async () => (await vapid()).publicKey, allowLoopbackHttp: env.NODE_ENV !== 'production',
  }));
  return { senders: [pushSender({ subscriptions, vapid, log })] };
}
