/**
 * A GeoJSON geometry's representative point as [lng, lat]: a Point itself; a polygon's (or a
 * multipolygon's largest-area-weighted) centroid of its outer rings, in plain degrees (a course is
 * small enough for that); a line's or a collection's mean of its first parts. Null when none.
 */

type Position = number[];
interface Geometry {
  type?: unknown;
  coordinates?: unknown;
  geometries?: unknown;
}

const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number';

/** Area-weighted centroid of a ring (shoelace); its mean when the area is 0. Returns [lng, lat, area]. */
function ringCentroid(ring: Position[]): [number, number, number] | null {
  if (ring.length === 0) return null;
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const cross = x0! * y1! - x1! * y0!;
    area += cross;
    cx += (x0! + x1!) * cross;
    cy += (y0! + y1!) * cross;
  }
  if (area === 0) {
    const n = ring.length;
    return [ring.reduce((s, p) => s + p[0]!, 0) / n, ring.reduce((s, p) => s + p[1]!, 0) / n, 0];
  }
  return [cx / (3 * area), cy / (3 * area), Math.abs(area / 2)];
}

function polygonsCentroid(polygons: Position[][][]): [number, number] | null {
  let total = 0;
  let x = 0;
  let y = 0;
  let fallback: [number, number] | null = null;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer || !outer.every(isPosition)) continue;
    const c = ringCentroid(outer);
    if (!c) continue;
    fallback ??= [c[0], c[1]];
    total += c[2];
    x += c[0] * c[2];
    y += c[1] * c[2];
  }
  return total > 0 ? [x / total, y / total] : fallback;
}

export function representativePoint(geometry: unknown): [number, number] | null {
  if (!geometry || typeof geometry !== 'object') return null;
  const g = geometry as Geometry;
  const c = g.coordinates;
  switch (g.type) {
    case 'Point':
      return isPosition(c) ? [c[0]!, c[1]!] : null;
    case 'MultiPoint':
    case 'LineString': {
      if (!Array.isArray(c) || !c.every(isPosition) || c.length === 0) return null;
      const pts = c as Position[];
      return [pts.reduce((s, p) => s + p[0]!, 0) / pts.length, pts.reduce((s, p) => s + p[1]!, 0) / pts.length];
    }
    case 'Polygon':
      return Array.isArray(c) ? polygonsCentroid([c as Position[][]]) : null;
    case 'MultiPolygon':
      return Array.isArray(c) ? polygonsCentroid(c as Position[][][]) : null;
    case 'MultiLineString':
      return Array.isArray(c) && c.length ? representativePoint({ type: 'LineString', coordinates: c[0] }) : null;
    case 'GeometryCollection':
      return Array.isArray(g.geometries) && g.geometries.length ? representativePoint(g.geometries[0]) : null;
    default:
      return null;
  }
}
