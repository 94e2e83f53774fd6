/**
 * What overlays may do to the persistent map: fly to a place, highlight one course pin.
 * Used by course pages (nearby courses) and by search-target mode ("show in map").
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

  return { flyTo, highlight, ready: !!map };
}

/** Pins keep their highlight across marker reloads. */
export const currentHighlight = () => highlighted;
