/** `GET /api/lists/all?page` (every list) or `GET /api/lists/admin/{id}/all?page` (one golfer's): the moderation tab's lists. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../shared/contracts/common.contract';
import type { OwnedListSummary } from '../../../shared/contracts/lists.contract';
import { adminKeys } from './admin-keys';

export const getAdminLists = (ownerId: string | null, page: number, signal?: AbortSignal) =>
  api.get<Page<OwnedListSummary>>(ownerId ? `/lists/admin/${encodeURIComponent(ownerId)}/all` : '/lists/all', { page, pageSize: 20 }, signal);

export const adminListsQueryOptions = (ownerId: string | null, page: number) =>
  queryOptions({ queryKey: adminKeys.lists(ownerId, page), queryFn: ({ signal }) => getAdminLists(ownerId, page, signal), placeholderData: keepPreviousData });

export const useAdminLists = (ownerId: string | null, page: number) => useQuery(adminListsQueryOptions(ownerId, page));
