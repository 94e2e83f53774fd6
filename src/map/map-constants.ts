export const MAP_ID = 'courses-map';
export const BOUNDED_COURSES_DEBOUNCE_MS = 200;
export const INITIAL_VIEW = { longitude: 0, latitude: 30, zoom: 1.3 };
/** A zoom at which clusters have split into single pins, so a highlighted course is visible. */
export const COURSE_ZOOM = 15;
