/**
 * `POST /api/lists/trip/{id}/accept`: an invited golfer joins the trip. Their trips show it joined
 * at once (the hub moves it from Invitations to Upcoming); the answer is the trip as a companion
 * reads it, so the planner opens for planning without another read. A refusal puts their trips
 * back and says why in the snackbar (an invitation withdrawn meanwhile: no longer open).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { TripDetail, TripSummary } from '../../../shared/contracts/trips.contract';
import { tripPlannerPath } from '../lib/add-to-trip-options';
import { acceptedIn, invitationErrorMessage } from '../lib/trip-invitations';
import { refreshTrips, tripKeys } from './trip-keys';

export const acceptTripInvitation = (id: string) => api.post<TripDetail>(`/lists/trip/${encodeURIComponent(id)}/accept`);

/** `offerToOpen`: the snackbar has a way to the trip (from the hub; the planner is already there). */
export function useAcceptTripInvitation({ offerToOpen = false }: { offerToOpen?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  return useMutation({
    scope: { id: 'trip-invitations' },
    mutationFn: (tripId: string) => acceptTripInvitation(tripId),
    onMutate: async (tripId) => {
      // A read already on its way would answer with the invitation still open: drop it.
      await queryClient.cancelQueries({ queryKey: tripKeys.mine, exact: true });
      const before = queryClient.getQueryData<TripSummary[]>(tripKeys.mine);
      if (before) queryClient.setQueryData<TripSummary[]>(tripKeys.mine, acceptedIn(before, tripId));
      return { before };
    },
    onSuccess: (trip) => {
      queryClient.setQueryData<TripDetail>(tripKeys.detailFor(trip._id, user?.uid ?? null), trip);
      notify(`You joined ${trip.name}.`, 'success', offerToOpen ? { action: { label: 'Open trip', onClick: () => void navigate(tripPlannerPath(trip._id)) } } : {});
    },
    onError: (error, _tripId, context) => {
      if (context?.before) queryClient.setQueryData<TripSummary[]>(tripKeys.mine, context.before);
      notify(invitationErrorMessage(error, 'accept'), 'error');
    },
    onSettled: () => refreshTrips(queryClient),
  });
}
