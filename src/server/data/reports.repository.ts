/**
 * Every SQL statement about reports (issue 35): whose the reported thing is (as the reporter may
 * see it), a golfer's open reports, the write of a report under the reporter's row lock, the
 * admins' page with each reported thing in context, and an admin's handling with its audit entry,
 * in one transaction with the moderation it carries out.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { AdminReport, ReportSubject } from '../../shared/contracts/safety.contract';
import type { ReportAction, ReportStatus, ReportSubjectKind } from '../../shared/domain/safety/report-rules';
import { userWriter, type UserWriter } from './admin-users.repository';
import { appendAudit, type AuditActor } from './audit-log.repository';
import { notBlockedBetween } from './block-filter';
import { queryRows, type Db } from './database';
import { moderationWriter, type ModerationWriter } from './list-moderation.repository';
import { hiddenOf } from './lists.repository';
import type { Tx } from './list-order';
import { reports, users } from './schema';
import { publicUserColumns, toPublicUser } from './user-mapper';

export type ReportRow = typeof reports.$inferSelect;

/** The owner of a list `l` the reporter may read: public and shown, theirs, or a trip they are on; the owner active and not blocked. */
const listSeenBy = (reporterId: string): SQL => sql`(l.owner_id = ${reporterId}::uuid or (l.is_public and l.hidden_at is null)
  or (l.kind = 'trip' and exists (select 1 from trip_companions tc where tc.list_id = l.id and tc.user_id = ${reporterId}::uuid)))
  and not exists (select 1 from users du where du.id = l.owner_id and du.disabled_at is not null)
  and ${notBlockedBetween(reporterId, sql`l.owner_id`)}`;

/** Whose the subject is, if the reporter may see it (null: not there, or not theirs to see). */
async function subjectOwner(db: Db | Tx, reporterId: string, kind: ReportSubjectKind, id: string): Promise<string | null> {
  const query = {
    user: sql`select u.id as owner from users u where u.id = ${id}::uuid and u.disabled_at is null and ${notBlockedBetween(reporterId, sql`u.id`)}`,
    list: sql`select l.owner_id as owner from lists l where l.id = ${id}::uuid and l.kind <> 'trip' and ${listSeenBy(reporterId)}`,
    trip: sql`select l.owner_id as owner from lists l where l.id = ${id}::uuid and l.kind = 'trip' and ${listSeenBy(reporterId)}`,
    note: sql`select l.owner_id as owner from list_items i join lists l on l.id = i.list_id
      where i.id = ${id}::uuid and i.note is not null and i.note_hidden_at is null and ${listSeenBy(reporterId)}`,
  }[kind];
  const [row] = await queryRows<{ owner: string }>(db as Db, query);
  return row?.owner ?? null;
}

/** Pro is paid or granted, as `proColumn` (user-mapper.ts) says. */
type UserCols = { id: string; display_name: string | null; full_name: string | null; photo_url: string | null; is_premium: boolean; is_demo: boolean };
const userCols = (alias: string, prefix: string) => sql.raw(`${alias}.id as ${prefix}id, ${alias}.display_name as ${prefix}display_name,
  ${alias}.full_name as ${prefix}full_name, ${alias}.photo_url as ${prefix}photo_url, (${alias}.is_premium or (${alias}.pro_granted_at is not null and (${alias}.pro_grant_until is null or ${alias}.pro_grant_until > now()))) as ${prefix}is_premium, ${alias}.is_demo as ${prefix}is_demo`);
const userOf = (r: Record<string, unknown>, prefix: string) => {
  const u = Object.fromEntries(Object.entries(r).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v])) as UserCols;
  return toPublicUser({ id: u.id, displayName: u.display_name, fullName: u.full_name, photoUrl: u.photo_url, isPremium: !!u.is_premium, isDemo: !!u.is_demo });
};

