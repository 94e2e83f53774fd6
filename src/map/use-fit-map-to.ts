import { useEffect, useRef } from 'react';
import { useMapController, type FitOptions } from './use-map-controller';

/**
 * Room around fitted places inside the part of the map no overlay covers (the map's padding already
 * keeps them off the open panel or sheet): a whole pin (not just its centre) beside each edge, and
 * the map key at the top left.
 */
export const FIT_MARGINS = { top: 64, right: 56, bottom: 56, left: 56 };

/**
 * Fits the persistent map to some places once per `key` (a list's id and its courses, say), on the
 * part of the map the open panel leaves free. Where a panel covers nearly all of it, the map is
 * fitted anyway, so closing the panel shows the same places.
 */
export function useFitMapTo(points: readonly { lng: number; lat: number }[] | null, key: string | null, options: Omit<FitOptions, 'padding'> = {}) {
  const { fitBounds, ready } = useMapController();
  const fitted = useRef<string | null>(null);
  const { maxZoom, singleZoom } = options;
  useEffect(() => {
    if (!ready || !points || points.length === 0 || !key || fitted.current === key) return;
    fitted.current = key;
    fitBounds(points, { padding: FIT_MARGINS, maxZoom, singleZoom });
  }, [ready, points, key, fitBounds, maxZoom, singleZoom]);
}
