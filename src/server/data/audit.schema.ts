/** The admin audit log, and facts about the database itself. */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';

/**
 * Every admin action (issue 24): who, what, which record, before and after, when. Written in the
 * transaction of the change it records; append-only (no route edits or deletes it, and a trigger
 * refuses UPDATE and DELETE). No foreign keys, so the record outlives the golfers it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt, t.id),
    index('admin_audit_record_idx').on(t.recordId, t.createdAt, t.id),
  ],
);

/** Facts about the database itself, such as when the seed data went in (so it goes in once). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamps.updatedAt,
});
