/** Trips are lists (`lists.schema.ts`, kind 'trip'); here, the golfers a trip's owner invited. */
import { index, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRIP_COMPANION_STATUSES } from '../../shared/domain/trips/trip-rules';
import { lists } from './lists.schema';
import { users } from './users.schema';

export const tripCompanionStatus = pgEnum('trip_companion_status', TRIP_COMPANION_STATUSES);

/**
 * The golfers a trip's owner invited (golfers they follow). An invitation is theirs to accept or
 * decline: once accepted they see the trip and change its plan, and the party view shows their
 * courses in the trip's area; until then nothing of theirs is shown. Declining or leaving deletes
 * the row. The owner alone changes who is invited, the visibility, or deletes the trip.
 */
export const tripCompanions = pgTable(
  'trip_companions',
  {
    listId: uuid('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** When the owner invited them. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    status: tripCompanionStatus('status').notNull().default('invited'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('trip_companions_user_idx').on(t.userId)],
);
