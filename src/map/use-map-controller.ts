/**
 * What overlays may do to the persistent map: fly to a place, fit it to some courses, highlight one
 * course pin. Used by course pages (nearby courses), search-target mode ("show in map"), the
 * courses near me and the wishlists / watchlists.
 */
import { useCallback } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { COURSES_SOURCE } from './course-layers';
import { COURSE_ZOOM, MAP_ID } from './map-constants';

let highlighted: string | null = null;

export function useMapController() {
  const maps = useMap();
  const map = maps[MAP_ID];

  const highlight = useCallback(
    (courseId: string | null) => {
      const m = map?.getMap();
      if (!m || !m.getSource(COURSES_SOURCE)) return;
      if (highlighted) m.setFeatureState({ source: COURSES_SOURCE, id: highlighted }, { highlighted: false });
      highlighted = courseId;
      if (courseId) m.setFeatureState({ source: COURSES_SOURCE, id: courseId }, { highlighted: true });
    },
    [map],
  );

  const flyTo = useCallback(
    (target: { lng: number; lat: number; zoom?: number; courseId?: string }) => {
      const m = map?.getMap();
      if (!m) return;
      m.flyTo({ center: [target.lng, target.lat], zoom: target.zoom ?? Math.max(m.getZoom(), COURSE_ZOOM), duration: 1200, essential: true });
      if (target.courseId) {
        const id = target.courseId;
        // The pin exists only once the new viewport's markers have loaded.
        m.once('idle', () => highlight(id));
      }
    },
    [map, highlight],
  );

  const fitBounds = useCallback(
    (points: readonly { lng: number; lat: number }[], options: FitOptions = {}) => {
      const m = map?.getMap();
      if (!m || points.length === 0) return;
      const [west, south, east, north] = boundsOf(points);
      const padding = { top: 48, right: 48, bottom: 48, left: 48, ...options.padding };
      if (west === east && south === north) {
        m.flyTo({ center: [west, south], zoom: Math.max(m.getZoom(), options.singleZoom ?? 11), duration: 1200, padding, essential: true });
        return;
      }
      m.fitBounds([[west, south], [east, north]], { padding, maxZoom: options.maxZoom ?? 12, duration: 1200, essential: true });
    },
    [map],
  );

  return { flyTo, fitBounds, highlight, ready: !!map };
}

export interface FitOptions {
  /** Pixels kept clear on each side (an overlay panel covers the right). */
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

/** Pins keep their highlight across marker reloads. */
export const currentHighlight = () => highlighted;
