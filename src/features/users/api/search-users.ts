import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PublicUser } from '../../../shared/contracts/users.contract';

export const USER_SEARCH_LIMIT = 20;

export const searchUsers = (terms: string, limit = USER_SEARCH_LIMIT, signal?: AbortSignal) =>
  api.get<PublicUser[]>('/users/search', { terms, limit }, signal);

export const searchUsersQueryOptions = (terms: string, limit = USER_SEARCH_LIMIT) =>
  queryOptions({
    queryKey: ['users', 'search', terms, limit],
    queryFn: ({ signal }) => searchUsers(terms, limit, signal),
    enabled: terms.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Golfers by name (public fields only); `terms` is already debounced and trimmed by the caller. */
export const useSearchUsers = (terms: string, limit = USER_SEARCH_LIMIT) => useQuery(searchUsersQueryOptions(terms, limit));
