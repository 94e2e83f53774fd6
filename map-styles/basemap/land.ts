/**
 * Land and lakes for the offline basemap, from OpenStreetMap's coastline as generalised to 100 m
 * by the `@geo-maps/earth-lands-100m` package (ODbL).
 *
 * That package's land polygons already have inland water cut out as holes: lakes, reservoirs,
 * wide rivers, and down to golf-course ponds. Holes under MIN_LAKE_KM2 are filled back in (a
 * 1 km² pond is noise on a world map and doubles the archive); the rest are the map's lakes. They
 * are drawn as holes, so the background (water) shows through them, and are also emitted as
 * their own `lake` features so the style can outline them.
 *
 * The data is already planar (OSM land polygons are cut at the antimeridian), so no splitting is
 * needed; the unit test checks that no ring jumps across the map.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { quantize, ringArea, type PolygonRings } from '../geometry.ts';

const require = createRequire(import.meta.url);

export const LAND_PACKAGE = '@geo-maps/earth-lands-100m';
/** Lakes smaller than this are filled in as land. */
export const MIN_LAKE_KM2 = 2;
/** 5 decimals is 1.1 m at the equator: far below the data's 100 m and the tiles' grid at zoom 9. */
const DECIMALS = 5;
const KM_PER_DEGREE = 111.32;

export interface LandFeatures {
  land: Feature<Polygon>[];
  lakes: Feature<Polygon, { area_km2: number }>[];
}

export function landSourcePath(): string {
  return require.resolve(`${LAND_PACKAGE}/map.geo.json`);
}

/** Area of a ring in square kilometres (planar, scaled by the cosine of its mean latitude). */
export function ringAreaKm2(ring: Position[]): number {
  let lat = 0;
  for (const p of ring) lat += p[1] as number;
  lat /= Math.max(ring.length, 1);
  return Math.abs(ringArea(ring)) * KM_PER_DEGREE * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
}

type LandGeometry = Polygon | MultiPolygon | { type: 'GeometryCollection'; geometries: LandGeometry[] };

function polygonsOf(geometry: LandGeometry): PolygonRings[] {
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygonsOf);
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** Land polygons (holes only for lakes of at least MIN_LAKE_KM2) and those lakes. */
export function landFeatures(source: LandGeometry): LandFeatures {
  const land: LandFeatures['land'] = [];
  const lakes: LandFeatures['lakes'] = [];
  for (const [outer, ...holes] of polygonsOf(source)) {
    if (!outer) continue;
    const ring = quantize(outer, DECIMALS);
    if (ring.length < 4) continue;
    const kept: Position[][] = [];
    for (const hole of holes) {
      const area = ringAreaKm2(hole);
      if (area < MIN_LAKE_KM2) continue;
      const lake = quantize(hole, DECIMALS);
      if (lake.length < 4) continue;
      kept.push(lake);
      lakes.push({ type: 'Feature', properties: { area_km2: Math.round(area) }, geometry: { type: 'Polygon', coordinates: [lake] } });
    }
    land.push({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring, ...kept] } });
  }
  return { land, lakes };
}

/** Reads the package's GeoJSON (117 MB) and returns the basemap's land and lakes. */
export function loadLand(): LandFeatures {
  return landFeatures(JSON.parse(readFileSync(landSourcePath(), 'utf8')) as LandGeometry);
}
