/** Reads around lists: saved lists, who reacted to an item, where a course stands in my lists. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { Page } from '../../../shared/contracts/common.contract';
import type { CourseStanding } from '../../../shared/contracts/list-items.contract';
import type { OwnedListSummary } from '../../../shared/contracts/lists.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import type { ListReaction } from '../../../shared/domain/list-rules';
import { listKeys } from './list-keys';

export interface ItemReactionEntry {
  user: PublicUser;
  reaction: ListReaction;
  createdAt: string;
}

export const getWishlists = (page = 1, pageSize = 50) => api.get<Page<OwnedListSummary>>('/lists/user/saved', { page, pageSize });
export const getItemReactions = (itemId: string) => api.get<ItemReactionEntry[]>(`/lists/list-items/${encodeURIComponent(itemId)}/reactions`);
export const getCourseStandings = (courseId: string) => api.get<CourseStanding[]>(`/user/ranked-courses/${encodeURIComponent(courseId)}`);

/** Other golfers' lists the signed-in golfer saved. */
export function useWishlists() {
  const { user } = useAuth();
  return useQuery({ queryKey: listKeys.saved, queryFn: () => getWishlists(), enabled: !!user });
}

export function useItemReactions(itemId: string, enabled: boolean) {
  return useQuery({ queryKey: listKeys.reactions(itemId), queryFn: () => getItemReactions(itemId), enabled });
}

/** "#3 in your Most fun, 8.4": where a course stands in the signed-in golfer's lists (nothing signed out). */
export function useCourseStandings(courseId: string) {
  const { user } = useAuth();
  return useQuery({ queryKey: listKeys.standings(courseId), queryFn: () => getCourseStandings(courseId), enabled: !!user && !!courseId });
}
