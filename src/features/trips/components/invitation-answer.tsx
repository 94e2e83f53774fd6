/**
 * Accept and Decline for one trip invitation, in the hub's list and on the planner's banner. Each
 * button names the trip to screen readers (the hub lists several invitations).
 */
import { Button, HStack } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { useAcceptTripInvitation } from '../api/accept-trip-invitation';
import { useDeclineTripInvitation } from '../api/decline-trip-invitation';
import { isInvitationClosed } from '../lib/trip-invitations';

export function InvitationAnswer({ trip, size = 'sm', offerToOpen = false, onDeclined }: {
  trip: { _id: string; name: string };
  size?: 'xs' | 'sm';
  /** The snackbar after joining offers the way to the trip. */
  offerToOpen?: boolean;
  /** After a decline, or when the invitation turns out to be gone already. */
  onDeclined?: () => void;
}) {
  const accept = useAcceptTripInvitation({ offerToOpen });
  const decline = useDeclineTripInvitation();
  const busy = accept.isPending || decline.isPending;
  return (
    <HStack gap="2" wrap="wrap" className="no-print">
      <Button size={size} colorPalette="brand" loading={accept.isPending} disabled={busy} data-testid="invitation-accept"
        aria-label={`Accept the invitation to ${trip.name}`} onClick={() => accept.mutate(trip._id)}>
        <Check aria-hidden="true" /> Accept
      </Button>
      <Button size={size} variant="outline" loading={decline.isPending} disabled={busy} data-testid="invitation-decline"
        aria-label={`Decline the invitation to ${trip.name}`}
        onClick={() => decline.mutate(trip._id, { onSuccess: onDeclined, onError: (e) => isInvitationClosed(e) && onDeclined?.() })}>
        <X aria-hidden="true" /> Decline
      </Button>
    </HStack>
  );
}
