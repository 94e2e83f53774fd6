/**
 * The admin audit log (issue 24): appended in the transaction of the change it records, read
 * newest first. Nothing here updates, deletes or truncates a row (triggers refuse all three).
 *
 * Every admin write appends its entry here, in its own transaction, so this is also the one place
 * that re-checks the acting admin (issue 32): the actor's row is read under a share lock and
 * `actingAdminRefusal` (shared/domain/admin-rules.ts) asked; an admin disabled, or whose grant
 * was revoked, while the request ran is refused and the whole write rolls back. The lock makes
 * a disable of the actor wait for the action (or the action see the disable): never both.
 */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AuditEntry, AuditPage } from '../../shared/contracts/admin.contract';
import { actingAdminRefusal } from '../../shared/domain/admin-rules';
import type { Db } from '../db/client';
import { adminAudit, users } from '../db/schema';
import { ensure } from '../lib/errors';
import type { Tx } from './list-order';

/** Who acts: `operator` when they signed in with a verified address in ADMIN_EMAILS. */
export interface AuditActor {
  id: string;
  email: string | null;
  operator: boolean;
}

/** The acting admin as the audit log keeps them, from the request's signed-in user. */
export const auditActor = (u: { id: string; email: string | null; isOperator: boolean }): AuditActor =>
  ({ id: u.id, email: u.email, operator: u.isOperator });

/** Locks the acting admin's row (share: their own other writes go on) and refuses one who is no longer an admin. */
export async function recheckActingAdmin(tx: Tx, actor: AuditActor): Promise<void> {
  const [row] = await tx.select({ isAdmin: users.isAdmin, disabledAt: users.disabledAt }).from(users).where(eq(users.id, actor.id)).for('share');
  ensure(actingAdminRefusal({ found: !!row, disabled: row?.disabledAt != null, granted: row?.isAdmin === true, operator: actor.operator }));
}

export interface AuditRecord {
  actor: AuditActor;
  action: string;
  recordType: 'user' | 'panelist-request' | 'course' | 'course-import' | 'list' | 'list-item' | 'correction';
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/**
 * Appends one entry; call it with the transaction that makes the change. It re-checks the acting
 * admin first (above) unless `recheck` is false: only for a record of what already happened
 * whoever acts now (an import run's end, whose batches have committed).
 */
export async function appendAudit(tx: Tx, r: AuditRecord, { recheck = true } = {}): Promise<void> {
  if (recheck) await recheckActingAdmin(tx, r.actor);
  await tx.insert(adminAudit).values({
    actorId: r.actor.id, actorEmail: r.actor.email, action: r.action, recordType: r.recordType, recordId: r.recordId,
    before: r.before ?? null, after: r.after ?? null, reason: r.reason,
  });
}

const toEntry = (r: typeof adminAudit.$inferSelect): AuditEntry => ({
  _id: r.id, actor: { _id: r.actorId, email: r.actorEmail }, action: r.action, recordType: r.recordType, recordId: r.recordId,
  before: r.before, after: r.after, reason: r.reason, createdAt: r.createdAt.toISOString(),
});

export function auditLogRepository(db: Db) {
  return {
    /** Newest first, `limit` at a time, older than the entry `cursor` names; only `record`'s when given. */
    async page(q: { record?: string; cursor?: string; limit: number }): Promise<AuditPage> {
      const after = q.cursor
        ? await db.select({ createdAt: adminAudit.createdAt, id: adminAudit.id }).from(adminAudit).where(eq(adminAudit.id, q.cursor))
        : [];
      // The cursor's row compared in SQL, so the microseconds JavaScript dates drop still count.
      const older = q.cursor
        ? after.length
          ? or(lt(adminAudit.createdAt, sql`(select created_at from admin_audit where id = ${q.cursor})`),
            and(sql`${adminAudit.createdAt} = (select created_at from admin_audit where id = ${q.cursor})`, lt(adminAudit.id, q.cursor)))
          : sql`false`
        : undefined;
      const rows = await db.select().from(adminAudit)
        .where(and(q.record ? eq(adminAudit.recordId, q.record.toLowerCase()) : undefined, older))
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(q.limit + 1);
      const items = rows.slice(0, q.limit).map(toEntry);
      return { items, nextCursor: rows.length > q.limit ? items[items.length - 1]!._id : null };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
