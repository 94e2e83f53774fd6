/**
 * move-item with an optimistic update: the cached list reorders at once (ranks, the bucket it
 * lands in, scores), the server's answer sets the bucket it really took, and a failure puts the
 * list back and says so. Moves of one list run one after another (a mutation scope), so the server
 * sees them in the order the golfer made them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth-provider';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { movedInList, withPlaces } from '../lib/reorder-cache';
import { moveListItem } from './item-writes';
import { listKeys, refreshLists } from './list-keys';

export interface MoveInput {
  itemId: string;
  toIndex: number;
  /** For the error message: "Kingsbarns". */
  name: string;
}

export function useMoveListItem(listId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = listKeys.detailFor(listId, user?.uid ?? null);
  return useMutation({
    scope: { id: `move-in-list:${listId}` },
    mutationFn: ({ itemId, toIndex }: MoveInput) => moveListItem(listId, itemId, toIndex),
    onMutate: async ({ itemId, toIndex }) => {
      // A read already on its way would answer with the old order: drop it.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListDetail>(key);
      if (before) queryClient.setQueryData<ListDetail>(key, movedInList(before, itemId, toIndex));
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<ListDetail>(key, (list) => (list ? { ...withPlaces(list, answer.items), updatedAt: answer.updatedAt } : list));
    },
    onError: (error, { name }, context) => {
      if (context?.before) queryClient.setQueryData<ListDetail>(key, context.before);
      notify(`${name} was not moved: ${error.message}`, 'error');
    },
    onSettled: () => refreshLists(queryClient),
  });
}
