/**
 * Reports (issue 35): who may report what, and how an admin handles one. Pure, table-tested.
 */
import { notFoundRefusal, refusal, type Refusal } from '../refusal';

export const REPORT_SUBJECT_KINDS = ['user', 'list', 'trip', 'note'] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['hide-list', 'hide-note', 'disable-user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A golfer's open reports at most (those an admin has not handled yet). */
export const OPEN_REPORTS_LIMIT = 10;

/** The subject as the reporter may see it: null when it is not there or not visible to them. */
export interface ReportFacts {
  reporterId: string;
  /** The golfer the subject is, or whose list, trip or note it is; null when not there or not visible. */
  subjectOwnerId: string | null;
  openReports: number;
}

export function mayReport(f: ReportFacts): Refusal | null {
  if (f.subjectOwnerId === null) return refusal('not-found', 'is not there, or not one you can see', 'subject.id');
  if (f.subjectOwnerId === f.reporterId) return refusal('invalid', 'is yours: you cannot report yourself or your own things', 'subject');
  if (f.openReports >= OPEN_REPORTS_LIMIT) {
    return refusal('conflict', `You have ${OPEN_REPORTS_LIMIT} open reports: wait until an admin has handled some before reporting more.`);
  }
  return null;
}

/** The subject kind each action is for. */
export const ACTION_SUBJECT: Record<ReportAction, ReportSubjectKind> = { 'hide-list': 'list', 'hide-note': 'note', 'disable-user': 'user' };

/** An admin dismisses (action null) or acts on a report: only an open one, and only with an action for its kind. */
export function mayHandleReport(report: { status: ReportStatus; subjectKind: ReportSubjectKind } | null, action: ReportAction | null): Refusal | null {
  if (!report) return notFoundRefusal('Report');
  if (action && ACTION_SUBJECT[action] !== report.subjectKind) {
    return refusal('invalid', `is for a reported ${ACTION_SUBJECT[action]}, and this report is of a ${report.subjectKind}`, 'action');
  }
  if (report.status !== 'open') return refusal('conflict', `This report was already handled (${report.status}).`);
  return null;
}
