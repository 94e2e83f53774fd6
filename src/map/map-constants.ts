import { worldView } from './world-view';

export const MAP_ID = 'courses-map';
export const BOUNDED_COURSES_DEBOUNCE_MS = 200;
/**
 * The world view on a 1280 × 800 screen (the map 1232 × 752 beside the rail and under the top
 * bar). The map itself opens on `worldView()` of its real size (world-view.ts); this is for tools
 * that need one fixed view (the first-draw benchmark's bare MapLibre page).
 */
export const INITIAL_VIEW = worldView(1232, 752);
