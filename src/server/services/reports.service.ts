/**
 * Reports (issue 35): a golfer reports a golfer, a list, a trip or a note; an admin dismisses the
 * report or acts on it with the existing tools (list moderation hides the list or the note, the
 * admin-users service disables the golfer; each audits itself), and the report's handling is
 * audited too. After the commit: `report-handled`, so the reporter can be told it was handled.
 */
import type { HandledReport, ReportBody } from '../../shared/contracts/safety.contract';
import { mayHandleReport, mayReport, type ReportAction, type ReportStatus, type ReportSubjectKind } from '../../shared/domain/safety/report-rules';
import { auditActor } from '../data/audit-log.repository';
import type { ReportsRepository } from '../data/reports.repository';
import type { SignedInUser } from '../data/user-mapper';
import { ensure, Refused } from '../lib/refused';
import type { AdminUsersService } from './admin-users.service';
import type { DomainEvents } from './domain-events';
import type { ListModerationService } from './list-moderation.service';

export interface ReportsDeps {
  repo: ReportsRepository;
  moderation: Pick<ListModerationService, 'list' | 'note'>;
  adminUsers: Pick<AdminUsersService, 'act'>;
  events: DomainEvents;
}

type Row = NonNullable<Awaited<ReturnType<ReportsRepository['row']>>>;
const facts = (r: Row | null) => (r ? { status: r.status as ReportStatus, subjectKind: r.subjectKind as ReportSubjectKind } : null);

export function reportsService({ repo, moderation, adminUsers, events }: ReportsDeps) {
  /** Runs the moderation an action names; what is already so (the list already hidden) is no failure here. */
  async function carryOut(actor: SignedInUser, action: ReportAction, subjectId: string, reason: string): Promise<void> {
    try {
      if (action === 'hide-list') await moderation.list(actor, subjectId, 'hide', reason);
      else if (action === 'hide-note') await moderation.note(actor, subjectId, 'hide', reason);
      else await adminUsers.act(actor, subjectId, 'disable', reason);
    } catch (err) {
      if (!(err instanceof Refused && err.refusal.reason === 'conflict')) throw err;
    }
  }

  async function handle(actor: SignedInUser, id: string, action: ReportAction | null, reason: string | null): Promise<HandledReport> {
    const before = await repo.row(id);
    ensure(mayHandleReport(facts(before), action));
    if (action) await carryOut(actor, action, before!.subjectId, reason ?? '');
    const after = await repo.handle(id, auditActor(actor), (row) => ensure(mayHandleReport(facts(row), action)), {
      status: action ? 'actioned' : 'dismissed', action, reason,
    });
    await events.emit({ type: 'report-handled', reportId: id, reporterId: after.reporterId });
    return { _id: id, status: after.status as ReportStatus, action: (after.action as ReportAction | null) ?? null };
  }

  return {
    async report(reporterId: string, body: ReportBody) {
      const row = await repo.write(reporterId, async (w) => {
        const { subjectOwnerId, openReports } = await w.facts(body.subject.kind, body.subject.id);
        ensure(mayReport({ reporterId, subjectOwnerId, openReports }));
        return w.insert(body.subject.kind, body.subject.id, body.reason);
      });
      return { _id: row.id, status: 'open' as const, createdAt: row.createdAt.toISOString() };
    },
    dismiss: (actor: SignedInUser, id: string, reason: string | null) => handle(actor, id, null, reason),
    act: (actor: SignedInUser, id: string, action: ReportAction, reason: string) => handle(actor, id, action, reason),
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
