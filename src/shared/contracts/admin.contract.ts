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

/** `GET /api/admin/audit?record&cursor&limit`: newest first; `record` the id of the record acted on. */
export const auditQuerySchema = z.strictObject({
  record: inputText({ max: 200 }).optional(),
  cursor: idSchema.optional(),
  limit: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
});

export const auditEntrySchema = z.object({
  _id: idSchema,
  actor: z.object({ _id: idSchema, email: z.string().nullable() }),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `nextCursor`: pass it as `cursor` for the older entries; null at the end. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: idSchema.nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
