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
    // Golfers join all the time: a search that found nobody must ask again when it is shown again
    // (reopened, retyped, back to the tab), not answer "No users found" from the cache for a minute.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Golfers by name (public fields only); `terms` is already debounced and trimmed by the caller. */
export const useSearchUsers = (terms: string, limit = USER_SEARCH_LIMIT) => useQuery(searchUsersQueryOptions(terms, limit));
