/**
 * Fits the persistent map to some places once per `key`, closer than `useFitMapTo` (zoom 12 at
 * most, a single place at 12): a list's or Explore's numbered pins.
 * No panel width is needed: the map's padding follows whatever panel is open (overlay-insets.tsx).
 */
import { useFitMapTo } from './use-fit-map-to';

const BESIDE = { singleZoom: 12, maxZoom: 12 };

export function useFitMapBeside(points: readonly { lng: number; lat: number }[] | null, key: string | null) {
  useFitMapTo(points, key, BESIDE);
}
