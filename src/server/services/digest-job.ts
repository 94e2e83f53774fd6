/**
 * The daily digest (issue 35): for each golfer who asked for it, one email a UTC day (from 07:00
 * UTC, the first run that finds something) of the unread inbox entries of the last 24 hours whose
 * kind they do not get by email on its own. Nothing to say, no email. Run by the mail module's
 * hourly timer on one replica at a time; the Message-ID per golfer and day keeps a second run of
 * the day from queueing another.
 */
import type { NotificationView } from '../../shared/contracts/notifications.contract';
import { defaultChannels, type NotificationKind } from '../../shared/domain/notifications/notification-kinds';
import type { MailOutboxRepository } from '../data/mail-outbox.repository';
import type { NotificationSettingsRepository } from '../data/notification-settings.repository';
import type { NotificationRow, NotificationsRepository } from '../data/notifications.repository';
import { digestEmail } from '../mail/digest-email';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { unsubscribeUrl } from './email-sender';

/** The first UTC hour a day's digest may go out. */
export const DIGEST_HOUR_UTC = 7;

export interface DigestDeps {
  settings: Pick<NotificationSettingsRepository, 'digestGolfers' | 'chosen'>;
  inbox: Pick<NotificationsRepository, 'unreadSince'>;
  render(readerId: string, rows: NotificationRow[]): Promise<NotificationView[]>;
  outbox: Pick<MailOutboxRepository, 'enqueue'>;
  secret: () => Promise<string>;
  publicUrl: string;
  queued: () => void;
}

/** Queues the day's digests; answers how many were queued. */
export function digestJob({ settings, inbox, render, outbox, secret, publicUrl, queued }: DigestDeps) {
  return async (now = new Date()): Promise<number> => {
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
    const day = now.toISOString().slice(0, 10);
    const since = new Date(now.getTime() - 24 * 3600 * 1000);
    let count = 0;
    for (const golfer of await settings.digestGolfers()) {
      const chosen = await settings.chosen(golfer.id);
      const rows = (await inbox.unreadSince(golfer.id, since)).filter((r) => !(chosen[r.kind as NotificationKind] ?? defaultChannels(r.kind as NotificationKind)).email);
      const entries = rows.length ? await render(golfer.id, rows) : [];
      if (entries.length === 0) continue;
      const token = unsubscribeToken({ userId: golfer.id, kind: 'digest' }, await secret());
      const email = digestEmail({ userId: golfer.id, day, entries, name: golfer.name, publicUrl, unsubscribeUrl: unsubscribeUrl(publicUrl, token) });
      const added = await outbox.enqueue({
        userId: golfer.id, kind: 'digest', notificationId: null, toAddress: golfer.email,
        subject: email.subject, textBody: email.text, htmlBody: email.html, headers: email.headers, messageId: email.messageId,
      });
      if (added) count++;
    }
    if (count > 0) queued();
    return count;
  };
}
