/** `GET /api/admin/panelist-requests?status=`: the queue. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PanelistQueueItem } from '../../../shared/contracts/panelists.contract';
import type { PanelistStatus } from '../../../shared/domain/enums';
import { adminKeys } from './admin-keys';

export const getPanelistRequests = (status: PanelistStatus | undefined, signal?: AbortSignal) =>
  api.get<PanelistQueueItem[]>('/admin/panelist-requests', status ? { status } : undefined, signal);

export const panelistRequestsQueryOptions = (status: PanelistStatus | undefined) =>
  queryOptions({ queryKey: adminKeys.requests(status), queryFn: ({ signal }) => getPanelistRequests(status, signal) });

export const usePanelistRequests = (status: PanelistStatus | undefined) => useQuery(panelistRequestsQueryOptions(status));
