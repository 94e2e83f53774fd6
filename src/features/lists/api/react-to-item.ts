/**
 * Reacting to a list item, optimistic: the owner sets their own reaction, any other signed-in
 * golfer theirs; the button and the count change at once and the server's counts replace them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth-provider';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import type { ListReaction } from '../../../shared/domain/list-rules';
import { withReaction } from '../lib/reactions';
import { setItemReaction } from './item-writes';
import { listKeys } from './list-keys';

const mapItem = (list: ListDetail | undefined, itemId: string, f: (item: ListDetail['items'][number]) => ListDetail['items'][number]) =>
  list && { ...list, items: list.items.map((i) => (i._id === itemId ? f(i) : i)) };

export function useReactToItem(listId: string, viewerIsOwner: boolean) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = listKeys.detailFor(listId, user?.uid ?? null);
  return useMutation({
    scope: { id: `react-in-list:${listId}` },
    mutationFn: ({ itemId, reaction }: { itemId: string; reaction: ListReaction | null }) => setItemReaction(listId, itemId, reaction),
    onMutate: async ({ itemId, reaction }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListDetail>(key);
      queryClient.setQueryData<ListDetail>(key, (list) => mapItem(list, itemId, (i) => withReaction(i, viewerIsOwner, reaction)));
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<ListDetail>(key, (list) => mapItem(list, answer._id, (i) => ({
        ...i, reaction: answer.reaction, viewerReaction: answer.viewerReaction, reactions: answer.reactions,
      })));
      void queryClient.invalidateQueries({ queryKey: listKeys.reactions(answer._id) });
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData<ListDetail>(key, context.before);
      notify(`Your reaction was not saved: ${error.message}`, 'error');
    },
  });
}
