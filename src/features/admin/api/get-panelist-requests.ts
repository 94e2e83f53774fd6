/** `GET /api/admin/panelist-requests?status&terms&sort&page&pageSize`: one page of the queue. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PanelistQueuePage, PanelistQueueSort } from '../../../shared/contracts/panelists.contract';
import type { PanelistStatus } from '../../../shared/domain/enums';
import { adminKeys } from './admin-keys';

export interface PanelistQueueView {
  status: PanelistStatus | undefined;
  terms: string;
  sort: PanelistQueueSort;
  page: number;
}

export const QUEUE_PAGE_SIZE = 10;

export const getPanelistRequests = ({ status, terms, sort, page }: PanelistQueueView, signal?: AbortSignal) =>
  api.get<PanelistQueuePage>('/admin/panelist-requests', { status, terms, sort, page, pageSize: QUEUE_PAGE_SIZE }, signal);

export const panelistRequestsQueryOptions = (view: PanelistQueueView) =>
  queryOptions({
    queryKey: adminKeys.requests(view.status, view.terms, view.sort, view.page),
    queryFn: ({ signal }) => getPanelistRequests(view, signal),
    placeholderData: keepPreviousData,
  });

export const usePanelistRequests = (view: PanelistQueueView) => useQuery(panelistRequestsQueryOptions(view));
