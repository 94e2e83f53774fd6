/**
 * The audit log's filters as the console holds them (a golfer or record id, an admin, an action,
 * and a range of the admin's own calendar days) and as the API takes them: the days become the
 * instants they start and end in the admin's time zone (`from` included, `to` the start of the
 * day after, excluded).
 */
import type { AuditFilters } from '../../../shared/contracts/admin.contract';

export interface AuditFilterValues {
  record: string;
  actor: string;
  action: string;
  /** `YYYY-MM-DD` in the admin's time zone, or ''. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { record: '', actor: '', action: '', from: '', to: '' };

/** Local midnight at the start of `day` (`YYYY-MM-DD`), `plusDays` later; null when it is not a day. */
function localStart(day: string, plusDays = 0): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays) : null;
}

/** The query the API takes (empty filters left out). */
export function auditQuery(f: AuditFilterValues): AuditFilters {
  const from = localStart(f.from);
  const to = localStart(f.to, 1);
  return {
    ...(f.record.trim() ? { record: f.record.trim() } : {}),
    ...(f.actor ? { actor: f.actor } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
  };
}

/** A range that ends before it starts: said under the "To" field. */
export const auditRangeProblem = (f: AuditFilterValues): string | null =>
  f.from && f.to && f.to < f.from ? 'The range ends before it starts.' : null;

export const hasAuditFilters = (f: AuditFilterValues): boolean => Object.values(f).some((v) => v !== '');
