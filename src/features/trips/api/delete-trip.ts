/** `DELETE /api/lists/{id}` of a trip: its owner deletes it; refreshes the trip queries when it settles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTrips } from './trip-keys';

export const deleteTrip = (id: string) => api.delete<{ _id: string; deleted: true }>(`/lists/${encodeURIComponent(id)}`);

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrip, onSettled: () => refreshTrips(queryClient) });
}
