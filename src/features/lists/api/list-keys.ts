/**
 * Query keys of lists. A list's detail is keyed by the viewer too (the owner sees private lists
 * and their own limits; others see their own reactions). Keys under 'user' are dropped with the
 * rest of the user's data on sign-out.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ListKind } from '../../../shared/domain/enums';

export const listKeys = {
  all: ['lists'] as const,
  detail: (id: string) => ['lists', 'detail', id] as const,
  detailFor: (id: string, viewer: string | null) => ['lists', 'detail', id, viewer] as const,
  ofKind: (userId: string, kind: ListKind, viewer: string | null) => ['lists', 'user', userId, kind, viewer] as const,
  saved: ['user', 'saved-lists-of-others'] as const,
  standings: (courseId: string) => ['user', 'ranked-courses', courseId] as const,
  reactions: (itemId: string) => ['lists', 'item-reactions', itemId] as const,
};

/** After any list write: every list query (details, a golfer's lists, profiles' list sections) and the course standings. */
export function refreshLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['user', 'ranked-courses'] }),
    queryClient.invalidateQueries({ queryKey: listKeys.saved }),
    // My Lie's counts (lists, courses ranked; ranking in My Lie also marks played).
    queryClient.invalidateQueries({ queryKey: ['user', 'played-courses-stats'] }),
  ]);
}
