/**
 * Email (issue 35): the email channel's NotificationSender, the one mail worker of this process and
 * the one-click unsubscribe routes, and the daily digest (hourly, once across replicas; a day's
 * digest once per golfer). Mail goes over SMTP_URL, or without it into `<dataDir>/mail` as
 * .eml files (said once at start). Needs: the notifications service (the digest renders its entries). Exports: `senders` (main's
 * notifications core registers them), `worker` (tests wait on it). Its onClose hook stops the
 * worker after the message in hand; it only needs the database, which closes after the app.
 */
import path from 'node:path';
import { appSecretsRepository } from '../data/app-secrets.repository';
import { mailOutboxRepository } from '../data/mail-outbox.repository';
import { notificationSettingsRepository } from '../data/notification-settings.repository';
import { notificationsRepository } from '../data/notifications.repository';
import { newSecret, publicUrlOf, sharedSecret } from '../mail/mail-settings';
import { folderTransport, smtpTransport } from '../mail/mail-transport';
import { unsubscribeRoutes } from '../routes/notifications/unsubscribe.routes';
import { emailSender } from '../services/email-sender';
import { DEFAULT_MAIL_WORKER, mailWorker, type MailWorker } from '../services/mail-worker';
import type { NotificationSender } from '../services/notification-delivery';
import { digestJob } from '../services/digest-job';
import type { NotificationsService } from '../services/notifications.service';
import { unsubscribeService } from '../services/unsubscribe.service';
import type { AppDeps } from './app-deps';
import type { ModuleContext } from './module-context';

const DIGEST_EVERY_MS = 60 * 60 * 1000;

export function mailModule(ctx: ModuleContext, { mail = {}, inbox }: Pick<AppDeps, 'mail'> & { inbox: Pick<NotificationsService, 'render'> }): {
  senders: NotificationSender[]; worker: MailWorker; digest: (now?: Date) => Promise<number>;
} {
  const { app, log, database, env, jobs, routes } = ctx;
  const publicUrl = publicUrlOf(env);
  const outbox = mailOutboxRepository(database.db);
  const secret = sharedSecret(env.UNSUBSCRIBE_SECRET, appSecretsRepository(database.db), 'unsubscribe', newSecret);
  let transport;
  if (env.SMTP_URL) {
    transport = smtpTransport(env.SMTP_URL);
  } else {
    const folder = mail.folder ?? path.join(env.dataDir ?? path.resolve('./data'), 'mail');
    transport = folderTransport(folder);
    // A warning, so `npm start` (LOG_LEVEL=warn) shows it, and so a deployment that forgot SMTP_URL hears that nobody gets email.
    log.warn(`Email: no SMTP_URL, writing messages to ${folder}`);
  }
  const from = env.MAIL_FROM ?? `TPL <no-reply@${new URL(publicUrl).hostname}>`;
  const { folder: _folder, ...pace } = mail;
  const worker = mailWorker({ outbox, transport, from, log, options: { ...DEFAULT_MAIL_WORKER, ...pace } });
  app.addHook('onClose', () => worker.close());

  const unsubscribe = unsubscribeService({ settings: notificationSettingsRepository(database.db), outbox, secret });
  routes((api) => api.register(unsubscribeRoutes, { unsubscribe }));
  const sender = emailSender({ outbox, secret, publicUrl, queued: () => worker.wake(), log });

  const settings = notificationSettingsRepository(database.db);
  const digest = digestJob({
    settings, inbox: notificationsRepository(database.db), render: inbox.render, outbox, secret, publicUrl, queued: () => worker.wake(),
  });
  const timer = env.NOTIFICATION_SWEEP === false ? null : setInterval(() => {
    void jobs.exclusive('mail-digest', () => digest()).catch((err: unknown) => log.error({ err }, 'the daily digest failed; it runs again within the hour'));
  }, DIGEST_EVERY_MS);
  timer?.unref();
  app.addHook('onClose', async () => { if (timer) clearInterval(timer); });
  return { senders: [sender], worker, digest };
}
