/**
 * The course panel (issue 24): golfers' requests to join it, conflicts panelists declare, and the panel rankings, computed like
 * the community's (`community.schema.ts`) and replaced one list type at a time in one transaction
 * by the panel's recompute job (`services/panel-rankings.service.ts`).
 */
import { doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONFLICT_KINDS } from '../../shared/domain/panel-rankings';
import { PANELIST_STATUSES } from '../../shared/domain/enums';
import { courses } from './courses.schema';
import { listKind, listType } from './lists.schema';
import { timestamps } from './schema-columns';
import { users } from './users.schema';

export const panelistStatus = pgEnum('panelist_status', PANELIST_STATUSES);

export const panelistRequests = pgTable(
  'panelist_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: panelistStatus('status').notNull().default('Not Sent'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's reason for the last decision (approve, deny, revoke). */
    reason: text('reason'),
    /** When the golfer last sent or updated the request (the queue's order). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('panelist_requests_status_idx').on(t.status, t.submittedAt)],
);

export const conflictKind = pgEnum('panel_conflict_kind', CONFLICT_KINDS);

/** A conflict of interest a golfer declared on a course: their panel votes on it are left out. */
export const panelConflicts = pgTable(
  'panel_conflicts',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    kind: conflictKind('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.kind] }), index('panel_conflicts_course_idx').on(t.courseId)],
);

/** One row per shown item of a panel ranking, with what the panel's method reports about it. */
export const panelRankings = pgTable(
  'panel_rankings',
  {
    listKind: listKind('list_kind').notNull(),
    listType: listType('list_type').notNull(),
    rank: integer('rank').notNull(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number'),
    /** 0.0–10.0, one decimal, as the community's score. */
    score: doublePrecision('score').notNull(),
    strength: doublePrecision('strength').notNull(),
    /** Panelists whose kept evaluation counted. */
    panelists: integer('panelists').notNull(),
    /** Standard deviation of their evaluation scores (0–10). */
    spread: doublePrecision('spread').notNull(),
    /** Evaluations trimmed as outliers, and left out for a declared conflict. */
    trimmed: integer('trimmed').notNull(),
    conflicts: integer('conflicts').notNull(),
    latestAt: timestamp('latest_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listKind, t.listType, t.rank] }), index('panel_rankings_course_idx').on(t.courseId)],
);

/** The last recompute of each panel ranking: when, and what went in and was left out. */
export const panelRankingRuns = pgTable(
  'panel_ranking_runs',
  {
    listKind: listKind('list_kind').notNull(),
    listType: listType('list_type').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    panelists: integer('panelists').notNull(),
    lists: integer('lists').notNull(),
    items: integer('items').notNull(),
    conflicts: integer('conflicts').notNull(),
    unplayed: integer('unplayed').notNull(),
    trimmed: integer('trimmed').notNull(),
    /** Approved panelists at the time, whether or not their lists counted. */
    roster: integer('roster').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listKind, t.listType] })],
);
