/**
 * Camera motion under the golfer's system setting (WCAG 2.3.3, Animation from Interactions): with
 * "reduce motion" on, the app's flights, fits and eases land at once. MapLibre skips its own
 * animations for such golfers unless told a move is essential; the app's moves are marked essential
 * (the padding they end with must hold), so their lengths come from here.
 *
 * The container also reports the longest camera move since the map opened, in milliseconds from
 * its start to its end (data-longest-move-ms): 0 for a jump, which starts and ends in one call,
 * about a second for a flight, however few frames a slow machine draws of it.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** Whether the golfer's system asks for reduced motion (read each time: it can change while the app is open). */
const reducedMotion = (): boolean => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCE).matches;

/** A camera animation's length: none under reduced motion. */
export const motionMs = (ms: number): number => (reducedMotion() ? 0 : ms);

export function reportMoveLengths(map: MapLibreMap): void {
  let started = 0;
  let longest = 0;
  map.on('movestart', () => { started = performance.now(); });
  map.on('moveend', () => {
    longest = Math.max(longest, Math.round(performance.now() - started));
    map.getContainer().dataset.longestMoveMs = String(longest);
  });
}
