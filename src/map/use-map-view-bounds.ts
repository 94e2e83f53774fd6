/**
 * The box the map shows, updated when the golfer stops moving it (debounced, like the
 * bounded-courses fetch), in the API's terms (toApiBounds): the trip planner asks for candidate
 * courses in it.
 */
import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useDebounce } from 'use-debounce';
import { BOUNDED_COURSES_DEBOUNCE_MS, MAP_ID } from './map-constants';
import { toApiBounds, type ApiBounds } from './viewport-bounds';

export type ViewBounds = ApiBounds;

export function useMapViewBounds(): ViewBounds | null {
  const map = useMap()[MAP_ID]?.getMap();
  const [bounds, setBounds] = useState<ViewBounds | null>(null);
  useEffect(() => {
    if (!map) return;
    const read = () => {
      const b = map.getBounds();
      setBounds(toApiBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, map.getZoom()));
    };
    read();
    map.on('moveend', read);
    return () => {
      map.off('moveend', read);
    };
  }, [map]);
  const [settled] = useDebounce(bounds, BOUNDED_COURSES_DEBOUNCE_MS, { equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b) });
  return settled;
}
