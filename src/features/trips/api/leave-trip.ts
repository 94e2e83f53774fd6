/** `POST /api/lists/trip/{id}/leave`: a companion leaves the trip; refreshes the trip queries when it settles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTrips } from './trip-keys';

export const leaveTrip = (id: string) => api.post<{ _id: string; left: true }>(`/lists/trip/${encodeURIComponent(id)}/leave`);

export function useLeaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveTrip, onSettled: () => refreshTrips(queryClient) });
}
