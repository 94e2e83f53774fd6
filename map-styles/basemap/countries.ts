/**
 * Country borders and country labels, from Natural Earth's 1:10 million countries (public
 * domain) as packaged by `world-atlas` (TopoJSON).
 *
 * Borders are the arcs two countries share (`mesh(a !== b)`: coastlines are the land's edge, not
 * lines). Each country label sits at the pole of inaccessibility of the country's largest part,
 * with the zoom it appears from by the country's size.
 */
import { createRequire } from 'node:module';
import type * as TopojsonClient from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, LineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { labelPoint, quantize, ringArea, splitLineAtAntimeridian, splitPolygonAtAntimeridian, type PolygonRings } from '../geometry.ts';

const require = createRequire(import.meta.url);

export const COUNTRIES_FILE = 'world-atlas/countries-10m.json';
/** world-atlas 10m is quantised to about 0.0004 degrees. */
const DECIMALS = 5;

export interface CountryLabelProperties {
  name: string;
  labelrank: number;
  minzoom: number;
}

/** Zoom at which a country's label may appear, by planar area in square degrees. */
export function labelMinZoom(area: number): number {
  if (area >= 250) return 0;
  if (area >= 60) return 2;
  if (area >= 12) return 3;
  if (area >= 1.5) return 4;
  return 5;
}

export function countriesSourcePath(): string {
  return require.resolve(COUNTRIES_FILE);
}

/** Borders and labels of the countries in a world-atlas topology. */
export function countryFeatures(
  topology: Topology,
  { feature, mesh }: Pick<typeof TopojsonClient, 'feature' | 'mesh'>,
): { boundaries: Feature<LineString>[]; labels: Feature<Point, CountryLabelProperties>[] } {
  const countriesObject = topology.objects.countries as GeometryCollection<{ name: string }>;
  const countries = feature(topology, countriesObject) as FeatureCollection<Polygon | MultiPolygon | null, { name: string }>;

  const labels: { name: string; coordinates: Position; area: number }[] = [];
  for (const f of countries.features) {
    const name = f.properties?.name;
    if (!f.geometry || !name) continue;
    const source: PolygonRings[] = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const parts = source.flatMap(splitPolygonAtAntimeridian);
    let largest: PolygonRings | undefined;
    let largestArea = 0;
    let totalArea = 0;
    for (const polygon of parts) {
      const area = Math.abs(ringArea(polygon[0] ?? []));
      totalArea += area;
      if (area > largestArea) {
        largest = polygon;
        largestArea = area;
      }
    }
    if (largest) labels.push({ name, coordinates: labelPoint(largest, 0.02), area: totalArea });
  }
  labels.sort((a, b) => b.area - a.area);

  const borders = mesh(topology, countriesObject, (a, b) => a !== b);
  const boundaries = borders.coordinates
    .flatMap(splitLineAtAntimeridian)
    .map((line) => quantize(line, DECIMALS))
    .filter((line) => line.length >= 2)
    .map((coordinates): Feature<LineString> => ({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }));

  return {
    boundaries,
    labels: labels.map((label, i) => ({
      type: 'Feature',
      properties: { name: label.name, labelrank: i + 1, minzoom: labelMinZoom(label.area) },
      geometry: { type: 'Point', coordinates: quantize([label.coordinates], 3)[0] as Position },
    })),
  };
}
