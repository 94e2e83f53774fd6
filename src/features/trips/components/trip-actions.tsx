/**
 * What a trip's page offers beside the plan: share (the owner makes it public and copies its
 * link, which opens read-only signed out), the calendar file, a printed itinerary, leaving or
 * deleting the trip, and reporting another golfer's trip.
 */
import { Button, HStack } from '@chakra-ui/react';
import { CalendarArrowDown, Link2, Printer } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth-provider';
import type { TripDetail } from '../../../shared/contracts/trips.contract';
import { ReportButton } from '../../safety/components/report-button';
import { useDeleteTrip } from '../api/delete-trip';
import { downloadTripCalendar } from '../api/download-trip-calendar';
import { useLeaveTrip } from '../api/leave-trip';

export function TripActions({ trip, onShare, busy }: { trip: TripDetail; onShare: (isPublic: boolean) => Promise<boolean>; busy: boolean }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const del = useDeleteTrip();
  const leave = useLeaveTrip();
  const link = `${window.location.origin}/trip-planner/${trip._id}`;

  const share = async () => {
    if (!trip.isPublic && !(await onShare(true))) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('Copied to clipboard');
    } catch {
      notify(`Share this link: ${link}`, 'info');
    }
  };
  const calendar = async () => {
    try {
      await downloadTripCalendar(trip._id, user ? await user.getIdToken() : null);
    } catch (e) {
      notify((e as Error).message, 'error');
    }
  };
  const remove = async () => {
    const yes = await confirm({ title: 'Delete this trip?', message: `${trip.name} and its plan will be gone for everyone on it.`, confirmText: 'Delete', destructive: true });
    if (!yes) return;
    await del.mutateAsync(trip._id);
    notify('Trip deleted.');
    navigate('/trip-planner');
  };
  const quit = async () => {
    await leave.mutateAsync(trip._id);
    notify(`You left ${trip.name}.`);
    navigate('/trip-planner');
  };
  return (
    <HStack gap="2" wrap="wrap" className="no-print" data-testid="trip-actions">
      {trip.isOwner && (
        <Button size="xs" variant="outline" onClick={share} disabled={busy} data-testid="trip-share">
          <Link2 /> {trip.isPublic ? 'Copy share link' : 'Share'}
        </Button>
      )}
      {trip.isOwner && trip.isPublic && <Button size="xs" variant="ghost" onClick={() => void onShare(false)} disabled={busy}>Stop sharing</Button>}
      <Button size="xs" variant="outline" onClick={calendar} data-testid="trip-export-ics"><CalendarArrowDown /> Calendar (.ics)</Button>
      <Button size="xs" variant="outline" onClick={() => window.print()} data-testid="trip-print"><Printer /> Print</Button>
      {trip.isOwner && <Button size="xs" variant="ghost" colorPalette="red" onClick={remove} data-testid="trip-delete">Delete</Button>}
      {!trip.isOwner && trip.canEdit && <Button size="xs" variant="ghost" onClick={quit} data-testid="trip-leave">Leave trip</Button>}
      {!trip.isOwner && <ReportButton subject={{ kind: 'trip', id: trip._id }} name={`“${trip.name}”`} label={`Report the trip ${trip.name}`} size="xs" />}
    </HStack>
  );
}
