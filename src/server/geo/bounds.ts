import type { Bounds } from './geo-types';
import { latY, lngX, TILE_SIZE, yLat } from '../../shared/domain/mercator';

/**
 * A viewport reduced to plain ranges: latitudes south..north and one or two longitude ranges,
 * each west <= east inside -180..180 (two when the box crosses the antimeridian). Inclusive edges.
 */
export interface NormalizedBounds {
  south: number;
  north: number;
  /** [west, east] pairs; one or two of them. */
  lngRanges: Array<[west: number, east: number]>;
  /** True when every longitude is covered (lat may still be limited). */
  allLongitudes: boolean;
}

/** Wraps a longitude into (-180, 180]: 180 stays 180, -180 becomes 180 (the same meridian). */
export function wrapLng(lng: number): number {
  const w = ((((lng + 180) % 360) + 360) % 360) - 180; // [-180, 180)
  return w === -180 ? 180 : w;
}

function clampLat(lat: number, fallback: number): number {
  if (Number.isNaN(lat)) return fallback;
  return lat < -90 ? -90 : lat > 90 ? 90 : lat;
}

/**
 * Normalises a MapLibre-style box defensively.
 *
 * - Latitudes are clamped to -90..90 (NaN means unbounded on that side); south > north is swapped.
 * - Edges inside -180..180 are kept exactly; west > east means the box crosses the antimeridian
 *   (west=170, east=-170 is 20 degrees wide).
 * - Otherwise west <= east is read as a continuous span (MapLibre reports west=-200 when the world
 *   is wrapped): a span of 360 degrees or more, or a non-finite edge, is the whole world; a shorter
 *   one is moved into -180..180 and split at the antimeridian if needed.
 */
export function normalizeBounds(bounds: Bounds): NormalizedBounds {
  let south = clampLat(bounds.south, -90);
  let north = clampLat(bounds.north, 90);
  if (south > north) [south, north] = [north, south];

  const { west, east } = bounds;
  const world: NormalizedBounds = { south, north, lngRanges: [[-180, 180]], allLongitudes: true };
  if (!Number.isFinite(west) || !Number.isFinite(east)) return world;

  let lngRanges: Array<[number, number]>;
  if (west >= -180 && west <= 180 && east >= -180 && east <= 180) {
    // The usual case: keep the edges exactly as given (a course on the edge is inside).
    if (west === -180 && east === 180) return world;
    lngRanges = west <= east ? [[west, east]] : [[west, 180], [-180, east]];
  } else {
    const span = west <= east ? east - west : ((((east - west) % 360) + 360) % 360);
    if (span >= 360) return world;
    // Start in (-180, 180]; a start of exactly 180 with a positive span continues at -180.
    const start = wrapLng(west);
    const end = start + span;
    lngRanges = end <= 180 ? [[start, end]] : [[start, 180], [-180, end - 360]];
  }
  // Courses at -180 are stored at 180 (one meridian, one value): a range from -180 takes them too.
  if (lngRanges.length === 1 && lngRanges[0]![0] === -180) lngRanges.push([180, 180]);
  return { south, north, lngRanges, allLongitudes: false };
}

/**
 * The box MapLibre reports for a width x height px viewport centred on (lng, lat) at `zoom`
 * (512 px tiles). Like MapLibre's getBounds(), west/east are continuous and may pass +-180.
 */
export function viewportBounds(lng: number, lat: number, zoom: number, width: number, height: number): Bounds {
  const worldPx = TILE_SIZE * 2 ** zoom;
  const cx = lngX(lng);
  const cy = latY(lat);
  const dx = width / 2 / worldPx;
  const dy = height / 2 / worldPx;
  const clampY = (y: number) => (y < 0 ? 0 : y > 1 ? 1 : y);
  return {
    west: (cx - dx - 0.5) * 360,
    east: (cx + dx - 0.5) * 360,
    north: yLat(clampY(cy - dy)),
    south: yLat(clampY(cy + dy)),
  };
}
