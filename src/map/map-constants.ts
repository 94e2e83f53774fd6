import { worldView } from './world-view';

export const MAP_ID = 'courses-map';
export const BOUNDED_COURSES_DEBOUNCE_MS = 200;
/**
 * The world view on a 1280 × 800 screen (the map 1232 × 752 beside the rail and under the top
 * bar). The map itself opens on `worldView()` of its real size (world-view.ts); this is for tools
 * that need one fixed view (the first-draw benchmark's bare MapLibre page).
 */
export const INITIAL_VIEW = worldView(1232, 752);
/** A zoom at which clusters have split into single pins, so a highlighted course is visible. */
export const COURSE_ZOOM = 15;
/**
 * Where a course page and a shared card link take the map: the course with its neighbourhood
 * (town, coast, the courses beside it), about 4 km across the visible part at 56°N and 6 km at
 * the equator on a desktop; closer, a golfer sees one fairway and cannot tell where it is.
 */
export const COURSE_PAGE_ZOOM = 13;
