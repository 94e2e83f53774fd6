/** `GET /api/users/admin/{id}`: everything about one account. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminUser } from '../../../shared/contracts/users.contract';
import { adminKeys } from './admin-keys';

export const getAdminUser = (id: string, signal?: AbortSignal) => api.get<AdminUser>(`/users/admin/${encodeURIComponent(id)}`, undefined, signal);

export const adminUserQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getAdminUser(id, signal) });

export const useAdminUser = (id: string | null) => useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: !!id });
