/**
 * `POST /api/lists/trip/{id}/decline`: an invited golfer says no. The invitation leaves their
 * trips at once and the snackbar says "Invitation declined"; a refusal puts it back and says why.
 * One already gone (withdrawn meanwhile, 404) stays gone: there is nothing left to decline.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { api } from '../../../lib/api-client';
import type { TripSummary } from '../../../shared/contracts/trips.contract';
import { declinedIn, invitationErrorMessage, isInvitationClosed } from '../lib/trip-invitations';
import { tripKeys } from './trip-keys';

export const declineTripInvitation = (id: string) =>
  api.post<{ _id: string; declined: true }>(`/lists/trip/${encodeURIComponent(id)}/decline`);

export function useDeclineTripInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'trip-invitations' },
    mutationFn: (tripId: string) => declineTripInvitation(tripId),
    onMutate: async (tripId) => {
      await queryClient.cancelQueries({ queryKey: tripKeys.mine, exact: true });
      const before = queryClient.getQueryData<TripSummary[]>(tripKeys.mine);
      if (before) queryClient.setQueryData<TripSummary[]>(tripKeys.mine, declinedIn(before, tripId));
      return { before };
    },
    onSuccess: () => notify('Invitation declined'),
    onError: (error, _tripId, context) => {
      const closed = isInvitationClosed(error);
      if (context?.before && !closed) queryClient.setQueryData<TripSummary[]>(tripKeys.mine, context.before);
      notify(invitationErrorMessage(error, 'decline'), closed ? 'info' : 'error');
    },
    onSettled: (_answer, _error, tripId) => Promise.all([
      queryClient.invalidateQueries({ queryKey: tripKeys.mine }),
      queryClient.invalidateQueries({ queryKey: ['lists'] }),
      // The trip's page is on its way out (the planner goes back to the hub): marked stale, not read
      // again now, since a private trip answers 404 to a golfer no longer invited.
      queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), refetchType: 'none' }),
    ]),
  });
}
