/**
 * List items and the calls that place them (spec section 7, Lists: add-item, remove-item,
 * move-item, swap-items, note, reaction). Indexes are 0-based ranks in the whole list. Every
 * write answers only what changed, so reordering a 1,000-item list stays cheap; the client
 * reads the list again for the rest.
 */
import { z } from 'zod';
import { LIST_NOTE_MAX, LIST_REACTIONS, RANK_BUCKETS } from '../domain/list-rules';
import { TEE_TIME, TRIP_DAYS_MAX } from '../domain/trips/trip-rules';
import { hasControlCharacters, idRef, idSchema } from './common.contract';
import { courseSummarySchema } from './courses.contract';
import { publicUserSchema } from './users.contract';
import { hiddenByAdminSchema } from './moderation.contract';

export const rankBucketSchema = z.enum(RANK_BUCKETS);
export const reactionSchema = z.enum(LIST_REACTIONS, { error: `must be one of ${LIST_REACTIONS.join(', ')}` });

const indexSchema = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0');

export const reactionCountSchema = z.object({ reaction: reactionSchema, count: z.number().int() });

/** Spec section 3, List item: _id, note, reaction, reactions; with its place and what it ranks. */
export const listItemSchema = z.object({
  _id: idSchema,
  /** 0-based rank in the list. */
  index: z.number().int(),
  course: courseSummarySchema,
  /** Hole lists: the hole of `course`; null in course lists and trips. */
  holeNumber: z.number().int().nullable(),
  /** Ranked lists: the sentiment band the item sits in; null where the type has none. */
  bucket: rankBucketSchema.nullable(),
  /** 0.0 to 10.0 from the bucket and the place in it (src/server/routes/lists/README.md); null without a bucket. */
  score: z.number().nullable(),
  /** The owner's note and reaction. */
  note: z.string().nullable(),
  /** Set when an admin hid the note (issue 24): the owner reads it with the reason; others read `note: null`. */
  noteHidden: hiddenByAdminSchema.nullable().optional(),
  reaction: reactionSchema.nullable(),
  /** Other golfers' reactions, counted. */
  reactions: z.array(reactionCountSchema),
  /** The signed-in viewer's own reaction to it (other golfers; the owner's is `reaction`). */
  viewerReaction: reactionSchema.nullable(),
  addedAt: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listIdParamsSchema = z.strictObject({ id: idSchema });
export const listItemParamsSchema = z.strictObject({ id: idSchema, itemId: idSchema });

/** A note on a list item or a trip's round: may run over lines, no other control character. */
export const noteText = z
  .string({ error: 'must be a string' })
  .trim()
  .max(LIST_NOTE_MAX, `must be at most ${LIST_NOTE_MAX} characters`)
  // Notes may run over lines; no other control character.
  .refine((s) => !hasControlCharacters(s.replace(/[\n\r\t]/g, '')), 'must not contain control characters')
  .transform((s) => (s === '' ? null : s));

/**
 * `POST /api/lists/{id}/add-item`: the item and where it goes (default: the end of its bucket, or of
 * the list). The spec's body `{listItem: {course}, atIndex}` is enough in every course list: without
 * a bucket a ranked list's item takes the band of the place it lands.
 */
export const addItemBodySchema = z.strictObject({
  listItem: z.strictObject({
    course: idRef,
    /** Required in hole lists (1 to the course's number of holes), refused elsewhere. */
    holeNumber: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(72, 'must be at most 72').optional(),
    /** Ranked lists: the band (loved, fine, disliked); none takes the band of the place the item lands. Refused in bucket lists and trips. */
    bucket: rankBucketSchema.optional(),
    note: noteText.optional(),
    /** Trips: the 1-based day of the trip (required there, refused elsewhere) and a local tee time. */
    day: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(TRIP_DAYS_MAX, `must be at most ${TRIP_DAYS_MAX}`).optional(),
    teeTime: z.string({ error: 'must be a time (HH:MM)' }).regex(TEE_TIME, 'must be a 24-hour time (HH:MM)').nullable().optional(),
  }),
  /** Kept inside the item's bucket: an index above the bucket goes to its top, below it to its end. */
  atIndex: indexSchema.optional(),
});
export type AddItemBody = z.infer<typeof addItemBodySchema>;

/** `listItem`, `listItemA`, `listItemB`: the item's id, or the item as the list answered it. */
export const removeItemBodySchema = z.strictObject({ listItem: idRef });
export const moveItemBodySchema = z.strictObject({ listItem: idRef, toIndex: indexSchema });
export const swapItemsBodySchema = z.strictObject({
  listItemA: idRef,
  listItemB: idRef,
  currentIndexA: indexSchema,
  currentIndexB: indexSchema,
}).refine((b) => b.listItemA !== b.listItemB, { path: ['listItemB'], message: 'must differ from listItemA' });
export const noteBodySchema = z.strictObject({ note: noteText.nullable() });
export const reactionBodySchema = z.strictObject({ reaction: reactionSchema.nullable() });

/** Where an item stands after a write: its rank and its bucket (a move across a band takes the band it lands in). */
export const itemPlaceSchema = z.object({ _id: idSchema, index: z.number().int(), bucket: rankBucketSchema.nullable() });
export type ItemPlace = z.infer<typeof itemPlaceSchema>;

/** Answer of move-item (one place) and swap-items (two). */
export const itemPlacesSchema = z.object({ listId: idSchema, items: z.array(itemPlaceSchema), itemCount: z.number().int(), updatedAt: z.string() });
export type ItemPlaces = z.infer<typeof itemPlacesSchema>;

export const removedItemSchema = z.object({ listId: idSchema, _id: idSchema, itemCount: z.number().int() });

export const itemNoteSchema = z.object({ _id: idSchema, note: z.string().nullable() });
/** The owner's reaction is `reaction`; another golfer's is `viewerReaction`; `reactions` counts the others'. */
export const itemReactionSchema = z.object({
  _id: idSchema,
  reaction: reactionSchema.nullable(),
  viewerReaction: reactionSchema.nullable(),
  reactions: z.array(reactionCountSchema),
});
export type ItemReaction = z.infer<typeof itemReactionSchema>;

/** `GET /api/lists/list-items/{id}/reactions`: who reacted, newest first. */
export const itemReactionsSchema = z.array(z.object({ user: publicUserSchema, reaction: reactionSchema, createdAt: z.string() }));

/** `GET /api/user/ranked-courses/{courseId}`: where the course stands in the signed-in golfer's lists. */
export const courseStandingSchema = z.object({
  listId: idSchema,
  name: z.string(),
  kind: z.enum(['course', 'hole', 'trip']),
  type: z.string(),
  holeNumber: z.number().int().nullable(),
  /** 1-based. */
  rank: z.number().int(),
  itemCount: z.number().int(),
  score: z.number().nullable(),
});
export type CourseStanding = z.infer<typeof courseStandingSchema>;
export const courseStandingsSchema = z.array(courseStandingSchema);
