/**
 * Fits the persistent map to some places once per `key`, closer than `useFitMapTo` (zoom 12 at
 * most, a single place at 12): a list's or Explore's numbered pins.
 *
 * `panelWidth` is no longer needed: the map's padding follows whatever panel is open
 * (overlay-insets.tsx). It stays in the signature for the callers that still pass it.
 */
import { useFitMapTo } from './use-fit-map-to';

const BESIDE = { singleZoom: 12, maxZoom: 12 };

export function useFitMapBeside(points: readonly { lng: number; lat: number }[] | null, key: string | null, _panelWidth?: number) {
  useFitMapTo(points, key, BESIDE);
}
