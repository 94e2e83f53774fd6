/** `GET /api/admin/lists/{id}`: any list as an admin reads it (private and hidden ones, hidden notes with their reasons). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { adminKeys } from './admin-keys';

export const getAdminList = (id: string, signal?: AbortSignal) => api.get<ListDetail>(`/admin/lists/${encodeURIComponent(id)}`, undefined, signal);

export const adminListQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.list(id), queryFn: ({ signal }) => getAdminList(id, signal) });

export const useAdminList = (id: string) => useQuery(adminListQueryOptions(id));
