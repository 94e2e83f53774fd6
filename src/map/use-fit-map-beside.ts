/**
 * Fits the persistent map to some places once per `key`, beside an overlay panel of a given width
 * (`useFitMapTo` assumes the usual 440 px panel; the list page's is wider). The panel sits 16 px
 * from the right edge from `md` (768 px) up and covers the whole map below it: there the map is
 * fitted anyway, so closing the panel shows the same places.
 */
import { useEffect, useRef } from 'react';
import { useMapController } from './use-map-controller';

const MD = 768;
/** Room for a whole pin (not just its centre) beside each edge. */
const MARGIN = 56;
/** The icon rail on the left, the top bar and the map key above. */
const LEFT = 48 + MARGIN;
const TOP = 48 + MARGIN;
/** Narrower than this between the rail and the panel, fitting beside the panel is pointless. */
const MIN_FREE_WIDTH = 240;

/** Padding that keeps fitted places clear of the rail, the top bar and a `panelWidth` panel. */
export function paddingBeside(panelWidth: number, viewportWidth: number): { top: number; right: number; bottom: number; left: number } {
  const right = panelWidth + 16 + MARGIN;
  if (viewportWidth < MD || viewportWidth - right - LEFT < MIN_FREE_WIDTH) return { top: TOP, right: MARGIN, bottom: MARGIN, left: MARGIN };
  return { top: TOP, right, bottom: MARGIN, left: LEFT };
}

export function useFitMapBeside(points: readonly { lng: number; lat: number }[] | null, key: string | null, panelWidth: number) {
  const { fitBounds, ready } = useMapController();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !points || points.length === 0 || !key || fitted.current === key) return;
    fitted.current = key;
    fitBounds(points, { padding: paddingBeside(panelWidth, window.innerWidth), singleZoom: 12, maxZoom: 12 });
  }, [ready, points, key, fitBounds, panelWidth]);
}
