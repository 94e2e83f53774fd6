import { useEffect, useRef } from 'react';
import { useMapController } from './use-map-controller';

/** The overlay panel: 440 px wide and 16 px from the right edge from `md` (768 px) up; full screen below. */
const PANEL_CLEARANCE = 440 + 16 + 32;
const MD = 768;

/**
 * Fits the persistent map to some places once per `key` (a list's id and its courses, say), keeping
 * them clear of the overlay panel. Below `md` the panel covers the map; the map is fitted anyway,
 * so closing the panel shows the same places.
 */
export function useFitMapTo(points: readonly { lng: number; lat: number }[] | null, key: string | null) {
  const { fitBounds, ready } = useMapController();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !points || points.length === 0 || !key || fitted.current === key) return;
    fitted.current = key;
    const wide = window.innerWidth >= MD;
    fitBounds(points, { padding: wide ? { top: 80, right: PANEL_CLEARANCE, bottom: 48, left: 48 + 48 } : {} });
  }, [ready, points, key, fitBounds]);
}
