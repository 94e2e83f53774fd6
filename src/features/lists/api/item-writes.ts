/**
 * The item calls of a list: add-item, remove-item, move-item, swap-items, note, reaction. They
 * answer only what changed (`ItemPlaces`); the hooks refresh the list afterwards. Screens that
 * reorder optimistically update the cached list themselves (see `reorder-cache.ts`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ItemPlaces, ItemReaction } from '../../../shared/contracts/list-items.contract';
import type { ListReaction, RankBucket } from '../../../shared/domain/list-rules';
import { refreshLists } from './list-keys';

export interface NewListItem {
  course: string;
  holeNumber?: number;
  bucket?: RankBucket;
  note?: string;
}

const path = (id: string, op: string) => `/lists/${encodeURIComponent(id)}/${op}`;

export const addListItem = (listId: string, listItem: NewListItem, atIndex?: number) =>
  api.post<ItemPlaces>(path(listId, 'add-item'), atIndex === undefined ? { listItem } : { listItem, atIndex });
export const removeListItem = (listId: string, itemId: string) =>
  api.post<{ listId: string; _id: string; itemCount: number }>(path(listId, 'remove-item'), { listItem: itemId });
export const moveListItem = (listId: string, itemId: string, toIndex: number) =>
  api.post<ItemPlaces>(path(listId, 'move-item'), { listItem: itemId, toIndex });
export const swapListItems = (listId: string, a: { id: string; index: number }, b: { id: string; index: number }) =>
  api.post<ItemPlaces>(path(listId, 'swap-items'), { listItemA: a.id, listItemB: b.id, currentIndexA: a.index, currentIndexB: b.index });
export const setItemNote = (listId: string, itemId: string, note: string | null) =>
  api.post<{ _id: string; note: string | null }>(path(listId, `items/${encodeURIComponent(itemId)}/note`), { note });
export const setItemReaction = (listId: string, itemId: string, reaction: ListReaction | null) =>
  api.post<ItemReaction>(path(listId, `items/${encodeURIComponent(itemId)}/reaction`), { reaction });

export function useAddListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, item, atIndex }: { listId: string; item: NewListItem; atIndex?: number }) => addListItem(listId, item, atIndex),
    onSettled: () => refreshLists(queryClient),
  });
}

export function useRemoveListItem(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (itemId: string) => removeListItem(listId, itemId), onSettled: () => refreshLists(queryClient) });
}

export function useSetItemNote(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, note }: { itemId: string; note: string | null }) => setItemNote(listId, itemId, note),
    onSettled: () => refreshLists(queryClient),
  });
}

export function useSetItemReaction(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, reaction }: { itemId: string; reaction: ListReaction | null }) => setItemReaction(listId, itemId, reaction),
    onSettled: () => refreshLists(queryClient),
  });
}
