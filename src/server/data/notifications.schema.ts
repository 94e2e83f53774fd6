/**
 * Telling golfers (issue 35): the inbox, each golfer's channel settings per kind, the outgoing mail
 * queue and the browsers that allowed push.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../shared/domain/notifications/notification-kinds';
import { users } from './users.schema';

const kindCheck = (column: unknown) => sql`${column} in (${sql.raw(NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', '))})`;

/** Every change to an inbox entry takes the next number: the stream's order and its `Last-Event-ID`. */
export const notificationSeq = pgSequence('notification_seq');

/**
 * One inbox entry. The subject names things by id only (a list, a trip, a request); names are read
 * when the inbox is read, with the reader's access, so a list made private or a trip the golfer
 * left shows nothing of itself. A grouped entry gathers its actors, newest first.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What it is about: `{listId}`, `{tripId}`, `{requestId}`, `{reportId}`, ... (ids only). */
    subject: jsonb('subject').notNull().default({}),
    /** Grouped kinds: the kind and thing they gather on (`list.reaction:<listId>`); null for the rest. */
    groupKey: text('group_key'),
    /** Made at most once per (golfer, kind, key): a trip's reminder, a payment event. */
    onceKey: text('once_key'),
    actorIds: uuid('actor_ids').array().notNull().default(sql`'{}'::uuid[]`),
    actorCount: integer('actor_count').notNull().default(0),
    /** False when the golfer turned this kind off in the app: kept as the record email and push send from, never shown. */
    inApp: boolean('in_app').notNull().default(true),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('notification_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inApp}`),
    index('notifications_group_idx').on(t.userId, t.groupKey, t.createdAt).where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    uniqueIndex('notifications_once_idx').on(t.userId, t.kind, t.onceKey),
    check('notifications_kind_ck', kindCheck(t.kind)),
  ],
);

/** A golfer's own choice per kind; a kind without a row takes `defaultChannels`. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('notification_settings_kind_ck', kindCheck(t.kind))],
);

/**
 * Outgoing mail, sent by whichever replica claims it (`FOR UPDATE SKIP LOCKED` and a lease): a
 * replica that dies mid-send leaves a lease that runs out, and the stable Message-ID lets a
 * receiving server drop the rare second copy.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').notNull().default({}),
    messageId: text('message_id').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up on after the last attempt. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);

/** A browser that allowed push (its PushSubscription); dropped when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
