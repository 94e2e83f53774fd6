/**
 * Golfers' reports (issue 35): `GET /api/admin/reports?status=`, and handling one:
 * `POST /api/admin/reports/{id}/dismiss` or `/act` (hide the list or note, disable the golfer).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../shared/contracts/common.contract';
import type { AdminReport, HandledReport } from '../../../shared/contracts/safety.contract';
import type { ReportAction, ReportStatus } from '../../../shared/domain/safety/report-rules';
import { adminKeys, refreshAdmin } from './admin-keys';

export const useReports = (status: ReportStatus, page: number) => useQuery({
  queryKey: adminKeys.reports(status, page),
  queryFn: ({ signal }) => api.get<Page<AdminReport>>('/admin/reports', { status, page, pageSize: 20 }, signal),
});

export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ReportAction | null; reason: string }) => (action
      ? api.post<HandledReport>(`/admin/reports/${encodeURIComponent(id)}/act`, { action, reason })
      : api.post<HandledReport>(`/admin/reports/${encodeURIComponent(id)}/dismiss`, { reason })),
    onSettled: () => refreshAdmin(queryClient),
  });
}
