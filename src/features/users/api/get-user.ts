import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PublicUser } from '../../../shared/contracts/users.contract';

export const getUser = (id: string, signal?: AbortSignal) => api.get<PublicUser>(`/users/${encodeURIComponent(id)}`, undefined, signal);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['users', id], queryFn: ({ signal }) => getUser(id, signal), enabled: !!id });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
