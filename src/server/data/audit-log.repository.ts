/**
 * The admin audit log (issue 24): appended in the transaction of the change it records, read
 * newest first. Nothing here updates or deletes a row (a trigger refuses both, migration 0012).
 */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AuditEntry, AuditPage } from '../../shared/contracts/admin.contract';
import type { Db } from '../db/client';
import { adminAudit } from '../db/schema';
import type { Tx } from './list-order';

export interface AuditRecord {
  actor: { id: string; email: string | null };
  action: string;
  recordType: 'user' | 'panelist-request' | 'course' | 'course-import' | 'list' | 'list-item' | 'correction';
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** Appends one entry; call it with the transaction that makes the change. */
export async function appendAudit(tx: Tx | Db, r: AuditRecord): Promise<void> {
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
