/**
 * Where a course is: the point's range, swapped coordinates, and its country, province and
 * continent, from the source when it has them and the point agrees, from the nearest town
 * otherwise. The towns come through a `Locator` (read/nearest-town.ts loads GeoNames' towns),
 * so these rules stay pure and testable with a handful of made-up towns.
 */
import type { ImportedCourse } from '../import-record';
import { continentOf } from './continents';
import { countryCodeOf, countryName, provinceCodeOf, provinceName, ukNationOf } from './countries';
import { CA_GEONAMES_ADMIN1, CA_PROVINCES, GB_NATIONS, US_STATES } from './regions';

export interface Town {
  countryCode: string;
  /** GeoNames' admin1 code ("IL" in the US, "08" in Canada, "SCT" in the UK). */
  admin1: string;
  name: string;
  km: number;
}

export interface Locator {
  /** The nearest town within a sensible distance (about 100 km), or null. */
  nearest(lat: number, lng: number): Town | null;
  /** Whether a town of that country (and admin1, when given) lies within `km`. */
  hasTownWithin(lat: number, lng: number, km: number, countryCode: string, admin1?: string): boolean;
  /** The closest town within `km` whose name is `name` (compared normalised: case, accents, "St."), or null. */
  townNamed(lat: number, lng: number, km: number, name: string): Town | null;
  /** GeoNames' name of an admin1 division, or null. */
  admin1Name(countryCode: string, admin1: string): string | null;
}

/**
 * A source's country or province is believed while a town of it lies within AGREE_FACTOR times the
 * nearest town's distance (at least MIN_AGREE_KM, at most MAX_AGREE_KM): Drummond Island, Michigan,
 * is 30 km from a Canadian town and 66 km from an American one, and stays in Michigan.
 */
export const AGREE_FACTOR = 2.5;
export const MIN_AGREE_KM = 15;
export const MAX_AGREE_KM = 100;
/** The source's city is looked for among the towns this close to the point. */
export const CITY_KM = 50;

export type PositionCheck = { ok: true; lat: number; lng: number; swapped: boolean } | { ok: false; message: string };

const valid = (lat: number, lng: number) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** In range; or swapped for certain (a latitude past 90 whose longitude would be a latitude); else outside the world. */
export function checkPosition(lat: number, lng: number): PositionCheck {
  if (lat === 0 && lng === 0) return { ok: false, message: 'the position is 0,0' };
  if (valid(lat, lng)) return { ok: true, lat, lng, swapped: false };
  if (Math.abs(lat) > 90 && Math.abs(lat) <= 180 && Math.abs(lng) <= 90) return { ok: true, lat: lng, lng: lat, swapped: true };
  return { ok: false, message: `the position ${lat},${lng} is outside the world` };
}

export interface SourcePlace {
  country: string | null;
  province: string | null;
  city: string | null;
}

/** Where a record is, as the imported course carries it, with what was changed on the way. */
export type ResolvedPlace = Pick<ImportedCourse, 'lat' | 'lng' | 'country' | 'province' | 'city' | 'continent'> & { warnings: string[] };

/** GeoNames' admin1 code of a source's province, where we know how to match one (US, Canada, UK nations). */
function admin1Of(countryCode: string, province: string | null, ukNation: string | null): string | undefined {
  if (countryCode === 'GB') return ukNation ? Object.entries(GB_NATIONS).find(([, n]) => n === ukNation)?.[0] : undefined;
  const code = provinceCodeOf(countryCode, province);
  if (!code) return undefined;
  if (countryCode === 'CA') return Object.entries(CA_GEONAMES_ADMIN1).find(([, postal]) => postal === code)?.[0];
  return code;
}

/** The province name of a town's admin1 division as the catalogue writes it. */
function provinceOfTown(town: Town, locator: Locator): string | null {
  if (town.countryCode === 'US') return US_STATES[town.admin1] ?? null;
  if (town.countryCode === 'CA') return CA_PROVINCES[CA_GEONAMES_ADMIN1[town.admin1] ?? ''] ?? null;
  if (town.countryCode === 'GB') return null;
  return locator.admin1Name(town.countryCode, town.admin1);
}

function fromTown(town: Town, locator: Locator, city: string | null, lat: number, lng: number, warnings: string[]): ResolvedPlace {
  const nation = town.countryCode === 'GB' ? (GB_NATIONS[town.admin1] ?? null) : null;
  return {
    lat, lng, city, warnings,
    country: countryName(town.countryCode, nation),
    province: provinceOfTown(town, locator),
    continent: continentOf(town.countryCode),
  };
}

