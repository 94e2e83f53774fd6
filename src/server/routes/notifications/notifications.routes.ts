/**
 * The inbox (issue 35): its pages, marking read, each golfer's channels per kind, and the live
 * stream (server-sent events over an authenticated GET, read by the client with fetch; resumes
 * from `Last-Event-ID`; a comment line every `heartbeatMs` keeps proxies from closing it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markReadResultSchema, markReadSchema, notificationSettingsBodySchema, notificationSettingsSchema, notificationsPageSchema, notificationsQuerySchema,
} from '../../../shared/contracts/notifications.contract';
import type { NotificationsRepository } from '../../data/notifications.repository';
import { envelope, ok } from '../../lib/envelope';
import type { NotificationStreams, StreamSink } from '../../services/notification-streams';
import type { NotificationsService } from '../../services/notifications.service';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
  repo: Pick<NotificationsRepository, 'lastSeq'>;
  streams: NotificationStreams;
  heartbeatMs: number;
  /** Ends every open stream (the app is closing). */
  onClose(end: () => void): () => void;
}

const USER = { auth: 'user' } as const;

const lastEventId = (header: string | string[] | undefined): number | null => {
  const v = Array.isArray(header) ? header[0] : header;
  return v && /^\d{1,15}$/.test(v) ? Number(v) : null;
};

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { service, repo, streams, heartbeatMs, onClose }) => {
  app.get('/notifications', {
    config: USER,
    schema: { querystring: notificationsQuerySchema, response: { 200: envelope(notificationsPageSchema) } },
  }, async ({ query, user }) => ok(await service.page(user!.id, query)));

  app.post('/notifications/read', {
    config: USER,
    schema: { body: markReadSchema, response: { 200: envelope(markReadResultSchema) } },
  }, async ({ body, user }) => ok(await service.markRead(user!.id, body), 'Marked read'));

  app.get('/notifications/settings', {
    config: USER,
    schema: { response: { 200: envelope(notificationSettingsSchema) } },
  }, async ({ user }) => ok(await service.settings(user!.id)));

  app.put('/notifications/settings', {
    config: USER,
    schema: { body: notificationSettingsBodySchema, response: { 200: envelope(notificationSettingsSchema) } },
  }, async ({ body, user }) => ok(await service.saveSettings(user!.id, body), 'Notification settings saved'));

  app.get('/notifications/stream', {
    config: USER,
    schema: { headers: z.object({ 'last-event-id': z.string().max(20).optional() }).loose() },
  }, async (request, reply) => {
    const userId = request.user!.id;
    const resumeFrom = lastEventId(request.headers['last-event-id']) ?? (await repo.lastSeq(userId));
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    const write = (text: string) => { if (!res.writableEnded) res.write(text); };
    const sink: StreamSink = {
      userId, lastSeq: resumeFrom, lastUnread: null,
      sendNotification: (seq, notification, unread) => write(`id: ${seq}\nevent: notification\ndata: ${JSON.stringify({ notification, unread })}\n\n`),
      sendUnread: (unread) => write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`),
    };
    const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
    const end = () => { if (!res.writableEnded) res.end(); };
    const unregister = onClose(end);
    res.on('close', () => {
      clearInterval(heartbeat);
      unregister();
      streams.close(sink);
    });
    streams.open(sink);
  });
};
