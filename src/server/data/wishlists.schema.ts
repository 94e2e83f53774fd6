/** Wishlists and watchlists. */
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WISHLIST_KINDS } from '../../shared/domain/enums';
import { courses } from './courses.schema';
import { timestamps } from './schema-columns';
import { users } from './users.schema';

export const wishlistKind = pgEnum('wishlist_kind', WISHLIST_KINDS);

/** Wishlists and watchlists: named sets of courses (spec: _id, name, courses). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: wishlistKind('kind').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('wishlists_owner_idx').on(t.ownerId, t.kind)],
);

export const wishlistCourses = pgTable(
  'wishlist_courses',
  {
    wishlistId: uuid('wishlist_id').notNull().references(() => wishlists.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.courseId] }),
    index('wishlist_courses_course_idx').on(t.courseId),
    // A list's courses in the order they were added, read from the index alone (the current user).
    index('wishlist_courses_order_idx').on(t.wishlistId, t.addedAt, t.courseId),
  ],
);
