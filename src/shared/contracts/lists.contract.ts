import { z } from 'zod';
import { LIST_KINDS, LIST_TYPES } from '../domain/enums';
import { idSchema, pageOf, pagingSchema } from './common.contract';

/**
 * A list as it shows in a golfer's lists (spec section 3, List): enough to name it and say what
 * it holds, not its items.
 */
export const listSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  type: z.enum(LIST_TYPES),
  /** Private lists are seen only by their owner. */
  isPublic: z.boolean(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;
export const listSummariesPageSchema = pageOf(listSummarySchema);

/** `GET /api/lists/user/{userId}`: the path names the golfer whose lists these are. */
export const userListsParamsSchema = z.strictObject({ userId: idSchema });
/** `page` 1.., `pageSize` 1..100; unknown query fields are refused. */
export const userListsQuerySchema = z.strictObject(pagingSchema);
export type UserListsQuery = z.infer<typeof userListsQuerySchema>;
