/**
 * Golfers in the admin console (issue 24): search (disabled ones included) and the writes of an
 * admin action under the golfer's row lock, with its audit entry in the same transaction.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminUserRow } from '../../shared/contracts/admin.contract';
import type { Db } from './database';
import { users } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';
import type { Tx } from './list-order';
import { containsPattern, pagedQuery } from './sql';
import { proColumn, type UserRow } from './user-mapper';

export type AdminUserFields = Partial<Pick<UserRow, 'isAdmin' | 'proGrantedAt' | 'proGrantUntil' | 'proGrantReason' | 'disabledAt' | 'disabledReason'>>;

export function userWriter(tx: Tx) {
  return {
    /**
     * Locks the golfer's row and the acting admin's, in id order: two admins acting on each other
     * at once (each disabling the other) take turns instead of deadlocking, and the second then
     * finds itself disabled (the audit entry's re-check). Answers the golfer's row, null if none.
     */
    async lock(id: string, actorId: string): Promise<UserRow | null> {
      const rows = await tx.select().from(users).where(inArray(users.id, [...new Set([id, actorId])])).orderBy(asc(users.id)).for('update');
      return rows.find((r) => r.id === id) ?? null;
    },
    async update(id: string, set: AdminUserFields): Promise<UserRow> {
      const [row] = await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row!;
    },
    audit: (r: AuditRecord) => appendAudit(tx, r),
  };
}
export type UserWriter = ReturnType<typeof userWriter>;

export function adminUsersRepository(db: Db) {
  return {
    write: <T>(work: (w: UserWriter) => Promise<T>): Promise<T> => db.transaction((tx) => work(userWriter(tx))),

    /** Golfers whose name or email holds `terms` (all when none), newest first. */
    async search(terms: string | undefined, page: number, pageSize: number) {
      const like = terms ? containsPattern(terms) : null;
      const where = like
        ? sql`lower(coalesce(${users.displayName}, '') || ' ' || coalesce(${users.fullName}, '') || ' ' || coalesce(${users.email}, '')) like ${like}`
        : undefined;
      const rows = db.select({
        id: users.id, email: users.email, displayName: users.displayName, fullName: users.fullName, photoUrl: users.photoUrl,
        isAdmin: users.isAdmin, isPremium: proColumn, disabledAt: users.disabledAt, createdAt: users.createdAt,
      }).from(users).where(and(where)).orderBy(desc(users.createdAt), desc(users.id)).$dynamic();
      return pagedQuery(rows, db.$count(users, where), page, pageSize, (r): AdminUserRow => ({
        _id: r.id, email: r.email, displayName: r.displayName, fullName: r.fullName, picture: r.photoUrl,
        isAdmin: r.isAdmin, isPremium: r.isPremium, disabled: r.disabledAt != null, createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
