/**
 * Safety (issue 35): blocks and reports. `POST`/`DELETE /api/users/{id}/block`,
 * `GET /api/user/blocks`, `POST /api/reports`; the admins' `GET /api/admin/reports`,
 * `POST /api/admin/reports/{id}/dismiss` and `/act`.
 */
import { z } from 'zod';
import { idSchema, inputText, pageOf, pagingSchema } from './common.contract';
import { hiddenByAdminSchema } from './moderation.contract';
import { publicUserSchema } from './users.contract';
import { REPORT_ACTIONS, REPORT_STATUSES, REPORT_SUBJECT_KINDS } from '../domain/safety/report-rules';

/** What a block or unblock answers: the state now. */
export const blockStateSchema = z.object({ userId: idSchema, isBlocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

export const REPORT_REASON_MAX = 2000;

/** `POST /api/reports`. */
export const reportBodySchema = z.strictObject({
  subject: z.strictObject({ kind: z.enum(REPORT_SUBJECT_KINDS, { error: `must be one of ${REPORT_SUBJECT_KINDS.join(', ')}` }), id: idSchema }),
  reason: inputText({ max: REPORT_REASON_MAX }),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** What the reporter gets back: their report, nothing of what admins will do. */
export const reportCreatedSchema = z.object({ _id: idSchema, status: z.literal('open'), createdAt: z.string() });

/** The reported thing as an admin reads it; null when it is gone. */
export const reportSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), user: publicUserSchema.nullable(), disabled: z.boolean() }),
  z.object({ kind: z.literal('list'), list: z.object({ _id: idSchema, name: z.string(), owner: publicUserSchema, isPublic: z.boolean(), hidden: hiddenByAdminSchema.nullable() }).nullable() }),
  z.object({ kind: z.literal('trip'), trip: z.object({ _id: idSchema, name: z.string(), owner: publicUserSchema }).nullable() }),
  z.object({
    kind: z.literal('note'),
    note: z.object({
      _id: idSchema, text: z.string().nullable(), hidden: hiddenByAdminSchema.nullable(),
      list: z.object({ _id: idSchema, name: z.string(), owner: publicUserSchema }),
      course: z.object({ _id: idSchema, name: z.string() }),
    }).nullable(),
  }),
]);
export type ReportSubject = z.infer<typeof reportSubjectSchema>;

export const adminReportSchema = z.object({
  _id: idSchema,
  reporter: publicUserSchema,
  subject: reportSubjectSchema,
  subjectId: idSchema,
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsPageSchema = pageOf(adminReportSchema);

export const adminReportsQuerySchema = z.strictObject({ status: z.enum(REPORT_STATUSES).default('open'), ...pagingSchema });

/** `POST /api/admin/reports/{id}/dismiss`: why, if the admin says. */
export const dismissReportBodySchema = z.strictObject({ reason: inputText({ max: REPORT_REASON_MAX }).optional() }).nullish();
/** `POST /api/admin/reports/{id}/act`. */
export const actOnReportBodySchema = z.strictObject({ action: z.enum(REPORT_ACTIONS), reason: inputText({ max: REPORT_REASON_MAX }) });

export const handledReportSchema = z.object({ _id: idSchema, status: z.enum(REPORT_STATUSES), action: z.enum(REPORT_ACTIONS).nullable() });
export type HandledReport = z.infer<typeof handledReportSchema>;
