/**
 * Imported open data (issue 25): where each course came from, and the admin's import runs.
 *
 * `course_sources` is the importer's memory: one row per (source, source id) a file named, the
 * course it became or was merged into, and a hash of what the source said last time, so a re-run
 * of the same file changes nothing and a newer release updates in place. A course keeps every
 * source that fed it (the card credits them; ODbL asks it).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.schema';
import { users } from './users.schema';

export const courseSources = pgTable(
  'course_sources',
  {
    /** 'opengolfapi', 'osm' or the importer's --source name. */
    source: text('source').notNull(),
    /** The record's stable id in that source (OpenGolf's uuid, 'way/123' for OSM, a CSV id column). */
    sourceId: text('source_id').notNull(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** Hash of the record's mapped fields as last imported: equal means unchanged. */
    recordHash: text('record_hash').notNull(),
    /** The source's own last-updated time, when it gives one (an older release never overwrites a newer one). */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] }), index('course_sources_course_idx').on(t.courseId)],
);

/**
 * What an admin's delete remembers of an imported course (issue 32, item 3): every (source, source
 * id) that fed it, so a later import skips those records ("deleted by an admin") instead of
 * bringing the course back under a new id. Keyed like `course_sources`, whose rows it keeps (hash
 * and source time), with the deleted course's id: restoring that course (same id) lifts its
 * tombstones back into `course_sources` (data/course-tombstones.ts).
 */
export const courseSourceTombstones = pgTable(
  'course_source_tombstones',
  {
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** The deleted course (no foreign key: the course is gone). */
    courseId: uuid('course_id').notNull(),
    /** The course_sources row's hash and source time, null for a course's own id that had no row. */
    recordHash: text('record_hash'),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] }), index('course_source_tombstones_course_idx').on(t.courseId)],
);

/**
 * An import started from the admin console: its progress and report, readable from every replica.
 * A running run holds a lease (`lease_until`) its process renews; a run whose lease lapsed (its
 * process died) is marked 'interrupted' by any replica, or by the next start.
 */
export const courseImports = pgTable(
  'course_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    source: text('source').notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('running'),
    /** ImportProgress (shared/contracts/course-import.contract.ts). */
    progress: jsonb('progress').notNull().default(sql`'{}'::jsonb`),
    /** Outcomes of the batches committed so far ({inserted, updated, unchanged, merged}), written in each batch's transaction. */
    committed: jsonb('committed').notNull().default(sql`'{}'::jsonb`),
    /** While running: until when the run's process vouches for it (renewed with its progress). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** ImportReport once finished or stopped. */
    report: jsonb('report'),
    dryRun: integer('dry_run').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('course_imports_started_idx').on(t.startedAt),
    check('course_imports_status_ck', sql`${t.status} in ('running', 'done', 'stopped', 'failed', 'interrupted')`),
  ],
);
