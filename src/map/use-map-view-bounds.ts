/**
 * The box the map shows, updated when the golfer stops moving it (debounced, like the
 * bounded-courses fetch): the trip planner asks for candidate courses in it.
 */
import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useDebounce } from 'use-debounce';
import { BOUNDED_COURSES_DEBOUNCE_MS, MAP_ID } from './map-constants';

export interface ViewBounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Longitudes wrapped into -180..180 (a box across the antimeridian keeps west > east). */
const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const round = (v: number) => Math.round(v * 1e4) / 1e4;

export function useMapViewBounds(): ViewBounds | null {
  const map = useMap()[MAP_ID]?.getMap();
  const [bounds, setBounds] = useState<ViewBounds | null>(null);
  useEffect(() => {
    if (!map) return;
    const read = () => {
      const b = map.getBounds();
      const wide = b.getEast() - b.getWest() >= 360;
      setBounds({
        south: round(Math.max(-90, b.getSouth())), north: round(Math.min(90, b.getNorth())),
        west: wide ? -180 : round(wrap(b.getWest())), east: wide ? 180 : round(wrap(b.getEast())),
      });
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
