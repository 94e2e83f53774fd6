/**
 * Wishlists and watchlists (spec sections 3, 4 "Add to list", 7): named sets of courses, private
 * to their owner. A wishlist holds courses the golfer wants to play; a watchlist holds courses the
 * golfer keeps an eye on without planning to play them yet (a new build, a renovation, a private
 * club waiting for an invitation). Every write acts as the signed-in golfer; another golfer's list
 * id answers 404, the same as an id that does not exist, so ids reveal nothing.
 */
import { z } from 'zod';
import { WISHLIST_KINDS, type WishlistKind } from '../domain/enums';
import { idSchema, inputText } from './common.contract';
import { courseSummarySchema } from './courses.contract';

export { WISHLIST_KINDS, type WishlistKind } from '../domain/enums';

export const LIST_NAME_MAX = 60;
export { WISHLIST_COURSES_MAX, WISHLISTS_MAX } from '../domain/wishlist-rules';

export const listNameSchema = inputText({ max: LIST_NAME_MAX });

/** Spec section 3: _id, name, courses (course ids, in the order they were added). */
export const wishlistSchema = z.object({ _id: z.string(), name: z.string(), courses: z.array(z.string()) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** `GET /api/wishlists/{id}` and `/api/watchlists/{id}`: a list with enough of each course to show it. */
export const wishlistDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(WISHLIST_KINDS),
  courses: z.array(courseSummarySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WishlistDetail = z.infer<typeof wishlistDetailSchema>;

/** `POST /api/user/new-wishlist` and `/new-watchlist`: a name, and optionally a first course (Save and Add, in one transaction). */
export const newWishlistBodySchema = z.strictObject({ name: listNameSchema, course: idSchema.optional() });
/** `POST /api/wishlists/{id}` and `/api/watchlists/{id}`: rename. */
export const renameWishlistBodySchema = z.strictObject({ name: listNameSchema });
/** `POST /api/user/add-to-wishlist` and `/remove-from-wishlist` (spec: wishlist, course). */
export const wishlistCourseBodySchema = z.strictObject({ wishlist: idSchema, course: idSchema });
/** `POST /api/user/add-to-watchlist` and `/remove-from-watchlist` (spec: course, watchlist). */
export const watchlistCourseBodySchema = z.strictObject({ watchlist: idSchema, course: idSchema });

/** What each kind is for, said the same way in the UI and the docs. */
export const WISHLIST_PURPOSE: Record<WishlistKind, string> = {
  wishlist: 'Courses you want to play. Plan trips around them.',
  watchlist: 'Courses you keep an eye on: new builds, renovations, private clubs you hope to be invited to.',
};
