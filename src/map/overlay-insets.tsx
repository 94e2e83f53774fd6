/**
 * Keeps the map in step with the overlays over it (overlay-covers.ts): its camera padding is the
 * part they cover, so flights and fits centre on the part that shows, and the bottom-right control
 * corner (zoom, locate-me, scale bar, attribution) moves beside or above them.
 *
 * A change of padding does not move what is on screen (the centre moves with it): opening a card
 * from a pin leaves that pin where it was. Only while the place the app flew to holds
 * (camera-flight.ts: the golfer has not moved the map since) does the camera keep that place in
 * the middle of the part that shows.
 */
import { useEffect } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMap } from 'react-map-gl/maplibre';
import { currentFlight, endFlight, setWantedPadding } from './camera-flight';
import { cameraPadding, controlCorner, samePadding, type Box, type Insets } from './camera-padding';
import { mapCovers, onMapCoversChange } from '../lib/overlay-covers';
import { motionMs } from './motion';

const CORNER = '.maplibregl-ctrl-bottom-right';

function applyPadding(map: MapLibreMap, padding: Insets): void {
  if (samePadding(map.getPadding() as Insets, padding)) return;
  const flight = currentFlight();
  if (flight) {
    // Still flying: on to the same place in the same time; landed: a short ease.
    const remaining = Math.max(300, flight.endsAt - Date.now());
    map.easeTo({ center: flight.center, zoom: flight.zoom, padding, duration: motionMs(remaining), essential: true });
    return;
  }
  // The point that will be the centre of the new free part stays where it is on screen.
  const canvas = map.getCanvas();
  const x = padding.left + (canvas.clientWidth - padding.left - padding.right) / 2;
  const y = padding.top + (canvas.clientHeight - padding.top - padding.bottom) / 2;
  map.jumpTo({ center: map.unproject([x, y]), padding });
}

function placeCorner(map: MapLibreMap, box: Box, covers: Box[]): void {
  const corner = map.getContainer().querySelector<HTMLElement>(CORNER);
  if (!corner) return;
  // The corner's own size, however far it has been moved (the compact attribution grows when opened).
  const column = { width: Math.max(corner.offsetWidth, 48), height: Math.max(corner.offsetHeight, 48) };
  const { right, bottom } = controlCorner(box, covers, column);
  corner.style.right = `${right}px`;
  corner.style.bottom = `${bottom}px`;
}

export function OverlayInsets() {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    let waiting = false;
    const update = () => {
      const r = map.getContainer().getBoundingClientRect();
      const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      const covers = mapCovers();
      placeCorner(map, box, covers);
      const padding = cameraPadding(box, covers);
      setWantedPadding(padding);
      // The golfer is dragging or zooming: change the padding once they let go.
      if (map.isMoving() && !currentFlight()) {
        if (!waiting) {
          waiting = true;
          map.once('moveend', () => {
            waiting = false;
            update();
          });
        }
        return;
      }
      applyPadding(map, padding);
    };
    // A drag, a wheel, a zoom button or locate-me: the camera is no longer where the app put it.
    const onMoveStart = (e: { originalEvent?: unknown; geolocateSource?: boolean }) => {
      if (e.originalEvent || e.geolocateSource) endFlight();
    };
    const corner = map.getContainer().querySelector(CORNER);
    const observer = corner && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => placeCorner(map, map.getContainer().getBoundingClientRect(), mapCovers())) : null;
    if (corner) observer?.observe(corner);
    const unsubscribe = onMapCoversChange(update);
    map.on('resize', update);
    map.on('movestart', onMoveStart);
    // A click on the map (a pin, a cluster) is the golfer's too: the card it opens must not move the map.
    map.on('click', endFlight);
    update();
    return () => {
      unsubscribe();
      observer?.disconnect();
      map.off('resize', update);
      map.off('movestart', onMoveStart);
      map.off('click', endFlight);
    };
  }, [current]);
  return null;
}
