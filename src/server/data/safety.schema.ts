/**
 * Safety (issue 35): whom a golfer blocked, and what golfers reported to the admins.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** A block is one golfer's; the blocked golfer is never told. Both directions are kept apart by the rules that read it. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self_ck', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A golfer's report of a golfer, a list, a trip or a note (a list item's note), for the admins'
 * Reports tab. `status`: open until an admin dismisses it or acts on it (`action` says what).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').notNull(),
    /** The reported thing's id; no foreign key, so a report outlives what it reported. */
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    action: text('action'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.status),
    check('reports_subject_kind_ck', sql`${t.subjectKind} in ('user', 'list', 'trip', 'note')`),
    check('reports_status_ck', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);
