/**
 * Reports (issue 35): a golfer reports a golfer, a list, a trip or a note; an admin dismisses the
 * report or acts on it with the existing tools (list moderation hides the list or the note, the
 * admin-users rules disable the golfer; each audits itself) in the same transaction that closes
 * the report and audits its handling: both happen or neither. After the commit: what the action
 * tells, and `report-handled`, so the reporter can be told it was handled.
 */
import type { HandledReport, ReportBody } from '../../shared/contracts/safety.contract';
import { mayHandleReport, mayReport, type ReportAction, type ReportStatus, type ReportSubjectKind } from '../../shared/domain/safety/report-rules';
import { auditActor } from '../data/audit-log.repository';
import type { ReportRow, ReportsRepository } from '../data/reports.repository';
import type { SignedInUser } from '../data/user-mapper';
import { ensure, Refused } from '../lib/refused';
import { actOnGolfer } from './admin-users.service';
import type { DomainEvent, DomainEvents } from './domain-events';
import { moderateList, moderateNote } from './list-moderation.service';

export interface ReportsDeps {
  repo: ReportsRepository;
  events: DomainEvents;
  /** ADMIN_EMAILS (lower case), for the account rules of a golfer's disabling. */
  adminEmails: ReadonlySet<string>;
}

const facts = (r: ReportRow | null) => (r ? { status: r.status as ReportStatus, subjectKind: r.subjectKind as ReportSubjectKind } : null);

/** What the already-so refuses as (the list already hidden, the golfer already disabled): no failure when acting on a report. */
const alreadySo = (err: unknown) => err instanceof Refused && err.refusal.reason === 'conflict';

export function reportsService({ repo, events, adminEmails }: ReportsDeps) {
  async function handle(actor: SignedInUser, id: string, action: ReportAction | null, reason: string | null): Promise<HandledReport> {
    const { after, told } = await repo.handle(id, async (w) => {
      ensure(mayHandleReport(facts(w.report), action));
      const subjectId = w.report!.subjectId;
      const why = reason ?? '';
      let told: DomainEvent[] = [];
      try {
        if (action === 'hide-list') told = (await moderateList(w.moderation, actor, subjectId, 'hide', why)).told;
        else if (action === 'hide-note') await moderateNote(w.moderation, actor, subjectId, 'hide', why);
        else if (action === 'disable-user') told = await actOnGolfer(w.accounts, adminEmails, actor, subjectId, 'disable', why);
      } catch (err) {
        if (!alreadySo(err)) throw err;
      }
      const closed = await w.close(auditActor(actor), { status: action ? 'actioned' : 'dismissed', action, reason });
      return { after: closed, told };
    });
    await events.emit(...told, { type: 'report-handled', reportId: id, reporterId: after.reporterId });
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
