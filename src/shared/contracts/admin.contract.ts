/**
 * The admin console's API (issue 24): golfers (search, grants, disable and enable) and the audit
 * log. Panelist decisions are in panelists.contract.ts; a golfer's full record is
 * `GET /api/users/admin/{id}` (users.contract.ts).
 */
import { z } from 'zod';
import { PANELIST_REASON_MAX } from '../domain/panelist-rules';
import { idSchema, inputText, pagingSchema } from './common.contract';

export const ADMIN_REASON_MAX = PANELIST_REASON_MAX;

/** `GET /api/admin/users?terms&page&pageSize`: golfers by name or email, disabled ones included. */
export const adminUsersQuerySchema = z.strictObject({ terms: inputText({ max: 100 }).optional(), ...pagingSchema });

export const adminUserRowSchema = z.object({
  _id: idSchema,
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
  picture: z.string().nullable(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = z.object({
  items: z.array(adminUserRowSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(),
});

/** Every admin action on a golfer says why (the audit log keeps it). */
export const reasonBodySchema = z.strictObject({ reason: inputText({ max: ADMIN_REASON_MAX }) });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

/** `POST /api/admin/users/{id}/grant-pro`: `until` an ISO date-time in the future, or null/none for no end. */
export const grantProBodySchema = reasonBodySchema.extend({
  until: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullish(),
});
export type GrantProBody = z.infer<typeof grantProBodySchema>;

export { ADMIN_USER_ACTIONS, type AdminUserAction } from '../domain/admin-rules';

// ---- Audit log ----

const auditWhen = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (YYYY-MM-DD) or an ISO date-time' });

/**
 * The audit log's filters (issue 32): `record` the id acted on, `actor` the admin's id, `action`
 * one action (`course.delete`), `from` and `to` the time: a date is that whole day in UTC, a
 * date-time the instant (`from` included, `to` excluded; the console sends the admin's local days
 * as date-times).
 */
const auditFilterFields = {
  record: inputText({ max: 200 }).optional(),
  actor: idSchema.optional(),
  action: inputText({ max: 80 }).optional(),
  from: auditWhen.optional(),
  to: auditWhen.optional(),
};
const fromBeforeTo = (q: { from?: string; to?: string }) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to);
const FROM_AFTER_TO = { message: 'must not be before from', path: ['to'] };

/** `GET /api/admin/audit.csv?record&actor&action&from&to`: every entry the filters keep, as CSV. */
export const auditFiltersSchema = z.strictObject(auditFilterFields).refine(fromBeforeTo, FROM_AFTER_TO);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** `GET /api/admin/audit?record&actor&action&from&to&cursor&limit`: newest first, a page at a time. */
export const auditQuerySchema = z.strictObject({
  ...auditFilterFields,
  cursor: idSchema.optional(),
  limit: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
}).refine(fromBeforeTo, FROM_AFTER_TO);

export const auditEntrySchema = z.object({
  _id: idSchema,
  /** The admin who acted: their email and name as they are now (the email the entry wrote when the account is gone). */
  actor: z.object({ _id: idSchema, email: z.string().nullable(), name: z.string().nullable() }),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** The record's name (a golfer's, a course's, a list's, an import's file); `exists` false once it is gone (a deleted course keeps its name). */
  record: z.object({ name: z.string().nullable(), exists: z.boolean() }),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `nextCursor`: pass it as `cursor` for the older entries; null at the end. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: idSchema.nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/admin/audit/filters`: the admins who acted and the actions the log holds (the console's choices). */
export const auditFilterOptionsSchema = z.object({
  actors: z.array(z.object({ _id: idSchema, email: z.string().nullable(), name: z.string().nullable() })),
  actions: z.array(z.string()),
});
export type AuditFilterOptions = z.infer<typeof auditFilterOptionsSchema>;
