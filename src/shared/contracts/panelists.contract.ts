/**
 * Panelists (issue 24; spec section 7, Users and panelists: `GET`, `POST`, `DELETE /panelist`,
 * `GET /panelists`, `POST /panelist-onboarding`) and the admin's queue of requests. The allowed
 * status changes are in shared/domain/panelist-rules.ts.
 */
import { z } from 'zod';
import { PANELIST_STATUSES } from '../domain/enums';
import { PANELIST_ACTIONS, PANELIST_MESSAGE_MAX, PANELIST_REASON_MAX } from '../domain/panelist-rules';
import { hasControlCharacters, idSchema, inputText, pageOf, pagingSchema } from './common.contract';
import { listSummarySchema } from './lists.contract';
import { publicUserSchema } from './users.contract';

export const panelistStatusSchema = z.enum(PANELIST_STATUSES);

/** Longer texts may run over lines; no other control character. */
const longText = (max: number) => inputText({ max, refuses: (s) => hasControlCharacters(s.replace(/[\n\r\t]/g, '')) });

/** `POST /api/panelist-onboarding` and `POST /api/panelist`: why the golfer would like to be a panelist. */
export const panelistMessageBodySchema = z.strictObject({ message: longText(PANELIST_MESSAGE_MAX) });
export type PanelistMessageBody = z.infer<typeof panelistMessageBodySchema>;

/** `GET /api/panelist`: the signed-in golfer's request ('Not Sent' when they never asked or withdrew). */
export const panelistRequestSchema = z.object({
  status: panelistStatusSchema,
  message: z.string().nullable(),
  /** The admin's reason for the last decision, and when it was made. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** A denied golfer may apply again from this time (null: now, or not denied). */
  reapplyAt: z.string().nullable(),
  /** What the golfer may do next: apply, update, withdraw. */
  actions: z.array(z.enum(PANELIST_ACTIONS)),
});
export type PanelistRequest = z.infer<typeof panelistRequestSchema>;

/** A golfer's golf, for the roster and the admin's queue: played count, recent played courses, public lists. */
export const golferRecordSchema = z.object({
  user: publicUserSchema,
  playedCount: z.number().int(),
  played: z.array(z.object({ _id: idSchema, club_name: z.string() })),
  lists: z.array(listSummarySchema),
});

/** `GET /api/panelists`: approved panelists, most recently approved first. */
export const panelistSchema = golferRecordSchema.extend({ approvedAt: z.string().nullable() });
export type Panelist = z.infer<typeof panelistSchema>;
export const panelistsSchema = z.array(panelistSchema);

// ---- Admin ----

export const PANELIST_QUEUE_SORTS = ['oldest', 'newest'] as const;
export type PanelistQueueSort = (typeof PANELIST_QUEUE_SORTS)[number];

/**
 * `GET /api/admin/panelist-requests?status&terms&sort&page&pageSize`: one status (every sent
 * request without), golfers whose name or email holds `terms`, by the time the request was sent
 * (`oldest` first, the default: a queue is worked from its oldest; or `newest`).
 */
export const panelistQueueQuerySchema = z.strictObject({
  status: panelistStatusSchema.optional(),
  terms: inputText({ max: 100 }).optional(),
  sort: z.enum(PANELIST_QUEUE_SORTS, { error: 'must be oldest or newest' }).default('oldest'),
  ...pagingSchema,
});
export type PanelistQueueQuery = z.infer<typeof panelistQueueQuerySchema>;

/** One request in the admin's queue. */
export const panelistQueueItemSchema = golferRecordSchema.extend({
  status: panelistStatusSchema,
  message: z.string().nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The request's revision (when it last changed): a decision sends it back as `revision`. */
  revision: z.string(),
});
export type PanelistQueueItem = z.infer<typeof panelistQueueItemSchema>;
export const panelistQueueSchema = pageOf(panelistQueueItemSchema);
export type PanelistQueuePage = z.infer<typeof panelistQueueSchema>;

/**
 * `POST /api/admin/panelist-requests/{userId}`: approve or deny a pending request; 'Denied' on an
 * approved panelist revokes them; 'Approved' on a denied (or revoked) golfer approves them after
 * all. The reason is required (the golfer reads it). `from` is the request's status as the admin
 * saw it, and `revision` (optional) its revision as listed: a request that changed since is a 409
 * naming the field, so two decisions sent at once never chain (approve, then a late deny that
 * would revoke).
 */
export const panelistDecisionBodySchema = z.strictObject({
  status: z.enum(['Approved', 'Denied'], { error: 'must be Approved or Denied' }),
  reason: longText(PANELIST_REASON_MAX),
  from: z.enum(['Pending', 'Approved', 'Denied'], { error: 'must be the status you decided on: Pending, Approved or Denied' }),
  revision: z.iso.datetime({ offset: true, error: 'must be the request\'s revision as listed (an ISO date-time)' }).optional(),
});
export type PanelistDecisionBody = z.infer<typeof panelistDecisionBodySchema>;

export const userIdParamsSchema = z.strictObject({ userId: idSchema });
