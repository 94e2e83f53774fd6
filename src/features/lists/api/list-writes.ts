/**
 * `POST /api/lists` (create), `POST /api/lists/{id}` (name, description, visibility),
 * `DELETE /api/lists/{id}`, and saving someone else's list (`/add`, `/remove`). Each refreshes
 * every list query when it settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CreateListBody, ListDetail, ListSavedState, UpdateListBody } from '../../../shared/contracts/lists.contract';
import { refreshLists } from './list-keys';

export type NewListInput = Omit<CreateListBody, 'isPublic'> & { isPublic?: boolean };

const path = (id: string) => `/lists/${encodeURIComponent(id)}`;
export const createList = (body: NewListInput) => api.post<ListDetail>('/lists', body);
export const updateList = (id: string, patch: UpdateListBody) => api.post<ListDetail>(path(id), patch);
export const deleteList = (id: string) => api.delete<{ _id: string; deleted: true }>(path(id));
export const setListSaved = (id: string, saved: boolean) => api.post<ListSavedState>(`${path(id)}/${saved ? 'add' : 'remove'}`);

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createList, onSettled: () => refreshLists(queryClient) });
}

export function useUpdateList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (patch: UpdateListBody) => updateList(id, patch), onSettled: () => refreshLists(queryClient) });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteList, onSettled: () => refreshLists(queryClient) });
}

export function useSetListSaved(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (saved: boolean) => setListSaved(id, saved), onSettled: () => refreshLists(queryClient) });
}
