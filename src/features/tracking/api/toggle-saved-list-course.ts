/**
 * `POST /api/user/add-to-{kind}` and `/remove-from-{kind}` (spec section 4 "Toggle in list"). The
 * checkbox follows the click at once (optimistic, in the current user's lists) and the answer, the
 * list as it now is, replaces it; a failure takes the click back and says so. The snackbar says
 * what the API says: 'Added course to watchlist', 'Removed course from wishlist'.
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { Notify } from '../../../components/ui/toaster';
import { api } from '../../../lib/api-client';
import type { SavedList, SavedListKind } from '../../../shared/contracts/saved-lists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withCourseInList, withList } from '../lib/saved-list-kinds';
import { refreshSavedLists, trackingKeys } from './tracking-keys';

export interface ListToggle {
  kind: SavedListKind;
  listId: string;
  listName: string;
  courseId: string;
  /** true: put the course in the list; false: take it out. */
  inList: boolean;
}

export const setCourseInSavedList = ({ kind, listId, courseId, inList }: ListToggle) =>
  api.post<SavedList>(`/user/${inList ? 'add-to' : 'remove-from'}-${kind}`, { [kind]: listId, course: courseId });

export const toggleToast = (kind: SavedListKind, inList: boolean) => `${inList ? 'Added course to' : 'Removed course from'} ${kind}`;

export function toggleSavedListMutationOptions(queryClient: QueryClient, notify: Notify): MutationOptions<SavedList, Error, ListToggle> {
  const apply = (t: ListToggle, inList: boolean) =>
    queryClient.setQueriesData<CurrentUser>({ queryKey: trackingKeys.me }, (me) => withCourseInList(me, t.kind, t.listId, t.courseId, inList));
  return {
    mutationKey: ['saved-list', 'toggle'],
    mutationFn: setCourseInSavedList,
    onMutate: async (t) => {
      await queryClient.cancelQueries({ queryKey: trackingKeys.me });
      apply(t, t.inList);
    },
    onSuccess: (list, t) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: trackingKeys.me }, (me) => withList(me, t.kind, list._id, list));
      notify(toggleToast(t.kind, t.inList));
    },
    onError: (error, t) => {
      apply(t, !t.inList);
      notify(`${t.inList ? 'Not added to' : 'Not removed from'} ${t.listName}: ${error.message}`, 'error');
    },
    onSettled: () => refreshSavedLists(queryClient),
  };
}
