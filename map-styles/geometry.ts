/**
 * Planar geometry helpers for the offline basemap: antimeridian splitting, winding, label points.
 *
 * world-atlas stores shapes the d3 way: spherical polygons whose rings may cross the 180th
 * meridian (Fiji, Russia) or wind around a pole (Antarctica). MapLibre draws GeoJSON on a
 * plane, so such a ring would be drawn as a streak across the whole map. Everything here turns
 * them into plain planar polygons whose longitudes all lie in [-180, 180].
 */
import type { Position } from 'geojson';

export type Ring = Position[];
/** Outer ring first, holes after it, each ring closed (first point repeated last). */
export type PolygonRings = Ring[];

const POLE_STEP_DEGREES = 10;

function x(p: Position): number {
  return p[0] as number;
}
function y(p: Position): number {
  return p[1] as number;
}

/** Signed planar area (shoelace), positive for counter-clockwise with y up. Works on open or closed rings. */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const a = ring[i] as Position;
    const b = ring[(i + 1) % n] as Position;
    sum += x(a) * y(b) - x(b) * y(a);
  }
  return sum / 2;
}

/** Even-odd point-in-ring test. */
export function pointInRing(px: number, py: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Position;
    const b = ring[j] as Position;
    if (y(a) > py !== y(b) > py && px < ((x(b) - x(a)) * (py - y(a))) / (y(b) - y(a)) + x(a)) {
      inside = !inside;
    }
  }
  return inside;
}

function openRing(ring: Ring): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && x(first) === x(last) && y(first) === y(last)) {
    return ring.slice(0, -1);
  }
  return ring.slice();
}

function closeRing(ring: Ring): Ring {
  const first = ring[0];
  if (!first) return ring;
  return [...ring, [x(first), y(first)]];
}

/** Largest absolute longitude step between consecutive vertices (the streak detector). */
export function maxLongitudeJump(line: Position[]): number {
  let max = 0;
  for (let i = 1; i < line.length; i++) {
    max = Math.max(max, Math.abs(x(line[i] as Position) - x(line[i - 1] as Position)));
  }
  return max;
}

/**
 * Makes longitudes continuous: each vertex is shifted by a multiple of 360 so that no step
 * between neighbours exceeds 180 degrees. The result may leave [-180, 180].
 */
export function unwrapLongitudes(line: Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  let prev: number | undefined;
  for (const p of line) {
    let lon = x(p) + offset;
    if (prev !== undefined) {
      while (lon - prev > 180) {
        lon -= 360;
        offset -= 360;
      }
      while (lon - prev < -180) {
        lon += 360;
        offset += 360;
      }
    }
    out.push([lon, y(p)]);
    prev = lon;
  }
  return out;
}

/** Sutherland-Hodgman clip of an open ring against one vertical half-plane. */
function clipHalfPlane(ring: Ring, bound: number, keepGreater: boolean): Ring {
  const inside = (p: Position) => (keepGreater ? x(p) >= bound : x(p) <= bound);
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const cur = ring[i] as Position;
    const prev = ring[(i + ring.length - 1) % ring.length] as Position;
    const curIn = inside(cur);
    const prevIn = inside(prev);
    if (curIn !== prevIn) {
      const t = (bound - x(prev)) / (x(cur) - x(prev));
      out.push([bound, y(prev) + t * (y(cur) - y(prev))]);
    }
    if (curIn) out.push(cur);
  }
  return out;
}

function dedupe(ring: Ring): Ring {
  const out: Ring = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || x(last) !== x(p) || y(last) !== y(p)) out.push(p);
  }
  while (out.length > 1) {
    const first = out[0] as Position;
    const last = out[out.length - 1] as Position;
    if (x(first) === x(last) && y(first) === y(last)) out.pop();
    else break;
  }
  return out;
}

/**
 * Cuts one unwrapped open ring into pieces that each fit in [-180, 180], shifting pieces
 * that lie in a neighbouring world copy back by a multiple of 360.
 */
function cutIntoWorld(ring: Ring): Ring[] {
  let minX = Infinity;
  let maxX = -Infinity;
  for (const p of ring) {
    minX = Math.min(minX, x(p));
    maxX = Math.max(maxX, x(p));
  }
  const pieces: Ring[] = [];
  const kMin = Math.floor((minX + 180) / 360);
  const kMax = Math.ceil((maxX - 180) / 360);
  for (let k = kMin; k <= kMax; k++) {
    const left = -180 + 360 * k;
    const right = 180 + 360 * k;
    if (maxX <= left || minX >= right) continue;
    let piece = clipHalfPlane(ring, left, true);
    piece = clipHalfPlane(piece, right, false);
    piece = dedupe(piece.map((p) => [x(p) - 360 * k, y(p)]));
    if (piece.length >= 3 && Math.abs(ringArea(piece)) > 1e-12) pieces.push(piece);
  }
  return pieces;
}

