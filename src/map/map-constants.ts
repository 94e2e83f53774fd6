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
 * (town, coast, the courses beside it), never deeper than the drawn basemap has detail. A hosted
 * style (vector tiles to zoom 14 and more, roads and buildings) is drawn at 13: about 4 km across
 * the visible part at 56°N on a desktop. The offline basemap is cut to zoom 8 from 100 m land
 * polygons, which hold their shape to about zoom 11 (some 15 km across) and show straight-edged
 * coasts beyond (src/map/README.md, "Map styles").
 */
export const COURSE_PAGE_ZOOM = { hosted: 13, offline: 11 } as const;
export type DrawnStyle = keyof typeof COURSE_PAGE_ZOOM;

let drawn: DrawnStyle = 'offline';
/** Which kind of style the map draws (use-map-style.ts says so when it picks one). */
export const setDrawnStyle = (kind: DrawnStyle) => { drawn = kind; };
/** The course page's zoom for the style the map draws now. */
export const coursePageZoom = () => COURSE_PAGE_ZOOM[drawn];
