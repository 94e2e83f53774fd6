import { useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useListForScreen } from '../../features/lists/api/get-list-for-screen';
import { LIST_PANEL_WIDTH, ListScreen } from '../../features/lists/components/list-screen';

/** /lists/{id}: one ranked list, readable signed out when public; its courses are numbered on the map. */
export function Component() {
  const { id = '' } = useParams();
  const { data, error } = useListForScreen(id);
  return (
    <OverlayPanel title={(!error && data?.name) || 'List'} testId="screen-list" width={`${LIST_PANEL_WIDTH}px`}>
      <ListScreen key={id} id={id} />
    </OverlayPanel>
  );
}
