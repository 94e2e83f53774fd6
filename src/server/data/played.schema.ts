/** The courses a golfer played, and when. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { PLAYED_DATE_PRECISIONS } from '../../shared/domain/played-date';
import { courses } from './courses.schema';
import { timestamps } from './schema-columns';
import { users } from './users.schema';

export const playedDatePrecision = pgEnum('played_date_precision', PLAYED_DATE_PRECISIONS);

export const playedCourses = pgTable(
  'played_courses',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /**
     * The day the golfer played it (spec: dateAdded); null when they gave none (issue 32: a tick
     * or a ranking in My Lie is not a round played today).
     */
    dateAdded: date('date_added', { mode: 'string' }),
    /** 'year' when the golfer knows only the year (dateAdded is then 1 January); null with no date. */
    datePrecision: playedDatePrecision('date_precision'),
    /** When the entry was written (orders entries played on the same day). */
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('played_courses_course_idx').on(t.courseId),
    index('played_courses_user_date_idx').on(t.userId, t.dateAdded.desc().nullsLast()),
    check('played_courses_date_ck', sql`${t.dateAdded} >= date '1850-01-01'`),
    check('played_courses_precision_ck', sql`(${t.dateAdded} is null) = (${t.datePrecision} is null)`),
  ],
);
