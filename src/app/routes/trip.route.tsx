import { useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useTrip } from '../../features/trips/api/get-trip';
import { TripPlannerScreen } from '../../features/trips/components/trip-planner-screen';
import '../../features/trips/components/trip-print.css';

/** /trip-planner/{id}: one trip, planned on the map; a shared trip opens read-only signed out. */
export function Component() {
  const { id = '' } = useParams();
  const { data, error } = useTrip(id);
  return (
    <OverlayPanel title={(!error && data?.name) || 'Trip'} testId="screen-trip" width="480px">
      <TripPlannerScreen key={id} id={id} />
    </OverlayPanel>
  );
}
