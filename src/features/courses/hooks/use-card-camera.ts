/**
 * What the map does when a course card opens (src/map/card-camera.ts decides): a shared link flies
 * to the course, a pin click leaves the map where it is, anything else flies only when the course
 * is out of sight. Its pin is highlighted either way; closing the card gives the highlight back
 * to whatever had it (the course page's course).
 */
import { useEffect, useRef } from 'react';
import { cardCameraMove } from '../../../map/card-camera';
import { cardClosed, cardOrigin } from '../../../map/course-clicks';
import { coursePageZoom, whenStyleDetail } from '../../../map/style-detail';
import { currentHighlight, useMapController } from '../../../map/use-map-controller';
import type { Course } from '../../../shared/contracts/courses.contract';

export function useCardCamera(courseId: string, course: Course | undefined) {
  const { flyTo, highlight, isInView, getZoom, ready } = useMapController();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !course || course._id !== courseId || shown.current === courseId) return;
    shown.current = courseId;
    const { lng, lat } = course.location;
    const origin = cardOrigin(courseId);
    // The course page's zoom is as deep as the drawn basemap has detail: known once its sources
    // have loaded (style-detail.ts; at once, but for a shared link opened on a fresh page).
    whenStyleDetail((detail) => {
      if (shown.current !== courseId) return; // closed meanwhile
      const move = cardCameraMove(origin, { inView: isInView(lng, lat), zoom: getZoom() }, coursePageZoom(detail));
      if (move.fly) flyTo({ lng, lat, zoom: move.zoom, courseId });
      else highlight(courseId);
    });
  }, [ready, course, courseId, flyTo, highlight, isInView, getZoom]);

  const highlightBefore = useRef<string | null>(null);
  useEffect(() => {
    highlightBefore.current = currentHighlight();
    return () => {
      cardClosed(courseId);
      shown.current = null;
      if (currentHighlight() === courseId) highlight(highlightBefore.current === courseId ? null : highlightBefore.current);
    };
  }, [courseId, highlight]);
}
