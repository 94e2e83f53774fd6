import { z } from 'zod';
import { ARCHITECTURE_PREFERENCES, DIFFICULTY_PREFERENCES, PANELIST_STATUSES } from '../domain/enums';
import { hasCharactersNotInAName } from '../domain/person-name';
import { LENGTH_UNITS } from '../domain/units';
import { idSchema, inputText, pageOf, pagingSchema, queryInt } from './common.contract';
import { wishlistSchema } from './wishlists.contract';

/**
 * A golfer as others see them (search results, followers). `isPremium` shows the Pro badge beside
 * the name; `isDemo`: one of the demo community a fresh local install seeds (shown as "Demo
 * golfer"; never in production).
 */
export const publicUserSchema = z.object({
  _id: idSchema,
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
  picture: z.string().nullable(),
  isPremium: z.boolean(),
  isDemo: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const preferencesSchema = z.object({
  difficulty: z.enum(DIFFICULTY_PREFERENCES),
  architecture: z.enum(ARCHITECTURE_PREFERENCES),
  /** Yards or metres (issue 34); null: the browser's locale decides. */
  lengthUnit: z.enum(LENGTH_UNITS).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The account fields of the signed-in user (what an admin sees too). */
export const accountSchema = z.object({
  _id: idSchema,
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  subscription: z.object({ cancel_at: z.number().int().nullable() }).nullable(),
  preferences: preferencesSchema,
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * The golfer's own golf, as the spec's User entity carries it: their wishlists and watchlists
 * (id, name, course ids) and the ids of the courses they played. Every screen that marks a course
 * (course actions, map pins) reads these, so one fetch after sign-in answers them all.
 */
export const golferMarksSchema = z.object({
  wishlists: z.array(wishlistSchema),
  watchlists: z.array(wishlistSchema),
  playedCourses: z.array(z.string()),
});
export type GolferMarks = z.infer<typeof golferMarksSchema>;

/** The signed-in user, from `GET /api/user/me` (and the answer of every profile write). */
export const currentUserSchema = accountSchema.extend(golferMarksSchema.shape).extend({
  /**
   * Where the golfer's Pro comes from, for the Pro card (issue 24): an admin's grant that holds
   * (null: none), and whether there is a subscription account to manage (the portal answers 409
   * without one, so a golfer Pro by a grant alone is shown the grant instead).
   */
  proGrant: z.object({ until: z.string().nullable() }).nullable().optional(),
  canManageSubscription: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userSearchQuerySchema = z.strictObject({
  terms: inputText({ max: 100 }),
  limit: queryInt(1, 50).default(10),
});

// ---- Profiles ----

/** How much a golfer has done: played courses, public lists, followers, following. */
export const userCountsSchema = z.object({
  played: z.number().int(),
  lists: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
  /** Course corrections the golfer suggested that an admin accepted (issue 24): their credit. */
  correctionsAccepted: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/**
 * `GET /api/users/{id}`: the public fields, the Pro badge, the counts, and whether the signed-in
 * viewer follows this golfer (false when signed out or looking at oneself).
 */
export const userProfileSchema = publicUserSchema.extend({
  isPremium: z.boolean(),
  /** An approved panelist (the Panelist badge). */
  isPanelist: z.boolean(),
  counts: userCountsSchema,
  isFollowing: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** An admin's manual Pro grant: apart from paid Pro; `until` null means until revoked. */
export const proGrantSchema = z.object({ grantedAt: z.string(), until: z.string().nullable(), reason: z.string().nullable(), active: z.boolean() });

/**
 * `GET /api/users/admin/{id}`: everything an admin may see about an account. `isPremium` is Pro
 * (paid or granted); `paidPro` the subscription's part, `proGrant` the admin's.
 */
export const adminUserSchema = accountSchema.extend({
  firebaseUid: z.string(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  updatedAt: z.string(),
  counts: userCountsSchema,
  paidPro: z.boolean(),
  proGrant: proGrantSchema.nullable(),
  disabled: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  panelistStatus: z.enum(PANELIST_STATUSES),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `POST /api/users/admin/{id}`: an admin sets a golfer's manual Pro grant (true: granted without an
 * end; false: revoked; paid Pro is untouched) or admin flag. The console uses the
 * `/api/admin/users/{id}/...` actions, which take a reason.
 */
export const adminUserFlagsBodySchema = z.strictObject({ isPremium: z.boolean().optional(), isAdmin: z.boolean().optional() })
  .refine((b) => b.isPremium !== undefined || b.isAdmin !== undefined, { message: 'isPremium or isAdmin is required' });

/** `page` 1.., `pageSize` 1..100; unknown query fields are refused. */
export const pageQuerySchema = z.strictObject(pagingSchema);
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const publicUsersPageSchema = pageOf(publicUserSchema);

export { courseSummarySchema, type CourseSummary } from './courses.contract';

// ---- Edit profile ----

export const DISPLAY_NAME_MAX = 40;
export const FULL_NAME_MAX = 80;

/** `PUT /api/user/profile`: the whole editable profile (PUT replaces; an empty full name clears it). */
export const updateProfileSchema = z.strictObject({
  displayName: inputText({ max: DISPLAY_NAME_MAX, refuses: hasCharactersNotInAName }),
  fullName: inputText({ max: FULL_NAME_MAX, allowEmpty: true, refuses: hasCharactersNotInAName }).nullable(),
  preferences: z.strictObject({
    difficulty: z.enum(DIFFICULTY_PREFERENCES, { error: `must be one of ${DIFFICULTY_PREFERENCES.join(', ')}` }),
    architecture: z.enum(ARCHITECTURE_PREFERENCES, { error: `must be one of ${ARCHITECTURE_PREFERENCES.join(', ')}` }),
    /** Yards or metres; null: by the browser's locale; absent: left as it is (clients that predate it never clear it). */
    lengthUnit: z.enum(LENGTH_UNITS, { error: `must be one of ${LENGTH_UNITS.join(', ')}, or null` }).nullable().optional(),
  }),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** `POST /api/user/picture`: a multipart form with one file field of this name. */
export const PICTURE_FIELD = 'picture';
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored pictures are squares of this many pixels, WebP. */
export const PICTURE_SIZE = 256;

// ---- Follows ----

/** Follow and unfollow take no body: they always act as the signed-in user. */
export { noBodySchema } from './common.contract';

/** The answer to follow and unfollow: the new state and the target's follower count. */
export const followStateSchema = z.object({
  userId: idSchema,
  isFollowing: z.boolean(),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;
