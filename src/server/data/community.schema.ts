/**
 * Community rankings (issue 13): computed tables, written only by the recompute job
 * (`services/community-rankings.service.ts`). A recompute writes its rows under a new generation
 * in short batches, then one short transaction makes that generation the one shown (issue 34), so
 * every replica reads the same ranking and no reader sees half of one.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubMembership, continent, courses, courseType } from './courses.schema';
import { listKind, listType } from './lists.schema';

/**
 * One row per shown item of a community ranking: a course (course lists) or a hole of a course
 * (hole lists). The course's continent, country, membership and type are copied in, so a filtered
 * page is one index range in rank order; a course edit refreshes its copies, a deleted course's
 * rows go with it.
 */
export const communityRankings = pgTable(
  'community_rankings',
  {
    listKind: listKind('list_kind').notNull(),
    listType: listType('list_type').notNull(),
    /**
     * Which computation wrote the row: only the generation its run names is shown (see
     * `community-generation.ts`); another is being written or deleted.
     */
    generation: integer('generation').notNull().default(0),
    /** 1-based place in the whole ranking of this kind and type. */
    rank: integer('rank').notNull(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number'),
    /** 0.0–10.0, one decimal. */
    score: doublePrecision('score').notNull(),
    /** Distinct golfers who ranked it. */
    golfers: integer('golfers').notNull(),
    /** The fitted Plackett–Luce strength (the reference item has 1). */
    strength: doublePrecision('strength').notNull(),
    continent: continent('continent'),
    country: text('country'),
    clubMembership: clubMembership('club_membership'),
    courseType: courseType('course_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listKind, t.listType, t.generation, t.rank] }),
    index('community_rankings_continent_idx').on(t.listKind, t.listType, t.generation, t.continent, t.rank),
    index('community_rankings_country_idx').on(t.listKind, t.listType, t.generation, sql`lower(${t.country})`, t.rank),
    index('community_rankings_membership_idx').on(t.listKind, t.listType, t.generation, t.clubMembership, t.rank),
    index('community_rankings_type_idx').on(t.listKind, t.listType, t.generation, t.courseType, t.rank),
    index('community_rankings_course_idx').on(t.courseId),
  ],
);

/**
 * How many items of a ranking each combination of the filterable course fields holds, written
 * with the ranking: a filtered page's total is a sum over a few hundred rows instead of a count
 * over tens of thousands, and the countries of a ranking are read from here.
 */
export const communityRankingCounts = pgTable(
  'community_ranking_counts',
  {
    listKind: listKind('list_kind').notNull(),
    listType: listType('list_type').notNull(),
    continent: continent('continent'),
    country: text('country'),
    clubMembership: clubMembership('club_membership'),
    courseType: courseType('course_type').notNull(),
    items: integer('items').notNull(),
  },
  (t) => [index('community_ranking_counts_type_idx').on(t.listKind, t.listType)],
);

/** Generations of community ranking rows: one per recompute, never reused (two replicas never write the same). */
export const communityRankingGenerations = pgSequence('community_ranking_generations');

/** The last recompute of each ranking: when, and what went in. */
export const communityRankingRuns = pgTable(
  'community_ranking_runs',
  {
    listKind: listKind('list_kind').notNull(),
    listType: listType('list_type').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /** Golfers whose public lists counted, their lists, the items shown. */
    golfers: integer('golfers').notNull(),
    lists: integer('lists').notNull(),
    items: integer('items').notNull(),
    iterations: integer('iterations').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /**
     * Goes up whenever the ranking's rows change (a recompute, a course edit or delete): servers
     * cache filtered pages per revision and read this one row to know theirs is current.
     */
    revision: integer('revision').notNull().default(1),
    /** The generation of `community_rankings` rows shown. */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listKind, t.listType] })],
);

/**
 * Rankings a write changed and no recompute has covered yet (issue 32): the recompute jobs'
 * pending marks, kept here rather than only in memory so that writes acknowledged just before a
 * crash still reach the rankings at the next start. `job` is `community` or `panel`, `key` the
 * ranking (`kind:type`); a recompute that began after `marked_at` clears its mark.
 */
export const recomputeMarks = pgTable(
  'recompute_marks',
  {
    job: text('job').notNull(),
    key: text('key').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true, precision: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.key] })],
);
