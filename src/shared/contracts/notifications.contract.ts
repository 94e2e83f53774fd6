/**
 * Notifications (issue 35): the inbox, marking read, the live stream and each golfer's channels
 * per kind. The server writes each entry's sentence and the screen it opens (`text`, `path`), so
 * the bell, an email and a push say the same thing.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../domain/notifications/notification-kinds';
import { queryInt } from './common.contract';
import { publicUserSchema } from './users.contract';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.object({
  /** The entry's id (what `read` takes). */
  id: z.number().int(),
  /** Its place in the stream: bumped when a grouped entry gathers another actor. */
  seq: z.number().int(),
  kind: notificationKindSchema,
  /** Who did it, newest first (at most a few by name); `actorCount` counts them all. */
  actors: z.array(publicUserSchema),
  actorCount: z.number().int(),
  /** The sentence shown: "Ailsa and 11 others reacted to Links of Fife". */
  text: z.string(),
  /** The screen it opens, an app path ("/lists/…"). */
  path: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?before=<seq>&limit=`: newest first. */
export const notificationsQuerySchema = z.strictObject({
  before: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: queryInt(1, 50).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread entries in all. */
  unread: z.number().int(),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `POST /api/notifications/read`: some entries, or all of them. */
export const markReadSchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(200) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof markReadSchema>;
export const markReadResultSchema = z.object({ unread: z.number().int() });

const channelsSchema = z.strictObject({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

/** `GET`/`PUT /api/notifications/settings`: every kind's channels (a PUT may name only some kinds). */
export const notificationSettingsSchema = z.object({
  kinds: z.record(notificationKindSchema, channelsSchema),
  /** One email a day of what was not emailed on its own. */
  emailDigest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsBodySchema = z.strictObject({
  kinds: z.partialRecord(notificationKindSchema, channelsSchema).optional(),
  emailDigest: z.boolean().optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/** What the stream sends (`event: notification`, `id: <seq>`): the entry as the inbox shows it, and the unread count after it. */
export const streamMessageSchema = z.object({ notification: notificationSchema, unread: z.number().int() });
export type StreamMessage = z.infer<typeof streamMessageSchema>;