/** The place of the swapped point, with the warnings so far first. */
function swappedBack(lat: number, lng: number, source: SourcePlace, locator: Locator, warnings: string[]): ResolvedPlace {
  const place = resolvePlace(lat, lng, source, locator);
  return { ...place, warnings: [...warnings, ...place.warnings] };
}

/**
 * The place of a course. The source's country and province are kept when the nearest town agrees.
 * When it does not (a border, a wrong record), the source's city, found among the towns within
 * CITY_KM, settles it (Windsor, Ontario, under "Ohio": Canada); else the source is believed while a
 * town of its country (province) lies near enough (AGREE_FACTOR). When none does: the right
 * country with the wrong province takes the nearest town's province; the coordinates were swapped
 * if the swapped point agrees with the source (swap them back); else the record's place is wrong
 * (one Canadian course 39 times under random US states; eleven Ontario courses under "Ohio") and
 * the point's country and province win. The source's city is kept either way; without a country,
 * country and province come from the point.
 */
export function resolvePlace(lat: number, lng: number, source: SourcePlace, locator: Locator): ResolvedPlace {
  const warnings: string[] = [];
  const code = countryCodeOf(source.country);
  const nation = ukNationOf(source.country, source.province);
  const admin1 = code ? admin1Of(code, source.province, nation) : undefined;
  const here = locator.nearest(lat, lng);
  const agrees = (town: Town | null) => !!town && town.countryCode === code && (admin1 === undefined || town.admin1 === admin1);
  const sourcePlace = (): ResolvedPlace => {
    const ukNation = code === 'GB' ? (nation ?? (here?.countryCode === 'GB' ? (GB_NATIONS[here.admin1] ?? null) : null)) : null;
    return { lat, lng, country: countryName(code!, ukNation), province: provinceName(code, source.province), city: source.city, continent: continentOf(code), warnings };
  };
  if (code && here && agrees(here)) return sourcePlace();
  if (code && !here) {
    // Nowhere near a town (open sea, Antarctica): swapped, when the swapped point is in the source's country.
    if (valid(lng, lat) && locator.hasTownWithin(lng, lat, MIN_AGREE_KM, code, admin1)) {
      warnings.push(`coordinates swapped: ${lat},${lng} is far from any town, ${lng},${lat} in ${countryName(code, nation)} as the record says`);
      return swappedBack(lng, lat, source, locator, warnings);
    }
    return sourcePlace();
  }

  const cityTown = source.city ? locator.townNamed(lat, lng, CITY_KM, source.city) : null;
  const said = code ? [provinceName(code, source.province), countryName(code, nation)].filter(Boolean).join(', ') : '';
  if (cityTown) {
    if (!code || agrees(cityTown)) return code ? sourcePlace() : fromTown(cityTown, locator, source.city, lat, lng, warnings);
    const place = fromTown(cityTown, locator, source.city, lat, lng, warnings);
    warnings.push(`the record says ${said}, but ${source.city} near ${lat},${lng} is in ${[place.province, place.country].filter(Boolean).join(', ')}: the town wins`);
    return place;
  }
  if (!code) return here ? fromTown(here, locator, source.city, lat, lng, warnings) : { lat, lng, country: null, province: null, city: source.city, continent: null, warnings };
  const agreeKm = Math.min(MAX_AGREE_KM, Math.max(MIN_AGREE_KM, AGREE_FACTOR * here!.km));
  if (locator.hasTownWithin(lat, lng, agreeKm, code, code === 'GB' ? undefined : admin1)) return sourcePlace();
  if (here!.countryCode === code) {
    // The right country, another province: the nearest town's (unknown when GeoNames has no name for it).
    const province = provinceOfTown(here!, locator);
    warnings.push(`the record says ${said}, but ${lat},${lng} is ${province ? `in ${province}` : 'far from it'}: ${province ? 'the position wins' : 'province left empty'}`);
    return { ...sourcePlace(), province };
  }
  // The record's province is nowhere near and the nearest town is in another country: the record's
  // place is wrong, and its country with it, even when a town of that country lies across the
  // border river (Kingsville, Ontario, under "Ohio": Detroit is 33 km away, Leamington 14).
  // Only a province the point does not contradict (above) or no province at all keeps the country.
  if (valid(lng, lat) && locator.hasTownWithin(lng, lat, MIN_AGREE_KM, code, admin1)) {
    warnings.push(`coordinates swapped: ${lat},${lng} is in ${countryName(here!.countryCode)}, ${lng},${lat} in ${said} as the record says`);
    return swappedBack(lng, lat, source, locator, warnings);
  }
  const place = fromTown(here!, locator, source.city, lat, lng, warnings);
  warnings.push(`the record says ${said}, but ${lat},${lng} is in ${[place.province, place.country].filter(Boolean).join(', ')}: the position wins`);
  return place;
}
