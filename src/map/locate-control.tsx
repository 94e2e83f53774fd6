/**
 * Locate-me: MapLibre's geolocate button, which flies the map to where the browser says the golfer
 * is (the part of the map no overlay covers) and marks the spot. When the browser refuses or fails,
 * the golfer is told why (map-notices.ts, shown by the shell).
 *
 * MapLibre disables the button for good once location is refused (and from the start when the
 * browser already refuses it), so a click would do nothing and say nothing. The button is kept
 * enabled instead: each click asks again, and a refusal explains itself each time.
 */
import { useCallback, useEffect } from 'react';
import { GeolocateControl, useMap } from 'react-map-gl/maplibre';
import { geolocationMessage, mapNotice } from './map-notices';

/** About 25 km across: the golfer's own area and the courses in reach. */
const LOCATE_ZOOM = 11;
export const LOCATE_LABEL = 'Show my location';
export const LOCATE_BLOCKED_LABEL = 'Show my location (location is blocked for this site)';

export function LocateControl() {
  const { current } = useMap();
  const onError = useCallback((e: { code: number }) => mapNotice(geolocationMessage(e.code)), []);

  // The button exists once MapLibre has added the control (before this effect runs) and may be
  // recreated; watching the corner's subtree catches both.
  useEffect(() => {
    const corner = current?.getMap().getContainer().querySelector('.maplibregl-ctrl-bottom-right');
    if (!corner) return;
    const keepUsable = () => {
      const button = corner.querySelector<HTMLButtonElement>('button.maplibregl-ctrl-geolocate');
      if (!button) return;
      // MapLibre's title is the label; ours say what the button does.
      const blocked = button.title === BLOCKED_TITLE;
      if (blocked && button.disabled) button.disabled = false;
      const label = blocked ? LOCATE_BLOCKED_LABEL : LOCATE_LABEL;
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
    };
    const observer = new MutationObserver(keepUsable);
    observer.observe(corner, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'title', 'aria-label'] });
    keepUsable();
    return () => observer.disconnect();
  }, [current]);

  return (
    <GeolocateControl
      position="bottom-right"
      positionOptions={{ enableHighAccuracy: false, timeout: 10_000 }}
      fitBoundsOptions={{ maxZoom: LOCATE_ZOOM }}
      showAccuracyCircle={false}
      onError={onError}
    />
  );
}

/** MapLibre's title for a refused or missing location (its default English UI string). */
const BLOCKED_TITLE = 'Location not available';
