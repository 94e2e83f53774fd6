import { Navigate, useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useListForScreen } from '../../features/lists/api/get-list-for-screen';
import { LIST_PANEL_WIDTH, ListScreen } from '../../features/lists/components/list-screen';

/** /lists/{id}: one ranked list, readable signed out when public; its courses are numbered on the map. */
export function Component() {
  const { id = '' } = useParams();
  const { data, error } = useListForScreen(id);
  // A trip is planned in the trip planner, not read as a ranked list.
  if (data?.kind === 'trip') return <Navigate to={`/trip-planner/${id}`} replace />;
  return (
    <OverlayPanel title={(!error && data?.name) || 'List'} testId="screen-list" width={`${LIST_PANEL_WIDTH}px`}>
      <ListScreen key={id} id={id} />
    </OverlayPanel>
  );
}
