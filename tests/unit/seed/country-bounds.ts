/**
 * Rough bounds of each country, from Natural Earth shapes (world-atlas, 1:50m), for checking that a
 * seed course sits in the country its row names. Countries whose shapes straddle the antimeridian
 * get a box per side; golf's home nations get hand-drawn boxes inside the United Kingdom.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, Geometry, Position } from 'geojson';

export type Box = [west: number, south: number, east: number, north: number];

/** Our country names where Natural Earth spells them differently. */
const ALIASES: Record<string, string> = {
  'United States': 'United States of America',
  Scotland: 'United Kingdom',
  England: 'United Kingdom',
  Wales: 'United Kingdom',
  'Northern Ireland': 'United Kingdom',
  'Dominican Republic': 'Dominican Rep.',
  'Bosnia and Herzegovina': 'Bosnia and Herz.',
  'Czech Republic': 'Czechia',
  'Antigua and Barbuda': 'Antigua and Barb.',
  'Turks and Caicos Islands': 'Turks and Caicos Is.',
  'Cayman Islands': 'Cayman Is.',
  'US Virgin Islands': 'U.S. Virgin Is.',
  'North Macedonia': 'Macedonia',
  'Saint Kitts and Nevis': 'St. Kitts and Nevis',
  'Ivory Coast': "Côte d'Ivoire",
  Türkiye: 'Turkey',
};

const HOME_NATIONS: Record<string, Box> = {
  Scotland: [-7.7, 54.6, -0.7, 60.9],
  England: [-6.5, 49.8, 1.9, 55.85],
  Wales: [-5.4, 51.3, -2.6, 53.5],
  'Northern Ireland': [-8.3, 53.9, -5.3, 55.4],
};

function ringsOf(g: Geometry): Position[][] {
  if (g.type === 'Polygon') return g.coordinates;
  if (g.type === 'MultiPolygon') return g.coordinates.flat();
  return [];
}

function boxesOf(f: Feature): Box[] {
  // One box per polygon, so a far-flung island does not swallow the mainland's box.
  const boxes: Box[] = [];
  for (const ring of ringsOf(f.geometry)) {
    let w = 180, s = 90, e = -180, n = -90;
    for (const [x, y] of ring as [number, number][]) {
      w = Math.min(w, x); e = Math.max(e, x); s = Math.min(s, y); n = Math.max(n, y);
    }
    boxes.push([w, s, e, n]);
  }
  return boxes;
}

let cache: Map<string, Box[]> | null = null;

export function countryBoxes(): Map<string, Box[]> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const fc = feature(topo, topo.objects.countries);
  cache = new Map();
  for (const f of fc.features) cache.set(f.properties!.name, boxesOf(f as Feature));
  return cache;
}

/** Is the point within `marginDeg` of one of the country's polygons' boxes? Unknown country: null. */
export function insideCountry(country: string, lat: number, lng: number, marginDeg = 0.25): boolean | null {
  const nation = HOME_NATIONS[country];
  const boxes = nation ? [nation] : countryBoxes().get(ALIASES[country] ?? country);
  if (!boxes) return null;
  return boxes.some(([w, s, e, n]) => lng >= w - marginDeg && lng <= e + marginDeg && lat >= s - marginDeg && lat <= n + marginDeg);
}
