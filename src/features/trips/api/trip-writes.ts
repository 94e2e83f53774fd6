/**
 * `POST /api/lists/trip` (create or save a plan), leaving a trip, deleting it
 * (`DELETE /api/lists/{id}`), and adding one round from a course card (`add-item` with a day).
 * Each refreshes the trip queries when it settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TripBodyInput, TripDetail } from '../../../shared/contracts/trips.contract';
import { refreshTrips } from './trip-keys';

/** What the planner sends: the body before the server's defaults and transforms. */
export type TripInput = TripBodyInput;

export const saveTrip = (body: TripInput) => api.post<TripDetail>('/lists/trip', body);
export const leaveTrip = (id: string) => api.post<{ _id: string; left: true }>(`/lists/trip/${encodeURIComponent(id)}/leave`);
export const deleteTrip = (id: string) => api.delete<{ _id: string; deleted: true }>(`/lists/${encodeURIComponent(id)}`);
export const addRoundToTrip = (id: string, course: string, day: number) =>
  api.post(`/lists/${encodeURIComponent(id)}/add-item`, { listItem: { course, day } });

export function useSaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTrip, onSettled: () => refreshTrips(queryClient) });
}

export function useLeaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveTrip, onSettled: () => refreshTrips(queryClient) });
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrip, onSettled: () => refreshTrips(queryClient) });
}

export function useAddRoundToTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, course, day }: { tripId: string; course: string; day: number }) => addRoundToTrip(tripId, course, day),
    onSettled: () => refreshTrips(queryClient),
  });
}

/**
 * The calendar file, fetched with the golfer's token (a private trip) and handed to the browser as
 * a download, under the file name the server gives it.
 */
export async function downloadTripCalendar(id: string, token: string | null): Promise<void> {
  const res = await fetch(`/api/lists/trip/${encodeURIComponent(id)}/calendar.ics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('The calendar file could not be made. Try again.');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'trip.ics';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
