/**
 * While a list page is open the map shows its courses as numbered pins and fits itself to them
 * beside the panel; leaving the page (or a list that cannot be read) takes the pins away.
 */
import { useEffect, useMemo } from 'react';
import { setListPins } from '../../../map/list-pins-state';
import { useFitMapBeside } from '../../../map/use-fit-map-beside';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { listPinsOf, pinSetKey } from '../lib/list-pins';

export function useListMapPins(list: ListDetail | undefined) {
  const pins = useMemo(() => (list ? listPinsOf(list.items) : null), [list]);
  useEffect(() => setListPins(pins), [pins]);
  useEffect(() => () => setListPins(null), []);
  const points = useMemo(() => pins?.map((p) => ({ lng: p.lng, lat: p.lat })) ?? null, [pins]);
  useFitMapBeside(points, list && pins ? pinSetKey(list._id, pins) : null);
}
