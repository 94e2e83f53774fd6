/**
 * Notifications (issue 35). Builds: the inbox, facts and settings repositories, the inbox channel
 * between processes (NOTIFY on PostgreSQL), the open streams, the notifications service (a listener
 * on the events: what happened becomes entries); registers /notifications; runs the hourly sweep
 * (trip reminders, plans ending) once across replicas. Needs: the database, the events, the job
 * lock. Exports: the service (other channels add their senders; tests run the sweep).
 */
import { inboxChannel } from '../data/notification-channel';
import { notificationFactsRepository } from '../data/notification-facts.repository';
import { notificationSettingsRepository } from '../data/notification-settings.repository';
import { notificationsRepository } from '../data/notifications.repository';
import { notificationsRoutes } from '../routes/notifications/notifications.routes';
import { notificationStreams } from '../services/notification-streams';
import { notificationsService } from '../services/notifications.service';
import type { ModuleContext } from './module-context';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export function notificationsModule({ app, database, env, events, jobs, log, routes }: ModuleContext) {
  const repo = notificationsRepository(database.db);
  const channel = inboxChannel(database);
  const notifications = notificationsService({
    repo, facts: notificationFactsRepository(database.db), settings: notificationSettingsRepository(database.db),
    announce: (userId) => channel.announce(userId), log,
  });
  events.on(notifications.recorder);

  const streams = notificationStreams({ since: repo.since, unread: repo.unread, render: notifications.render }, (err) => log.error({ err }, 'a notification stream failed to read'));
  const listening = channel.listen({
    onMoved: (userId) => streams.moved(userId),
    onResync: () => streams.resync(),
    onTrouble: (err, what) => log.warn({ err }, what),
  }).catch((err: unknown) => log.error({ err }, 'could not listen for notifications: live streams on this replica hear only its own'));

  const open = new Set<() => void>();
  app.addHook('preClose', async () => { for (const end of open) end(); });
  routes((api) => api.register(notificationsRoutes, {
    service: notifications, repo, streams, heartbeatMs: env.NOTIFICATION_HEARTBEAT_MS ?? 25_000,
    onClose: (end) => { open.add(end); return () => open.delete(end); },
  }));

  const sweep = () => jobs.exclusive('notification-sweep', () => notifications.sweep())
    .catch((err: unknown) => log.error({ err }, 'the notification sweep failed; it runs again within the hour'));
  const timer = env.NOTIFICATION_SWEEP === false ? null : setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await listening;
    await channel.close();
  });
  return { notifications, streams };
}
