/** The Community feed's rows. */
import { bigint, index, jsonb, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS } from '../../shared/contracts/community.contract';
import { courses } from './courses.schema';
import { listItems, lists } from './lists.schema';
import { timestamps } from './schema-columns';
import { users } from './users.schema';

export const activityKind = pgEnum('activity_kind', ACTIVITY_KINDS);

/**
 * What golfers did, for the Community feed (append-only): played a course, ranked one in a public
 * list, made a public list, reacted to a list item. Written when the write itself has committed
 * (services/feed-recorder.ts). Never about a private list: making a list private deletes its
 * activity, the feed read joins public lists only, and deleting a list, item, course or golfer
 * deletes theirs (cascades).
 */
export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: activityKind('kind').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => lists.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => listItems.id, { onDelete: 'cascade' }),
    /** ranked: {rank, bucket, holeNumber}; reacted: {reaction, holeNumber}. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // The feed: each followed golfer's newest first, read by keyset (scanned backwards: drizzle's
    // desc() is DESC NULLS LAST, which an ORDER BY ... DESC cannot use).
    index('activity_actor_idx').on(t.actorId, t.createdAt, t.id),
    // The feed of a golfer who follows many: everyone's newest first, filtered by whom they follow.
    index('activity_time_idx').on(t.createdAt, t.id),
    index('activity_list_idx').on(t.listId),
    index('activity_item_idx').on(t.itemId),
    index('activity_course_idx').on(t.courseId),
  ],
);