/**
 * A ring that winds once around a pole (its unwrapped longitudes end 360 degrees from where
 * they started) is closed on the plane by running along that pole's latitude.
 */
function closeAroundPole(unwrapped: Ring): Ring {
  const first = unwrapped[0] as Position;
  const last = unwrapped[unwrapped.length - 1] as Position;
  const meanLat = unwrapped.reduce((s, p) => s + y(p), 0) / unwrapped.length;
  const poleLat = meanLat < 0 ? -90 : 90;
  const out = unwrapped.slice();
  const from = x(last);
  const to = x(first);
  const steps = Math.max(1, Math.ceil(Math.abs(to - from) / POLE_STEP_DEGREES));
  for (let i = 0; i <= steps; i++) {
    out.push([from + ((to - from) * i) / steps, poleLat]);
  }
  return out;
}

/** True when every vertex is within a hair of a pole: a degenerate polar circle. */
function isPolarSliver(ring: Ring): boolean {
  return ring.every((p) => Math.abs(y(p)) >= 89.99);
}

function orient(ring: Ring, counterClockwise: boolean): Ring {
  const ccw = ringArea(ring) > 0;
  return ccw === counterClockwise ? ring : ring.slice().reverse();
}

/** A vertex of the piece that is not on a cut line, so containment tests are not ambiguous. */
function probePoint(ring: Ring): Position {
  const candidates = ring.filter((p) => Math.abs(x(p)) < 180 && Math.abs(y(p)) < 90);
  const p = candidates[Math.floor(candidates.length / 2)] ?? ring[0];
  return p as Position;
}

/**
 * Turns one GeoJSON/d3 polygon (outer ring then holes) into planar polygons that never cross
 * the antimeridian. Output rings are closed, outer rings counter-clockwise and holes clockwise
 * (RFC 7946), and each hole follows the outer ring it lies in.
 */
export function splitPolygonAtAntimeridian(rings: PolygonRings): PolygonRings[] {
  // A ring needs work if it leaves [-180, 180], jumps across the antimeridian, or winds around a
  // pole (its unwrapped longitudes end a full turn away from where they started).
  const needsWork = rings.some((ring) => {
    if (maxLongitudeJump(ring) > 180 || ring.some((p) => x(p) < -180 || x(p) > 180)) return true;
    const unwrapped = unwrapLongitudes(ring);
    return Math.abs(x(unwrapped[unwrapped.length - 1] ?? [0, 0]) - x(unwrapped[0] ?? [0, 0])) > 180;
  });
  if (!needsWork) {
    const cleaned = rings.map((ring, i) => closeRing(orient(dedupe(openRing(ring)), i === 0)));
    const [outer, ...holes] = cleaned;
    if (!outer || outer.length < 4) return [];
    return [[outer, ...holes.filter((ring) => ring.length >= 4)]];
  }

  const pieces: Ring[] = [];
  for (const ring of rings) {
    if (ring.length < 3 || isPolarSliver(ring)) continue;
    const unwrapped = unwrapLongitudes(ring);
    const start = unwrapped[0] as Position;
    const end = unwrapped[unwrapped.length - 1] as Position;
    const net = x(end) - x(start);
    const open = Math.abs(net) > 180 ? closeAroundPole(unwrapped) : openRing(unwrapped);
    pieces.push(...cutIntoWorld(dedupe(open)));
  }

  // Nesting depth decides outer (even) or hole (odd); the planar picture is the truth now.
  const info = pieces.map((ring) => ({ ring, area: Math.abs(ringArea(ring)), probe: probePoint(ring) }));
  const depth = info.map((a, i) =>
    info.reduce(
      (d, b, j) => (i !== j && b.area > a.area && pointInRing(x(a.probe), y(a.probe), b.ring) ? d + 1 : d),
      0,
    ),
  );
  const polygons: { outer: (typeof info)[number]; holes: Ring[] }[] = [];
  info.forEach((piece, i) => {
    if ((depth[i] as number) % 2 === 0) polygons.push({ outer: piece, holes: [] });
  });
  info.forEach((piece, i) => {
    if ((depth[i] as number) % 2 === 0) return;
    let best: (typeof polygons)[number] | undefined;
    for (const polygon of polygons) {
      if (
        pointInRing(x(piece.probe), y(piece.probe), polygon.outer.ring) &&
        (!best || polygon.outer.area < best.outer.area)
      ) {
        best = polygon;
      }
    }
    best?.holes.push(piece.ring);
  });
  return polygons.map((p) => [
    closeRing(orient(p.outer.ring, true)),
    ...p.holes.map((h) => closeRing(orient(h, false))),
  ]);
}

/**
 * Splits a line wherever it crosses the antimeridian, ending one part at +/-180 and starting
 * the next on the other side at the interpolated latitude.
 */
