/**
 * Panelists (issue 24; spec section 7, Users and panelists: `GET`, `POST`, `DELETE /panelist`,
 * `GET /panelists`, `POST /panelist-onboarding`) and the admin's queue of requests. The allowed
 * status changes are in shared/domain/panelist-rules.ts.
 */
import { z } from 'zod';
import { PANELIST_STATUSES } from '../domain/enums';
import { PANELIST_ACTIONS, PANELIST_MESSAGE_MAX, PANELIST_REASON_MAX } from '../domain/panelist-rules';
import { hasControlCharacters, idSchema, inputText } from './common.contract';
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

export const panelistQueueQuerySchema = z.strictObject({ status: panelistStatusSchema.optional() });

/** One request in the admin's queue. */
export const panelistQueueItemSchema = golferRecordSchema.extend({
  status: panelistStatusSchema,
  message: z.string().nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PanelistQueueItem = z.infer<typeof panelistQueueItemSchema>;
export const panelistQueueSchema = z.array(panelistQueueItemSchema);

/**
 * `POST /api/admin/panelist-requests/{userId}`: approve or deny a pending request; 'Denied' on an
 * approved panelist revokes them. The reason is required (the golfer reads it).
 */
export const panelistDecisionBodySchema = z.strictObject({
  status: z.enum(['Approved', 'Denied'], { error: 'must be Approved or Denied' }),
  reason: longText(PANELIST_REASON_MAX),
});
export type PanelistDecisionBody = z.infer<typeof panelistDecisionBodySchema>;

export const userIdParamsSchema = z.strictObject({ userId: idSchema });
