/** `POST /api/lists/trip`: create a trip or save its plan; refreshes the trip queries when it settles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TripBodyInput, TripDetail } from '../../../shared/contracts/trips.contract';
import { refreshTrips } from './trip-keys';

/** What the planner sends: the body before the server's defaults and transforms. */
export type TripInput = TripBodyInput;

export const saveTrip = (body: TripInput) => api.post<TripDetail>('/lists/trip', body);

export function useSaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTrip, onSettled: () => refreshTrips(queryClient) });
}
