/**
 * What a list row can do, for the viewer: react (optimistic), and for the owner save a note and
 * remove the item (after confirming; the row leaves the cached list at once and comes back if the
 * server refuses).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth-provider';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { useRemoveListItem, useSetItemNote } from '../api/item-writes';
import { listKeys } from '../api/list-keys';
import { useReactToItem } from '../api/react-to-item';
import type { ItemRowActions } from '../components/list-item-row';
import { itemNameOf } from '../lib/item-name';
import { withoutItem } from '../lib/reorder-cache';

export function useItemRowActions(list: ListDetail, viewer: ItemRowActions['viewer']): ItemRowActions {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const confirm = useConfirm();
  const react = useReactToItem(list._id, viewer === 'owner');
  const note = useSetItemNote(list._id);
  const remove = useRemoveListItem(list._id);
  const viewerId = user?.uid ?? null;
  const key = useMemo(() => listKeys.detailFor(list._id, viewerId), [list._id, viewerId]);
  const { mutate: reactTo } = react;
  const { mutateAsync: saveNote, isPending: savingNote } = note;
  const { mutateAsync: removeItem } = remove;

  return useMemo<ItemRowActions>(() => ({
    viewer,
    savingNote,
    onReact: (item, reaction) => reactTo({ itemId: item._id, reaction }),
    onSaveNote: async (item, text) => {
      const saved = await saveNote({ itemId: item._id, note: text });
      queryClient.setQueryData<ListDetail>(key, (l) => l && { ...l, items: l.items.map((i) => (i._id === saved._id ? { ...i, note: saved.note } : i)) });
    },
    onRemove: async (item) => {
      const name = itemNameOf(item);
      const ok = await confirm({
        title: `Remove ${name}?`,
        message: `${name} leaves ${list.name}; the items below it move up a rank. Its note goes too.`,
        confirmText: 'Remove',
        destructive: true,
      });
      if (!ok) return;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListDetail>(key);
      if (before) queryClient.setQueryData<ListDetail>(key, withoutItem(before, item._id));
      try {
        await removeItem(item._id);
        notify(`Removed ${name}.`);
      } catch (err) {
        if (before) queryClient.setQueryData<ListDetail>(key, before);
        notify(`${name} was not removed: ${(err as Error).message}`, 'error');
      }
    },
  }), [viewer, savingNote, reactTo, saveNote, removeItem, queryClient, key, confirm, list.name]);
}
