import { useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useList } from '../../features/lists/api/get-list';
import { LIST_PANEL_WIDTH, ListScreen } from '../../features/lists/components/list-screen';

/** /lists/{id}: one ranked list, readable signed out when public; its courses are numbered on the map. */
export function Component() {
  const { id = '' } = useParams();
  const { data } = useList(id);
  return (
    <OverlayPanel title={data?.name ?? 'List'} testId="screen-list" width={`${LIST_PANEL_WIDTH}px`}>
      <ListScreen key={id} id={id} />
    </OverlayPanel>
  );
}
