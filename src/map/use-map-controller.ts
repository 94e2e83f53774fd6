/**
 * What overlays may do to the persistent map: fly to a place, fit it to some courses, highlight one
 * course pin. Used by course pages (nearby courses), course cards, search-target mode ("show in
 * map"), the courses near me and the wishlists / watchlists.
 *
 * The map's own padding is the part overlays cover (overlay-insets.tsx), so a flight or a fit
 * centres on the part of the map that shows; a fit's `padding` is only the margin around the
 * places, on top of that.
 */
import { useCallback } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMap } from 'react-map-gl/maplibre';
import { startFlight, wantedPadding } from './camera-flight';
import { COURSES_SOURCE } from './course-layers';
import { MAP_ID } from './map-constants';
import { motionMs } from './motion';
import { courseZoom, whenStyleDetail } from './style-detail';
import { valueStore } from './value-store';

let highlighted: string | null = null;
const FLIGHT_MS = 1200;

/** The highlighted course pin, if any (the map reports it for tests: data-highlighted). */
export const highlightedCourse = () => highlighted;

/**
 * The course the golfer has open (a card, a course page, a course "shown in map"): the map asks
 * the server to draw it on its own, out of any cluster, whatever the zoom (bounded-courses
 * `focus`), and highlights its pin. Set as soon as a flight to it starts, so the markers of the
 * place it lands on already have it.
 */
const focused = valueStore<string | null>(null);
export const useFocusedCourse = focused.use;

/**
 * Keeps the highlight through a change of style (the light and dark basemaps): a new style adds
 * the courses source again, without its feature state, so the highlight is set again each time the
 * source has loaded.
 */
export function keepHighlight(m: MapLibreMap): void {
  m.on('sourcedata', (e) => {
    if (e.sourceId !== COURSES_SOURCE || !e.isSourceLoaded || !highlighted) return;
    if (m.getFeatureState({ source: COURSES_SOURCE, id: highlighted }).highlighted !== true) {
      m.setFeatureState({ source: COURSES_SOURCE, id: highlighted }, { highlighted: true });
    }
  });
}

export function useMapController() {
  const maps = useMap();
  const map = maps[MAP_ID];

  const highlight = useCallback(
    (courseId: string | null) => {
      const m = map?.getMap();
      if (!m || !m.getSource(COURSES_SOURCE)) return;
      if (highlighted) m.setFeatureState({ source: COURSES_SOURCE, id: highlighted }, { highlighted: false });
      highlighted = courseId;
      focused.set(courseId);
      if (courseId) m.setFeatureState({ source: COURSES_SOURCE, id: courseId }, { highlighted: true });
    },
    [map],
  );

  /**
   * Flies to a place (a course: then it is focused and highlighted). `zoom` may depend on how deep
   * the drawn basemap has detail (style-detail.ts): the flight then waits for the basemap's
   * sources to say so, a moment after the map loads.
   */
  const flyTo = useCallback(
    (target: { lng: number; lat: number; zoom?: number | ((detail: number) => number); courseId?: string }) => {
      const m = map?.getMap();
      if (!m) return;
      if (target.courseId) focused.set(target.courseId);
      const fly = (zoom: number) => {
        const center: [number, number] = [target.lng, target.lat];
        const duration = motionMs(FLIGHT_MS);
        startFlight(center, zoom, duration);
        m.flyTo({ center, zoom, padding: wantedPadding(), duration, essential: true });
        if (target.courseId) {
          const id = target.courseId;
          // The pin exists only once the new viewport's markers have loaded.
          m.once('idle', () => highlight(id));
        }
      };
      const { zoom } = target;
      if (typeof zoom === 'number') fly(zoom);
      // A course with no zoom given: deep enough to see it, never past the basemap's detail.
      else whenStyleDetail((detail) => fly(zoom ? zoom(detail) : Math.max(m.getZoom(), courseZoom(detail))));
    },
    [map, highlight],
  );

  const fitBounds = useCallback(
    (points: readonly { lng: number; lat: number }[], options: FitOptions = {}) => {
      const m = map?.getMap();
      if (!m || points.length === 0) return;
      const box = boundsOf(points);
      const [west, south, east, north] = box;
      let center: [number, number] = [west, south];
      let zoom = Math.max(m.getZoom(), options.singleZoom ?? 11);
      if (west !== east || south !== north) {
        const camera = fitCamera(m, box, { margin: options.padding, maxZoom: options.maxZoom ?? 12 });
        if (!camera) return;
        center = camera.center;
        zoom = camera.zoom;
      }
      const duration = motionMs(FLIGHT_MS);
      startFlight(center, zoom, duration);
      m.flyTo({ center, zoom, padding: wantedPadding(), duration, essential: true });
    },
    [map],
  );

  /** Whether a place is on the part of the map no overlay covers. */
  const isInView = useCallback(
    (lng: number, lat: number) => {
      const m = map?.getMap();
      if (!m) return false;
      const p = m.project([lng, lat]);
      const { top = 0, right = 0, bottom = 0, left = 0 } = m.getPadding();
      const canvas = m.getCanvas();
      return p.x >= left && p.x <= canvas.clientWidth - right && p.y >= top && p.y <= canvas.clientHeight - bottom;
    },
    [map],
  );

  const getZoom = useCallback(() => map?.getMap().getZoom() ?? 0, [map]);
  /** The centre of the part of the map no overlay covers, longitude in -180..180; null before the map exists. */
  const getCenter = useCallback(() => map?.getMap().getCenter().wrap() ?? null, [map]);

  return { flyTo, fitBounds, highlight, isInView, getZoom, getCenter, ready: !!map };
}

