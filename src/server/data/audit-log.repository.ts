/**
 * The admin audit log (issue 24): appended in the transaction of the change it records, read
 * newest first. Nothing here updates, deletes or truncates a row (triggers refuse all three).
 * Since issue 32 a read names who and what beside the ids (audit-names.ts) and filters by record,
 * actor, action and time.
 *
 * Every admin write appends its entry here, in its own transaction, so this is also the one place
 * that re-checks the acting admin (issue 32): the actor's row is read under a share lock and
 * `actingAdminRefusal` (shared/domain/admin-rules.ts) asked; an admin disabled, or whose grant
 * was revoked, while the request ran is refused and the whole write rolls back. The lock makes
 * a disable of the actor wait for the action (or the action see the disable): never both.
 */
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilters, AuditFilterOptions, AuditPage } from '../../shared/contracts/admin.contract';
import { actingAdminRefusal } from '../../shared/domain/admin-rules';
import type { Db } from './database';
import { adminAudit, users } from './schema';
import { ensure } from '../lib/refused';
import { auditNames, userName } from './audit-names';
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
  recordType: 'user' | 'panelist-request' | 'course' | 'course-import' | 'list' | 'list-item' | 'correction' | 'report';
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

type AuditRow = typeof adminAudit.$inferSelect;

/** `YYYY-MM-DD` is that day in UTC: from its start, or (`to`) to its end; a date-time is the instant (`to` excluded). */
export function auditBound(when: string, edge: 'from' | 'to'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(when)) {
    const day = new Date(`${when}T00:00:00.000Z`);
    return edge === 'from' ? day : new Date(day.getTime() + 86_400_000);
  }
  return new Date(when);
}

/** The conditions the filters set. */
function filtered(f: AuditFilters): SQL | undefined {
  return and(
    f.record ? eq(adminAudit.recordId, f.record.toLowerCase()) : undefined,
    f.actor ? eq(adminAudit.actorId, f.actor) : undefined,
    f.action ? eq(adminAudit.action, f.action) : undefined,
    f.from ? gte(adminAudit.createdAt, auditBound(f.from, 'from')) : undefined,
    f.to ? lt(adminAudit.createdAt, auditBound(f.to, 'to')) : undefined,
  );
}

/** Entries older than the one `cursor` names (compared in SQL: the microseconds JavaScript dates drop still count). */
const olderThan = (cursor: string) => or(
  lt(adminAudit.createdAt, sql`(select created_at from admin_audit where id = ${cursor})`),
  and(sql`${adminAudit.createdAt} = (select created_at from admin_audit where id = ${cursor})`, lt(adminAudit.id, cursor)),
);

export function auditLogRepository(db: Db) {
  /** Rows as entries, each with the actor's and the record's names. */
  async function toEntries(rows: AuditRow[]): Promise<AuditEntry[]> {
    const names = await auditNames(db, rows);
    return rows.map((r) => ({
      _id: r.id,
      actor: { _id: r.actorId, email: names.actors.get(r.actorId)?.email ?? r.actorEmail, name: names.actors.get(r.actorId)?.name ?? null },
      action: r.action, recordType: r.recordType, recordId: r.recordId,
      record: names.records.get(r.id) ?? { name: null, exists: false },
      before: r.before, after: r.after, reason: r.reason, createdAt: r.createdAt.toISOString(),
    }));
  }

  async function rowsOf(f: AuditFilters, cursor: string | undefined, limit: number): Promise<AuditRow[]> {
    return db.select().from(adminAudit)
      .where(and(filtered(f), cursor ? olderThan(cursor) : undefined))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit);
  }

  return {
    /** Newest first, `limit` at a time, older than the entry `cursor` names, as the filters say. */
    async page(q: AuditFilters & { cursor?: string; limit: number }): Promise<AuditPage> {
      const known = q.cursor ? (await db.select({ id: adminAudit.id }).from(adminAudit).where(eq(adminAudit.id, q.cursor))).length > 0 : true;
      if (!known) return { items: [], nextCursor: null };
      const rows = await rowsOf(q, q.cursor, q.limit + 1);
      const items = await toEntries(rows.slice(0, q.limit));
      return { items, nextCursor: rows.length > q.limit ? items[items.length - 1]!._id : null };
    },

    /** Every entry the filters keep, newest first, `batch` at a time (the CSV export). */
    async *all(f: AuditFilters, batch = 500): AsyncGenerator<AuditEntry[]> {
      let cursor: string | undefined;
      for (;;) {
        const rows = await rowsOf(f, cursor, batch);
        if (rows.length) yield await toEntries(rows);
        if (rows.length < batch) return;
        cursor = rows[rows.length - 1]!.id;
      }
    },

    /** Who has acted and which actions the log holds: the console's filter choices. */
    async filterOptions(): Promise<AuditFilterOptions> {
      const actors = await db.selectDistinct({ id: adminAudit.actorId, email: users.email, displayName: users.displayName, fullName: users.fullName, logged: adminAudit.actorEmail })
        .from(adminAudit).leftJoin(users, eq(users.id, adminAudit.actorId));
      const byId = new Map(actors.map((a) => [a.id, { _id: a.id, email: a.email ?? a.logged, name: userName(a) }]));
      const actions = await db.selectDistinct({ action: adminAudit.action }).from(adminAudit).orderBy(adminAudit.action);
      return {
        actors: [...byId.values()].sort((a, b) => (a.name ?? a.email ?? a._id).localeCompare(b.name ?? b.email ?? b._id)),
        actions: actions.map((a) => a.action),
      };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
