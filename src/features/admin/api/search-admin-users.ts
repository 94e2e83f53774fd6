/** `GET /api/admin/users?terms&page`: golfers by name or email, disabled ones included. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminUserRow } from '../../../shared/contracts/admin.contract';
import type { Page } from '../../../shared/contracts/common.contract';
import { adminKeys } from './admin-keys';

export const searchAdminUsers = (terms: string, page: number, signal?: AbortSignal) =>
  api.get<Page<AdminUserRow>>('/admin/users', { ...(terms ? { terms } : {}), page, pageSize: 20 }, signal);

export const adminUsersQueryOptions = (terms: string, page: number) =>
  queryOptions({ queryKey: adminKeys.users(terms, page), queryFn: ({ signal }) => searchAdminUsers(terms, page, signal), placeholderData: keepPreviousData });

export const useAdminUsers = (terms: string, page: number) => useQuery(adminUsersQueryOptions(terms, page));