export interface FitOptions {
  /** Pixels kept clear around the places, inside the part of the map overlays leave free. */
  padding?: Partial<Record<'top' | 'right' | 'bottom' | 'left', number>>;
  /** Closest zoom for several points (default 12). */
  maxZoom?: number;
  /** Zoom for a single point (default 11, or the current zoom if closer). */
  singleZoom?: number;
}

/**
 * [west, south, east, north] around the points. Points on both sides of the antimeridian that sit
 * closer across it (Fiji, the Aleutians) give a box with east beyond 180, which MapLibre draws
 * across the line rather than round the world.
 */
export function boundsOf(points: readonly { lng: number; lat: number }[]): [number, number, number, number] {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let west = Math.min(...lngs);
  let east = Math.max(...lngs);
  if (east - west > 180) {
    const shifted = lngs.map((l) => (l < 0 ? l + 360 : l));
    const [w, e] = [Math.min(...shifted), Math.max(...shifted)];
    if (e - w < east - west) [west, east] = [w, e];
  }
  return [west, Math.min(...lats), east, Math.max(...lats)];
}

/**
 * The camera that fits [west, south, east, north] into the part of the map the overlays leave
 * free, `margin` px inside it; null when MapLibre cannot fit it.
 */
export function fitCamera(
  m: MapLibreMap,
  [west, south, east, north]: readonly [number, number, number, number],
  { margin, maxZoom }: { margin?: FitOptions['padding']; maxZoom?: number } = {},
): { center: [number, number]; zoom: number } | null {
  const padding = { top: 48, right: 48, bottom: 48, left: 48, ...margin };
  const wanted = wantedPadding();
  const camera = m.cameraForBounds([[west, south], [east, north]], {
    // The padding the overlays call for (not the map's own, which may be half-way through an
    // ease towards it) plus the margin around the places.
    padding: wanted ? { top: padding.top + wanted.top, right: padding.right + wanted.right, bottom: padding.bottom + wanted.bottom, left: padding.left + wanted.left } : padding,
    absolutePadding: !!wanted,
    ...(maxZoom === undefined ? {} : { maxZoom }),
  });
  if (!camera?.center || camera.zoom === undefined) return null;
  const c = camera.center as { lng: number; lat: number };
  return { center: [c.lng, c.lat], zoom: camera.zoom };
}

/** Pins keep their highlight across marker reloads. */
export const currentHighlight = () => highlighted;
