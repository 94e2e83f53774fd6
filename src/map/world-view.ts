/**
 * The view the map opens on: every part of the world with golf courses, fitted to the map's size.
 * The courses span from Hawaii (159°W) east across the Americas, Europe and Asia to New Zealand
 * (177°E), and from Queenstown (45°S) to Iceland and Alaska (64°N): one strip of 338°, cut in the
 * Pacific between New Zealand and Hawaii, where there are no courses.
 *
 * A phone cannot show that strip: MapLibre never draws the world shorter than the map is high
 * (the world of a 796 px high map is at least 796 px wide, zoom 0.64), so a 390 px wide map shows
 * about 176° of it. There the map opens on where most golf is, North America and Europe (about
 * two thirds of the world's courses, R&A 2019), instead of the strip's middle (Africa).
 */
import { latY, lngX, TILE_SIZE, yLat } from '../shared/domain/mercator';

/** Where the world's courses are; east beyond 180 would cross the antimeridian. */
export const COURSE_WORLD = { west: -161, east: 179, south: -47, north: 65 } as const;

/** Where most of them are: North America and Europe, from California to Finland. */
export const GOLF_HEARTLAND = { west: -125, east: 30, south: 25, north: 62 } as const;

/** A cluster bubble's radius (29 px at most) and its stroke: kept whole inside the map. */
const MARGIN = 32;
/** The bottom-right controls (zoom, locate-me: 29 px buttons in 10 px margins) with some air. */
const CONTROLS_WIDTH = 48;
const CONTROLS_HEIGHT = 150;
/** MapLibre zooms out to -2 (a world 128 px wide), enough for any phone. */
const MIN_ZOOM = -2;

export interface View {
  longitude: number;
  latitude: number;
  zoom: number;
}

/**
 * The centre and zoom that show all of COURSE_WORLD in a map of `width` × `height` px, clear of
 * the edges by a cluster's radius and, when the courses reach down to them, of the controls in the
 * bottom-right corner. Zoom is rounded down to a hundredth, so the fit never comes out a pixel
 * short.
 */
export function worldView(width: number, height: number, world = COURSE_WORLD): View {
  const spanX = lngX(world.east) - lngX(world.west);
  const top = latY(world.north);
  const bottom = latY(world.south);
  const fit = (left: number, right: number) => {
    const scale = Math.min((width - left - right) / spanX, (height - 2 * MARGIN) / (bottom - top)) / TILE_SIZE;
    const zoom = Math.max(MIN_ZOOM, Math.floor(Math.log2(Math.max(scale, 1e-6)) * 100) / 100);
    return { zoom, worldPx: TILE_SIZE * 2 ** zoom };
  };
  const left = MARGIN;
  let right = MARGIN;
  let { zoom, worldPx } = fit(left, right);
  // The courses come within the controls' height of the bottom: keep them left of the controls.
  if ((height - (bottom - top) * worldPx) / 2 < CONTROLS_HEIGHT) {
    right = MARGIN + CONTROLS_WIDTH;
    ({ zoom, worldPx } = fit(left, right));
  }
  // MapLibre keeps the world at least as high as the map: below that zoom the strip cannot show.
  const lowest = Math.ceil(Math.log2(height / TILE_SIZE) * 100) / 100;
  if (zoom < lowest) return heartlandView(height, lowest);
  // Centred between the margins: a wider right margin moves the centre east of the middle.
  const centreX = (lngX(world.west) + lngX(world.east)) / 2 + (right - left) / 2 / worldPx;
  const longitude = ((((centreX * 360 - 180) + 180) % 360) + 360) % 360 - 180;
  return { longitude: Math.round(longitude * 100) / 100, latitude: Math.round(yLat((top + bottom) / 2) * 100) / 100, zoom };
}

/**
 * A map too narrow for the whole strip at the lowest zoom MapLibre allows: that zoom, centred on
 * GOLF_HEARTLAND (and, as far as the world's height lets it, on its latitudes).
 */
function heartlandView(height: number, zoom: number): View {
  const worldPx = TILE_SIZE * 2 ** zoom;
  const h = GOLF_HEARTLAND;
  const longitude = (h.west + h.east) / 2;
  const half = height / 2 / worldPx;
  const y = Math.min(Math.max((latY(h.north) + latY(h.south)) / 2, half), 1 - half);
  return { longitude: Math.round(longitude * 100) / 100, latitude: Math.round(yLat(y) * 100) / 100, zoom };
}
