/** `GET /api/admin/audit?record&cursor`: the audit log, newest first, a page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditPage } from '../../../shared/contracts/admin.contract';
import { adminKeys } from './admin-keys';

export const getAudit = (record: string, cursor: string | null, signal?: AbortSignal) =>
  api.get<AuditPage>('/admin/audit', { ...(record ? { record } : {}), ...(cursor ? { cursor } : {}), limit: 30 }, signal);

export const auditQueryOptions = (record: string) => infiniteQueryOptions({
  queryKey: adminKeys.audit(record),
  queryFn: ({ pageParam, signal }) => getAudit(record, pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useAudit = (record: string) => useInfiniteQuery(auditQueryOptions(record));