export function splitLineAtAntimeridian(line: Position[]): Position[][] {
  const parts: Position[][] = [];
  let current: Position[] = [];
  for (let i = 0; i < line.length; i++) {
    const p = line[i] as Position;
    const prev = line[i - 1];
    if (prev && Math.abs(x(p) - x(prev)) > 180) {
      // Crossing: shift p next to prev, find where the edge meets the meridian.
      const shifted = x(p) + (x(p) < x(prev) ? 360 : -360);
      const meridian = x(prev) > 0 ? 180 : -180;
      const t = (meridian - x(prev)) / (shifted - x(prev));
      const lat = y(prev) + t * (y(p) - y(prev));
      current.push([meridian, lat]);
      if (current.length >= 2) parts.push(current);
      current = [[-meridian, lat]];
    }
    current.push([x(p), y(p)]);
  }
  if (current.length >= 2) parts.push(current);
  return parts.map(dedupe).filter((part) => part.length >= 2);
}

/** Rounds coordinates to a fixed number of decimals and drops repeated vertices. */
export function quantize(line: Position[], decimals: number): Position[] {
  const f = 10 ** decimals;
  const out: Position[] = [];
  for (const p of line) {
    const q: Position = [Math.round(x(p) * f) / f, Math.round(y(p) * f) / f];
    const last = out[out.length - 1];
    if (!last || x(last) !== x(q) || y(last) !== y(q)) out.push(q);
  }
  return out;
}

function segmentDistanceSq(px: number, py: number, a: Position, b: Position): number {
  let ax = x(a);
  let ay = y(a);
  let dx = x(b) - ax;
  let dy = y(b) - ay;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      ax = x(b);
      ay = y(b);
    } else if (t > 0) {
      ax += dx * t;
      ay += dy * t;
    }
  }
  dx = px - ax;
  dy = py - ay;
  return dx * dx + dy * dy;
}

/** Signed distance from a point to the polygon outline (positive inside). */
function pointToPolygonDistance(px: number, py: number, polygon: PolygonRings): number {
  let inside = false;
  let minSq = Infinity;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] as Position;
      const b = ring[j] as Position;
      if (y(a) > py !== y(b) > py && px < ((x(b) - x(a)) * (py - y(a))) / (y(b) - y(a)) + x(a)) {
        inside = !inside;
      }
      minSq = Math.min(minSq, segmentDistanceSq(px, py, a, b));
    }
  }
  return (inside ? 1 : -1) * Math.sqrt(minSq);
}

/**
 * Pole of inaccessibility (the "polylabel" idea): the point inside the polygon farthest from
 * its outline, found by quadtree search to `precision` degrees. A better label anchor than a
 * centroid, which can fall outside concave shapes.
 */
export function labelPoint(polygon: PolygonRings, precision = 0.05): Position {
  const outer = polygon[0] ?? [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of outer) {
    minX = Math.min(minX, x(p));
    minY = Math.min(minY, y(p));
    maxX = Math.max(maxX, x(p));
    maxY = Math.max(maxY, y(p));
  }
  const size = Math.min(maxX - minX, maxY - minY);
  if (!(size > 0)) return [minX, minY];

  type Cell = { cx: number; cy: number; h: number; d: number; max: number };
  const cell = (cx: number, cy: number, h: number): Cell => {
    const d = pointToPolygonDistance(cx, cy, polygon);
    return { cx, cy, h, d, max: d + h * Math.SQRT2 };
  };

  // Start from the area centroid, which is often already good.
  let best = cell((minX + maxX) / 2, (minY + maxY) / 2, 0);
  {
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0, j = outer.length - 1; i < outer.length; j = i++) {
      const a = outer[i] as Position;
      const b = outer[j] as Position;
      const f = x(a) * y(b) - x(b) * y(a);
      cx += (x(a) + x(b)) * f;
      cy += (y(a) + y(b)) * f;
      area += f * 3;
    }
    if (area !== 0) {
      const c = cell(cx / area, cy / area, 0);
      if (c.d > best.d) best = c;
    }
  }

  const queue: Cell[] = [];
  const h0 = size / 2;
  for (let cx = minX; cx < maxX; cx += size) {
    for (let cy = minY; cy < maxY; cy += size) queue.push(cell(cx + h0, cy + h0, h0));
  }
  let iterations = 0;
  while (queue.length > 0 && iterations++ < 20000) {
    // Pop the cell with the largest potential (small queues: a linear scan is fine).
    let bi = 0;
    for (let i = 1; i < queue.length; i++) if ((queue[i] as Cell).max > (queue[bi] as Cell).max) bi = i;
    const c = queue.splice(bi, 1)[0] as Cell;
    if (c.d > best.d) best = c;
    if (c.max - best.d <= precision) continue;
    const h = c.h / 2;
    queue.push(cell(c.cx - h, c.cy - h, h), cell(c.cx + h, c.cy - h, h));
    queue.push(cell(c.cx - h, c.cy + h, h), cell(c.cx + h, c.cy + h, h));
  }
  return [best.cx, best.cy];
}
