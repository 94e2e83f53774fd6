/**
 * Great-circle distance helpers for nearest-neighbour search. Distances are compared as the
 * haversine value h = sin^2(d / 2R), which grows with distance, so the search never takes a root.
 * The box bound follows the approach of geokdbush (ISC, Vladimir Agafonkin): the closest point of a
 * lng/lat box lies on its nearer meridian, at the latitude where that meridian comes closest.
 */

const RAD = Math.PI / 180;

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

export function haverSin(theta: number): number {
  const s = Math.sin(theta / 2);
  return s * s;
}

/** Haversine value between (lng, lat) with precomputed cos(lat) and (lng2, lat2). */
export function haverSinDist(lng: number, lat: number, cosLat: number, lng2: number, lat2: number): number {
  return haverSin((lat2 - lat) * RAD) + cosLat * Math.cos(lat2 * RAD) * haverSin((lng2 - lng) * RAD);
}

/** Converts a haversine value to kilometres. */
export function haverSinToKm(h: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h < 0 ? 0 : h > 1 ? 1 : h));
}

/** Great-circle distance in km. */
export function greatCircleKm(lng: number, lat: number, lng2: number, lat2: number): number {
  return haverSinToKm(haverSinDist(lng, lat, Math.cos(lat * RAD), lng2, lat2));
}

function haverSinDistPartial(haverSinDLng: number, cosLat: number, lat: number, lat2: number): number {
  return cosLat * Math.cos(lat2 * RAD) * haverSinDLng + haverSin((lat - lat2) * RAD);
}

/** Latitude on a meridian Δλ away where the great-circle distance from (., lat) is smallest. */
function vertexLat(lat: number, haverSinDLng: number): number {
  const cosDLng = 1 - 2 * haverSinDLng;
  if (cosDLng <= 0) return lat > 0 ? 90 : -90;
  return Math.atan(Math.tan(lat * RAD) / cosDLng) / RAD;
}

/**
 * Smallest haversine value from (lng, lat) to any point of the box west..east, south..north
 * (west <= east, no wrap inside the box; the longitude difference itself wraps, so a box just
 * across the antimeridian is near).
 */
export function haverSinDistToBox(
  lng: number, lat: number, cosLat: number,
  west: number, south: number, east: number, north: number,
): number {
  if (lng >= west && lng <= east) {
    if (lat < south) return haverSin((lat - south) * RAD);
    if (lat > north) return haverSin((lat - north) * RAD);
    return 0;
  }
  const haverSinDLng = Math.min(haverSin((lng - west) * RAD), haverSin((lng - east) * RAD));
  const extremumLat = vertexLat(lat, haverSinDLng);
  if (extremumLat > south && extremumLat < north) {
    return haverSinDistPartial(haverSinDLng, cosLat, lat, extremumLat);
  }
  return Math.min(
    haverSinDistPartial(haverSinDLng, cosLat, lat, south),
    haverSinDistPartial(haverSinDLng, cosLat, lat, north),
  );
}
