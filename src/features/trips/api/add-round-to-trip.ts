/** `POST /api/lists/{id}/add-item` with a day: one round added from a course card; refreshes the trip queries when it settles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTrips } from './trip-keys';

export const addRoundToTrip = (id: string, course: string, day: number) =>
  api.post(`/lists/${encodeURIComponent(id)}/add-item`, { listItem: { course, day } });

export function useAddRoundToTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, course, day }: { tripId: string; course: string; day: number }) => addRoundToTrip(tripId, course, day),
    onSettled: () => refreshTrips(queryClient),
  });
}
