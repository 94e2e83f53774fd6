/**
 * Spherical (Web) Mercator in the unit square, exactly as supercluster computes it, so the
 * server's clusters match supercluster's bit for bit (the client's world view and the basemap
 * build use it too): x = 0 at lng -180, 1 at lng 180; y = 0 at the top (lat ~85.05), 1 at the
 * bottom (lat ~-85.05), clamped beyond.
 */

export function lngX(lng: number): number {
  return lng / 360 + 0.5;
}

export function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

export function xLng(x: number): number {
  return (x - 0.5) * 360;
}

export function yLat(y: number): number {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}

/** MapLibre's tile size: zoom z shows the world 512 * 2^z px wide. */
export const TILE_SIZE = 512;