/** The reported thing in context, for the admins (who see hidden and private things too). */
async function subjectOf(db: Db, kind: ReportSubjectKind, id: string): Promise<ReportSubject> {
  if (kind === 'user') {
    const [r] = await queryRows<Record<string, unknown>>(db, sql`select ${userCols('u', 'o_')}, u.disabled_at from users u where u.id = ${id}::uuid`);
    return { kind, user: r ? userOf(r, 'o_') : null, disabled: r?.disabled_at != null };
  }
  if (kind === 'list' || kind === 'trip') {
    const [r] = await queryRows<Record<string, unknown>>(db, sql`select l.id as l_id, l.name, l.is_public, l.hidden_at, l.hidden_reason, ${userCols('u', 'o_')}
      from lists l join users u on u.id = l.owner_id where l.id = ${id}::uuid`);
    if (kind === 'trip') return { kind, trip: r ? { _id: r.l_id as string, name: r.name as string, owner: userOf(r, 'o_') } : null };
    return {
      kind,
      list: r ? {
        _id: r.l_id as string, name: r.name as string, owner: userOf(r, 'o_'), isPublic: !!r.is_public,
        hidden: hiddenOf(r.hidden_at ? new Date(r.hidden_at as string) : null, r.hidden_reason as string | null),
      } : null,
    };
  }
  const [r] = await queryRows<Record<string, unknown>>(db, sql`select i.id as i_id, i.note, i.note_hidden_at, i.note_hidden_reason,
      l.id as l_id, l.name as list_name, c.id as c_id, c.club_name as course_name, ${userCols('u', 'o_')}
    from list_items i join lists l on l.id = i.list_id join users u on u.id = l.owner_id join courses c on c.id = i.course_id where i.id = ${id}::uuid`);
  return {
    kind,
    note: r ? {
      _id: r.i_id as string, text: (r.note as string | null) ?? null,
      hidden: hiddenOf(r.note_hidden_at ? new Date(r.note_hidden_at as string) : null, r.note_hidden_reason as string | null),
      list: { _id: r.l_id as string, name: r.list_name as string, owner: userOf(r, 'o_') },
      course: { _id: r.c_id as string, name: r.course_name as string },
    } : null,
  };
}

export function reportsRepository(db: Db) {
  return {
    /**
     * Runs a report's write in one transaction that first locks the reporter's row, so two reports
     * at once cannot both pass the open-reports limit. `w.facts` reads what the rules need.
     */
    async write<T>(reporterId: string, work: (w: {
      facts(kind: ReportSubjectKind, id: string): Promise<{ subjectOwnerId: string | null; openReports: number }>;
      insert(kind: ReportSubjectKind, id: string, reason: string): Promise<ReportRow>;
    }) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, reporterId)).for('update');
        return work({
          async facts(kind, id) {
            const [open] = await tx.select({ n: count() }).from(reports).where(and(eq(reports.reporterId, reporterId), eq(reports.status, 'open')));
            return { subjectOwnerId: await subjectOwner(tx, reporterId, kind, id), openReports: open?.n ?? 0 };
          },
          async insert(kind, id, reason) {
            const [row] = await tx.insert(reports).values({ reporterId, subjectKind: kind, subjectId: id, reason }).returning();
            return row!;
          },
        });
      });
    },

    /** The admins' page of reports of one status, newest first, each with its reporter and the thing in context. */
    async page(status: ReportStatus, page: number, pageSize: number): Promise<Page<AdminReport>> {
      const where = eq(reports.status, status);
      const [rows, [total]] = await Promise.all([
        db.select({ report: reports, reporter: publicUserColumns }).from(reports).innerJoin(users, eq(users.id, reports.reporterId))
          .where(where).orderBy(desc(reports.createdAt), reports.id).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      const items: AdminReport[] = [];
      for (const { report: r, reporter } of rows) {
        items.push({
          _id: r.id, reporter: toPublicUser(reporter), subject: await subjectOf(db, r.subjectKind as ReportSubjectKind, r.subjectId),
          subjectId: r.subjectId, reason: r.reason, status: r.status as ReportStatus, action: (r.action as ReportAction | null) ?? null,
          handledAt: r.handledAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
        });
      }
      return { items, page, pageSize, total: total?.n ?? 0 };
    },

    /**
     * Handles a report in one transaction: the report's row is locked first, then `work` sees it as
     * it stands (and may refuse), carries out the action with the moderation and account writers
     * on the same transaction, and closes it (`close` writes the status and appends the audit
     * entry). A refusal or failure anywhere leaves the report open and the thing untouched.
     */
    async handle<T>(id: string, work: (w: {
      report: ReportRow | null;
      moderation: ModerationWriter;
      accounts: UserWriter;
      close(actor: AuditActor, to: { status: ReportStatus; action: ReportAction | null; reason: string | null }): Promise<ReportRow>;
    }) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
        return work({
          report: report ?? null,
          moderation: moderationWriter(tx),
          accounts: userWriter(tx),
          async close(actor, to) {
            const [after] = await tx.update(reports).set({ status: to.status, action: to.action, handledBy: actor.id, handledAt: new Date() })
              .where(eq(reports.id, id)).returning();
            await appendAudit(tx, {
              actor, action: `report.${to.status === 'dismissed' ? 'dismiss' : 'act'}`, recordType: 'report', recordId: id,
              before: { status: report!.status }, after: { status: to.status, action: to.action, subject: { kind: report!.subjectKind, id: report!.subjectId } },
              reason: to.reason,
            });
            return after!;
          },
        });
      });
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
