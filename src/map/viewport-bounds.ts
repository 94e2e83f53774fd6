/** Turns what MapLibre reports into the bounds the API takes. */
export interface ApiBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * MapLibre reports longitudes past ±180 when the world is wrapped (west -200 means 160°E on the
 * copy to the left). A span of 360° or more is the whole world; otherwise both edges are wrapped
 * into -180..180, and west > east then means the box crosses the antimeridian, as the API expects.
 * Values are rounded so that tiny pans share a cache entry.
 */
export function toApiBounds(b: { west: number; south: number; east: number; north: number }, zoom: number): ApiBounds {
  const digits = Math.max(2, Math.min(6, Math.ceil(zoom / 3) + 1));
  const south = round(Math.max(-90, Math.min(90, b.south)), digits);
  const north = round(Math.max(-90, Math.min(90, b.north)), digits);
  if (b.east - b.west >= 360) return { south, west: -180, north, east: 180 };
  const west = wrapLng(b.west);
  let east = wrapLng(b.east);
  // wrapLng maps 180° (and 540°) to -180; a box that ends exactly at the antimeridian keeps it as its east edge.
  if (east === -180 && b.east > b.west) east = 180;
  return { south, west: round(west, digits), north, east: round(east, digits) };
}
