/** Lists of courses, holes or trips, their items, others' reactions to the items, and the lists golfers saved. */
import { sql } from 'drizzle-orm';
import {
  boolean, check, date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { LIST_REACTIONS, RANK_BUCKETS } from '../../shared/domain/list-rules';
import { LIST_KINDS, LIST_TYPES } from '../../shared/domain/enums';
import { courses } from './courses.schema';
import { rankKey, timestamps } from './schema-columns';
import { users } from './users.schema';

export const listKind = pgEnum('list_kind', LIST_KINDS);
export const listType = pgEnum('list_type', LIST_TYPES);
export const rankBucket = pgEnum('rank_bucket', RANK_BUCKETS);
export const listReaction = pgEnum('list_reaction', LIST_REACTIONS);

/** Ranked lists of courses, holes or trips. */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: listKind('kind').notNull(),
    type: listType('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Trips only: calendar dates at the destination (src/server/README.md, "Trips"). */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    destination: text('destination'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    /**
     * An admin hid the list (issue 24, moderation): it leaves every public read and stays the
     * owner's, with the reason and the date on a banner. Null: shown as its visibility says.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (t) => [
    index('lists_owner_idx').on(t.ownerId, t.kind, t.type),
    index('lists_updated_idx').on(t.updatedAt.desc(), t.id),
    // My Lie is the golfer's one overall ranking.
    uniqueIndex('lists_one_mylie_uq').on(t.ownerId).where(sql`${t.type} = 'mylie'`),
    // A trip has its days (every read of a trip counts on them); other lists have none.
    check('lists_trip_dates_ck', sql`${t.kind} <> 'trip' or (${t.startDate} is not null and ${t.endDate} is not null and ${t.endDate} >= ${t.startDate})`),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    /**
     * Orders the list: an item's rank is the number of items of its list with a smaller key. A
     * move rewrites one key (between its new neighbours'), not the ranks of the items between.
     */
    rankKey: rankKey('rank_key').notNull(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** Hole lists: the hole of `courseId`. */
    holeNumber: integer('hole_number'),
    /** Ranked lists: the sentiment band (loved, fine, disliked); bands never interleave in rank order. */
    bucket: rankBucket('bucket'),
    note: text('note'),
    /** Trips: the 1-based day of the trip the round is on, and its local tee time ('HH:MM'). */
    dayNumber: integer('day_number'),
    teeTime: text('tee_time'),
    /** The owner's own reaction. */
    reaction: listReaction('reaction'),
    /** An admin hid the note (issue 24): others read no note; the owner reads it with the reason. */
    noteHiddenAt: timestamp('note_hidden_at', { withTimezone: true }),
    noteHiddenReason: text('note_hidden_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('list_items_rank_uq').on(t.listId, t.rankKey),
    // A course (or one hole of it) is in a list once; in a trip, once a day (a course can be played again).
    unique('list_items_course_uq').on(t.listId, t.courseId, t.holeNumber, t.dayNumber).nullsNotDistinct(),
    index('list_items_course_idx').on(t.courseId),
    check('list_items_hole_ck', sql`${t.holeNumber} is null or ${t.holeNumber} between 1 and 72`),
    check('list_items_day_ck', sql`${t.dayNumber} is null or ${t.dayNumber} between 1 and 60`),
    check('list_items_tee_time_ck', sql`${t.teeTime} is null or ${t.teeTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** Other golfers' reactions to a list item (spec: list item `reactions`), one per golfer and item. */
export const listItemReactions = pgTable(
  'list_item_reactions',
  {
    itemId: uuid('item_id').notNull().references(() => listItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reaction: listReaction('reaction').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('list_item_reactions_user_idx').on(t.userId)],
);

/** Other golfers' lists a golfer saved (spec: POST /lists/{id}/add and /remove, GET /lists/user/saved). */
export const listSaves = pgTable(
  'list_saves',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] }), index('list_saves_list_idx').on(t.listId)],
);
