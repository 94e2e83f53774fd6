/**
 * Golfers' suggested corrections to a course (issue 24, item 5): what they propose for the named
 * fields (location, architects, year, access, fee, type), waiting in an admin queue. An accepted
 * one has been applied to the course; the audit log holds the course's before and after. And the
 * pairs of courses an admin said are not duplicates (issue 32).
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.schema';
import { users } from './users.schema';

export const courseCorrections = pgTable(
  'course_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the course is deleted: the suggestion stays (and can only be rejected). */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The course's name when suggested, for a suggestion whose course is gone. */
    courseName: text('course_name').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The proposed values, only the fields the golfer changed (CorrectionFields). */
    proposed: jsonb('proposed').notNull(),
    note: text('note'),
    status: text('status').notNull().default('Pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_corrections_status_idx').on(t.status, t.createdAt),
    index('course_corrections_user_idx').on(t.userId, t.status),
    index('course_corrections_course_idx').on(t.courseId),
    check('course_corrections_status_ck', sql`${t.status} in ('Pending', 'Accepted', 'Rejected')`),
  ],
);

/**
 * Pairs of courses an admin said are not duplicates (issue 32): the Duplicates view never shows
 * them again. One row per pair, the smaller id first, whichever order the admin named them in;
 * the row goes with either course.
 */
export const courseDuplicateDismissals = pgTable(
  'course_duplicate_dismissals',
  {
    courseA: uuid('course_a').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    courseB: uuid('course_b').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseA, t.courseB] }),
    index('course_duplicate_dismissals_b_idx').on(t.courseB),
    check('course_duplicate_dismissals_order_ck', sql`${t.courseA} < ${t.courseB}`),
  ],
);
