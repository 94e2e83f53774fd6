/**
 * The push channel (issue 35): a NotificationSender that pushes a new inbox entry whose kind the
 * golfer gets by push (`channels.push && isNew`) to each browser they allowed, as
 * `{title, body, url, tag}` (public/push-sw.js shows it and opens `url`). web-push encrypts the
 * payload and signs the VAPID header (`generateRequestDetails`); the request goes out with fetch,
 * which also reaches the plain-http endpoint a test starts. A 404 or 410 answer means the browser
 * dropped the subscription: it is deleted. Other failures are logged and not retried (a push is a
 * nudge; the inbox and email carry what matters).
 */
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushSubscriptionRow, PushSubscriptionsRepository } from '../data/push-subscriptions.repository';
import type { NotificationSender, OutgoingNotification } from './notification-delivery';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_S = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 15_000;

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export const pushPayload = (n: OutgoingNotification): PushPayload => ({ title: 'TPL', body: n.text, url: n.path, tag: `notification-${n.notificationId}` });

export function pushSender({ subscriptions, vapid, log }: {
  subscriptions: PushSubscriptionsRepository;
  vapid: () => Promise<VapidDetails>;
  log: FastifyBaseLogger;
}): NotificationSender {
  const pushTo = async (s: PushSubscriptionRow, payload: string, vapidDetails: VapidDetails) => {
    const request = webPush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
      vapidDetails, TTL: PUSH_TTL_S, urgency: 'normal',
    });
    const res = await fetch(request.endpoint, {
      method: request.method, headers: request.headers as Record<string, string>, body: request.body ? new Uint8Array(request.body as Buffer) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS), redirect: 'manual',
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await subscriptions.drop(s.endpoint);
      return;
    }
    if (res.status < 200 || res.status >= 300) throw new Error(`the push service answered ${res.status}`);
  };

  return {
    name: 'push',
    async send(n: OutgoingNotification) {
      if (!n.channels.push || !n.isNew) return;
      try {
        const browsers = await subscriptions.ofUser(n.userId);
        if (browsers.length === 0) return;
        const details = await vapid();
        const payload = JSON.stringify(pushPayload(n));
        const results = await Promise.allSettled(browsers.map((s) => pushTo(s, payload, details)));
        results.forEach((r, i) => {
          if (r.status === 'rejected') log.warn({ err: r.reason, endpoint: new URL(browsers[i]!.endpoint).origin }, 'A push was not delivered');
        });
      } catch (err) {
        log.error({ err, notificationId: n.notificationId }, 'Could not push a notification');
      }
    },
  };
}
