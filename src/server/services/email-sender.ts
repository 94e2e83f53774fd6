/**
 * The email channel (issue 35): a NotificationSender that queues one email for a new inbox entry
 * whose kind the golfer gets by email (`channels.email && isNew`), to the golfer's address with a
 * one-click unsubscribe link for that kind. A golfer without an email, or disabled, gets none.
 * The mail worker sends it. Never fails the inbox's write: a failure is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxRepository } from '../data/mail-outbox.repository';
import { notificationEmail } from '../mail/notification-email';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import type { NotificationSender, OutgoingNotification } from './notification-delivery';

/** The unsubscribe URL carried by every email (`List-Unsubscribe`); GET shows a button, POST unsubscribes. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/notifications/unsubscribe?token=${token}`;

export function emailSender({ outbox, secret, publicUrl, queued, log }: {
  outbox: MailOutboxRepository;
  /** The unsubscribe links' signing key. */
  secret: () => Promise<string>;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** Called after a message is queued (wakes this process's worker). */
  queued: () => void;
  log: FastifyBaseLogger;
}): NotificationSender {
  return {
    name: 'email',
    async send(n: OutgoingNotification) {
      if (!n.channels.email || !n.isNew) return;
      try {
        const to = await outbox.recipient(n.userId);
        if (!to) return;
        const token = unsubscribeToken({ userId: n.userId, kind: n.kind }, await secret());
        const email = notificationEmail({
          notificationId: n.notificationId, kind: n.kind, text: n.text, path: n.path, name: to.name, publicUrl,
          unsubscribeUrl: unsubscribeUrl(publicUrl, token),
        });
        const added = await outbox.enqueue({
          userId: n.userId, kind: n.kind, notificationId: n.notificationId, toAddress: to.email,
          subject: email.subject, textBody: email.text, htmlBody: email.html, headers: email.headers, messageId: email.messageId,
        });
        if (added) queued();
      } catch (err) {
        log.error({ err, notificationId: n.notificationId }, 'Could not queue the email of a notification');
      }
    },
  };
}
