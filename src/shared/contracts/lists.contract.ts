/**
 * Lists (spec sections 3 and 7, Lists): ranked lists of courses, holes and trips. The rules
 * (which types, limits, reactions) are in `../domain/list-rules.ts`; items and their moves are in
 * `list-items.contract.ts`.
 */
import { z } from 'zod';
import { COURSE_LIST_TYPES, HOLE_LIST_TYPES, LIST_KINDS, LIST_TYPES, TRIP_LIST_TYPES, type ListKind } from '../domain/enums';
import { OWN_STORE_TYPES, LIST_DESCRIPTION_MAX } from '../domain/list-rules';
import { idSchema, inputText, pageOf, pagingSchema, readOnly } from './common.contract';
import { listItemSchema } from './list-items.contract';
import { courseFieldCountsSchema, courseFieldFilterFields, yardageRange } from './courses.contract';
import { LIST_NAME_MAX } from './wishlists.contract';
import { publicUserSchema } from './users.contract';
import { hiddenByAdminSchema } from './moderation.contract';

const kindSchema = z.enum(LIST_KINDS);
const typeSchema = z.enum(LIST_TYPES);

/** A list as it shows in a golfer's lists: enough to name it and say what it holds, not its items. */
export const listSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  kind: kindSchema,
  type: typeSchema,
  /** Private lists are seen only by their owner. */
  isPublic: z.boolean(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
  /** Set when an admin hid the list (issue 24): only its owner and admins read it then. */
  hidden: hiddenByAdminSchema.nullable().optional(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;
export const listSummariesPageSchema = pageOf(listSummarySchema);

/** A list among other golfers' lists (saved lists, the admin's list of every list): with its owner. */
export const ownedListSummarySchema = listSummarySchema.extend({ owner: publicUserSchema });
export type OwnedListSummary = z.infer<typeof ownedListSummarySchema>;
export const ownedListSummariesPageSchema = pageOf(ownedListSummarySchema);

/** `GET /api/lists/{id}`: the list with every item in rank order. */
export const listDetailSchema = listSummarySchema.extend({
  description: z.string().nullable(),
  owner: publicUserSchema,
  createdAt: z.string(),
  /** Whether items carry a sentiment bucket and a score (every type but bucket_list and trip). */
  usesBuckets: z.boolean(),
  /** How many items the owner may keep in it (their plan's limit); null for other viewers. */
  maxItems: z.number().int().nullable(),
  /** Whether the signed-in viewer saved this list (always false for the owner and signed out). */
  isSaved: z.boolean(),
  /** How many golfers saved it. */
  savedCount: z.number().int(),
  items: z.array(listItemSchema),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

const TYPES_OF: Record<ListKind, readonly string[]> = {
  course: COURSE_LIST_TYPES.filter((t) => !(OWN_STORE_TYPES as readonly string[]).includes(t)),
  hole: HOLE_LIST_TYPES,
  trip: TRIP_LIST_TYPES,
};
/** The types a golfer can create in `lists`, by kind. */
export const CREATABLE_LIST_TYPES = TYPES_OF;

export const listNameSchema = inputText({ max: LIST_NAME_MAX });
export const listDescriptionSchema = inputText({ max: LIST_DESCRIPTION_MAX, allowEmpty: true })
  .transform((s) => (s === '' ? null : s))
  .nullable();

/** `POST /api/lists`: the server picks the id. A type must belong to its kind. */
export const createListBodySchema = z
  .strictObject({
    name: listNameSchema,
    kind: kindSchema,
    type: typeSchema,
    description: listDescriptionSchema.optional(),
    isPublic: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (TYPES_OF[b.kind].includes(b.type)) return;
    const collection = (OWN_STORE_TYPES as readonly string[]).includes(b.type);
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: collection
        ? `'${b.type}' lists have their own endpoints (wishlists, watchlists, played courses)`
        : `must be one of ${TYPES_OF[b.kind].join(', ')} for a ${b.kind} list`,
    });
  });
export type CreateListBody = z.infer<typeof createListBodySchema>;

/**
 * `POST /api/lists/{id}`: save the name, description and visibility (any of them). The spec's body
 * is "the list": the list as `GET /api/lists/{id}` answered it is taken too. Its kind and type
 * cannot change (a different one is a 400); the fields the server computes are ignored, items
 * included (they change through the item endpoints).
 */
export const updateListBodySchema = z
  .strictObject({
    name: listNameSchema.optional(),
    description: listDescriptionSchema.optional(),
    isPublic: z.boolean().optional(),
    kind: kindSchema.optional(),
    type: typeSchema.optional(),
    ...readOnly(['_id', 'owner', 'createdAt', 'updatedAt', 'itemCount', 'usesBuckets', 'maxItems', 'isSaved', 'savedCount', 'items', 'hidden']),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.isPublic !== undefined, {
    message: 'name, description or isPublic is required',
  });
export type UpdateListBody = z.infer<typeof updateListBodySchema>;

export const deletedListSchema = z.object({ _id: idSchema, deleted: z.literal(true) });

/** `POST /api/lists/{id}/add` and `/remove`: whether the viewer now has the list saved. */
export const listSavedStateSchema = z.object({ listId: idSchema, isSaved: z.boolean(), savedCount: z.number().int() });
export type ListSavedState = z.infer<typeof listSavedStateSchema>;

/** `GET /api/lists/user/{userId}`: the path names the golfer whose lists these are. */
export const userListsParamsSchema = z.strictObject({ userId: idSchema });
/** `page` 1.., `pageSize` 1..100; unknown query fields are refused. */
export const userListsQuerySchema = z.strictObject(pagingSchema);
export type UserListsQuery = z.infer<typeof userListsQuerySchema>;

/** `GET /api/lists/user/{userId}/all`, `/all-holes`, `/all-trips`: every list of one kind, My Lie first, then most recently changed. */
export const listSummariesSchema = z.array(listSummarySchema);

/**
 * `GET /api/lists/user/{userId}/stats?{query}`: the query narrows what is counted to courses
 * matching it (continent, country, membership, courseType, architect, yardageMin/Max; as in
 * `/lists/preset`). Unknown fields are refused.
 */
export const userListStatsQuerySchema = z.strictObject(courseFieldFilterFields).refine(yardageRange.check, yardageRange);
export type UserListStatsQuery = z.infer<typeof userListStatsQuerySchema>;

/** What a golfer's lists and played courses add up to. */
export const userListStatsSchema = z.object({
  /** Lists of each kind the viewer may see (the query does not narrow these). */
  lists: z.object({ course: z.number().int(), hole: z.number().int(), trip: z.number().int() }),
  /** Courses ranked in My Lie that match the query. */
  rankedCourses: z.number().int(),
  /** Played courses that match the query, counted by their fields. */
  played: courseFieldCountsSchema,
});
export type UserListStats = z.infer<typeof userListStatsSchema>;

/** `GET /api/lists/all` (admins): every list, newest change first. */
export const adminListsQuerySchema = z.strictObject(pagingSchema);
