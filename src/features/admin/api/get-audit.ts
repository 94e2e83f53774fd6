/**
 * The audit log: `GET /api/admin/audit?record&actor&action&from&to&cursor` (newest first, a page
 * at a time), `GET /api/admin/audit/filters` (the admins and actions to filter by) and
 * `GET /api/admin/audit.csv` with the same filters (downloaded as a file).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditFilterOptions, AuditFilters, AuditPage } from '../../../shared/contracts/admin.contract';
import { adminKeys } from './admin-keys';

export const getAudit = (filters: AuditFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get<AuditPage>('/admin/audit', { ...filters, ...(cursor ? { cursor } : {}), limit: 30 }, signal);

export const auditQueryOptions = (filters: AuditFilters) => infiniteQueryOptions({
  queryKey: adminKeys.audit(filters),
  queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));

export const auditFilterOptions = () => queryOptions({
  queryKey: adminKeys.auditFilters(),
  queryFn: ({ signal }) => api.get<AuditFilterOptions>('/admin/audit/filters', undefined, signal),
});

export const useAuditFilterOptions = () => useQuery(auditFilterOptions());

/** The filtered log as a CSV file, saved by the browser under the name the server gives it. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const { blob, filename } = await api.file('/admin/audit.csv', { ...filters });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename ?? 'tpl-audit.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
