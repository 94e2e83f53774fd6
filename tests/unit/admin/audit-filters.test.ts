import { describe, expect, it } from 'vitest';
import { auditQuery, auditRangeProblem, hasAuditFilters, NO_AUDIT_FILTERS } from '../../../src/features/admin/lib/audit-filters';

describe('auditQuery', () => {
  it('leaves empty filters out', () => {
    expect(auditQuery(NO_AUDIT_FILTERS)).toEqual({});
    expect(auditQuery({ ...NO_AUDIT_FILTERS, record: '  ', action: 'course.delete' })).toEqual({ action: 'course.delete' });
  });

  it('sends the admin\'s local days as the instants they start and end', () => {
    const q = auditQuery({ ...NO_AUDIT_FILTERS, from: '2026-03-01', to: '2026-03-01', actor: 'a' });
    expect(q).toEqual({ actor: 'a', from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 2).toISOString() });
    // The last day of a month ends at the first of the next.
    expect(auditQuery({ ...NO_AUDIT_FILTERS, to: '2026-02-28' }).to).toBe(new Date(2026, 2, 1).toISOString());
  });
});

describe('auditRangeProblem and hasAuditFilters', () => {
  it.each([
    ['', '', null],
    ['2026-03-02', '2026-03-01', 'The range ends before it starts.'],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-01', '', null],
  ])('from %s to %s → %s', (from, to, expected) => expect(auditRangeProblem({ ...NO_AUDIT_FILTERS, from, to })).toBe(expected));

  it('tells when any filter is set', () => {
    expect(hasAuditFilters(NO_AUDIT_FILTERS)).toBe(false);
    expect(hasAuditFilters({ ...NO_AUDIT_FILTERS, from: '2026-03-01' })).toBe(true);
  });
});
