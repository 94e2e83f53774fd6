// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Color, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { GENERATED_DIR, MAP_STYLES_DIR, STYLE_FILES, buildMapStyles } from '../../../map-styles/build';
import { ARCHIVE_FILE, ATTRIBUTION } from '../../../map-styles/basemap/archive';
import { openArchive, readTile } from '../../../map-styles/basemap/pmtiles-check';
import type { BuildResult } from '../../../map-styles/build';
import {
  maxLongitudeJump,
  ringArea,
  splitLineAtAntimeridian,
  splitPolygonAtAntimeridian,
} from '../../../map-styles/geometry';
import { readGlyphPbf } from '../../../map-styles/glyphs';
import { parseRange, resolveServedFile } from '../../../map-styles/vite-plugin';
import { mapStyleFor } from '../../../src/map/map-style-url';

const require = createRequire(import.meta.url);
const URL_PREFIX = '/map-styles/';

function loadStyle(file: string): StyleSpecification {
  return JSON.parse(readFileSync(join(MAP_STYLES_DIR, file), 'utf8')) as StyleSpecification;
}

/** Every ring or line of a geometry, as vertex lists. */
function lines(geometry: Geometry): Position[][] {
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates;
    case 'MultiPolygon':
      return geometry.coordinates.flat();
    case 'LineString':
      return [geometry.coordinates];
    case 'Point':
      return [[geometry.coordinates]];
    case 'MultiPoint':
      return [geometry.coordinates];
    case 'GeometryCollection':
      return geometry.geometries.flatMap(lines);
  }
}

function layer<T extends LayerSpecification['type']>(style: StyleSpecification, type: T, id: string) {
  const found = style.layers.find((l) => l.id === id && l.type === type);
  expect(found, `${type} layer ${id}`).toBeDefined();
  return found as Extract<LayerSpecification, { type: T }>;
}

function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const color = Color.parse(css);
    if (!color) throw new Error(`not a colour: ${css}`);
    const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('style files', () => {
  it.each(STYLE_FILES)('%s passes the MapLibre style-spec validator', (file) => {
    expect(validateStyleMin(loadStyle(file))).toEqual([]);
  });

  it('the validator rejects a broken style (control)', () => {
    const broken = loadStyle('light.json');
    (broken.layers[0] as { type: string }).type = 'no-such-layer-type';
    expect(validateStyleMin(broken).length).toBeGreaterThan(0);
  });

  it('light and dark have the same layers and sources, only colours differ', () => {
    const light = loadStyle('light.json');
    const dark = loadStyle('dark.json');
    expect(dark.layers.map((l) => l.id)).toEqual(light.layers.map((l) => l.id));
    expect(dark.sources).toEqual(light.sources);
    expect(dark.glyphs).toEqual(light.glyphs);
  });

  it('uses only local URLs: one vector source, the tile archive, crediting every data source', () => {
    for (const file of STYLE_FILES) {
      const style = loadStyle(file);
      expect(style.glyphs).toMatch(/^\/map-styles\/.*\{fontstack\}.*\{range\}/);
      expect(style.sprite).toBeUndefined();
      expect(Object.keys(style.sources)).toEqual(['basemap']);
      const source = style.sources.basemap as { type: string; url: string; attribution: string };
      expect(source.type).toBe('vector');
      expect(source.url).toBe(`pmtiles://${URL_PREFIX}generated/${ARCHIVE_FILE}`);
      expect(resolveServedFile(`generated/${ARCHIVE_FILE}`)).not.toBeNull();
      expect(source.attribution).toBe(ATTRIBUTION);
    }
  });

  it('every layer reads a layer the archive has', () => {
    const archiveLayers = new Set(['land', 'lake', 'boundary', 'country_label', 'place']);
    for (const file of STYLE_FILES) {
      for (const l of loadStyle(file).layers) {
        if (l.type === 'background') continue;
        expect(archiveLayers.has((l as { 'source-layer': string })['source-layer']), `${file} ${l.id}`).toBe(true);
      }
    }
  });

  it.each(STYLE_FILES)('%s: town and city labels are legible on land (4.5:1)', (file) => {
    const style = loadStyle(file);
    const land = layer(style, 'fill', 'land').paint?.['fill-color'] as string;
    for (const id of ['place-town', 'place-city', 'country-label']) {
      const paint = layer(style, 'symbol', id).paint;
      expect(contrastRatio(paint?.['text-color'] as string, land), `${file} ${id}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(paint?.['text-color'] as string, paint?.['text-halo-color'] as string), `${file} ${id} halo`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dark labels stand out from dark land and water', () => {
    const dark = loadStyle('dark.json');
    const land = layer(dark, 'fill', 'land').paint?.['fill-color'] as string;
    const water = layer(dark, 'background', 'water').paint?.['background-color'] as string;
    const label = layer(dark, 'symbol', 'country-label').paint;
    const text = label?.['text-color'] as string;
    const halo = label?.['text-halo-color'] as string;
    expect(contrastRatio(text, land)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, water)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, halo)).toBeGreaterThanOrEqual(4.5);
    // Dark mode means dark land and darker water.
    expect(contrastRatio(land, '#000000')).toBeLessThan(3);
    expect(contrastRatio(water, '#000000')).toBeLessThan(contrastRatio(land, '#000000'));
  });

  it('light labels are legible on pale land', () => {
    const light = loadStyle('light.json');
    const land = layer(light, 'fill', 'land').paint?.['fill-color'] as string;
    const text = layer(light, 'symbol', 'country-label').paint?.['text-color'] as string;
    expect(contrastRatio(text, land)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(land, '#ffffff')).toBeLessThan(1.2);
  });

  it('the contrast check can fail (control)', () => {
    expect(contrastRatio('#2a323c', '#333b45')).toBeLessThan(4.5);
  });
});

describe('antimeridian splitting', () => {
  const square = (west: number, east: number): Position[] => [
    [west, -10],
    [east, -10],
    [east, 10],
    [west, 10],
    [west, -10],
  ];

  it('cuts a polygon crossing 180 into two pieces that keep the area', () => {
    const crossing = square(170, -170); // 170E .. 170W, 20 degrees wide
    expect(maxLongitudeJump(crossing)).toBeGreaterThan(180);
    const pieces = splitPolygonAtAntimeridian([crossing]);
    expect(pieces).toHaveLength(2);
    for (const [outer] of pieces) {
      expect(maxLongitudeJump(outer as Position[])).toBeLessThanOrEqual(180);
      expect(ringArea(outer as Position[])).toBeGreaterThan(0);
    }
    const total = pieces.reduce((sum, [outer]) => sum + ringArea(outer as Position[]), 0);
    expect(total).toBeCloseTo(20 * 20, 6);
    const lons = pieces.flatMap(([outer]) => (outer as Position[]).map((p) => p[0] as number));
    expect(Math.max(...lons)).toBe(180);
    expect(Math.min(...lons)).toBe(-180);
  });

  it('closes a ring that winds around the pole by running along the pole', () => {
    // Spherical data (as in world-atlas) ends such a ring on the same meridian: 180 == -180.
    const polar: Position[] = [];
    for (let lon = 180; lon >= -180; lon -= 30) polar.push([lon, -70]);
    expect(maxLongitudeJump(polar)).toBeLessThanOrEqual(180);
    const pieces = splitPolygonAtAntimeridian([polar]);
    expect(pieces.length).toBeGreaterThan(0);
    const vertices = pieces.flatMap(([outer]) => outer as Position[]);
    expect(Math.min(...vertices.map((p) => p[1] as number))).toBe(-90);
    for (const [outer] of pieces) expect(maxLongitudeJump(outer as Position[])).toBeLessThanOrEqual(180);
    const total = pieces.reduce((sum, [outer]) => sum + ringArea(outer as Position[]), 0);
    expect(total).toBeCloseTo(360 * 20, 6);
  });

  it('splits a line at 180 with the crossing latitude interpolated', () => {
    const parts = splitLineAtAntimeridian([
      [178, 0],
      [-178, 4],
    ]);
    expect(parts).toEqual([
      [
        [178, 0],
        [180, 2],
      ],
      [
        [-180, 2],
        [-178, 4],
      ],
    ]);
  });

  it('the raw world-atlas shapes do cross the antimeridian (control for the check below)', () => {
    const topology = require('world-atlas/countries-50m.json') as Topology;
    const fc = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>);
    const crossing = fc.features
      .filter((f) => f.geometry && lines(f.geometry).some((ring) => maxLongitudeJump(ring) > 180))
      .map((f) => f.properties?.name);
    expect(crossing).toEqual(expect.arrayContaining(['Fiji', 'Russia', 'Antarctica']));
  });
});

describe('glyphs (after the build script)', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildMapStyles({ strict: true, log: () => {} });
  }, 600_000);

  it('has glyphs for both font stacks, ranges 0-255 and 256-511, and every label character', async () => {
    const archive = openArchive(readFileSync(join(GENERATED_DIR, ARCHIVE_FILE)));
    const labelChars = new Set<number>();
    const stacks = new Set<string>();
    for (const file of STYLE_FILES) {
      for (const l of loadStyle(file).layers) {
        if (l.type !== 'symbol') continue;
        const font = l.layout?.['text-font'];
        expect(Array.isArray(font) && font.every((f) => typeof f === 'string'), `${l.id} uses a literal font stack`).toBe(true);
        stacks.add((font as string[]).join(','));
      }
    }
    // Every label of the zoom 0-2 tiles (countries, capitals), and towns at zoom 8 in England,
    // southern Poland, France, Iceland and around Hanoi (diacritics of many kinds).
    for (const [z, x, y] of [[0, 0, 0], [2, 2, 1], [8, 127, 84], [8, 142, 86], [8, 129, 88], [8, 112, 71], [8, 204, 114]] as const) {
      const tile = await readTile(archive, z, x, y);
      for (const name of ['country_label', 'place']) {
        const layer = tile?.layers[name];
        for (let i = 0; i < (layer?.length ?? 0); i++) {
          const label = layer!.feature(i).properties.name;
          if (typeof label === 'string') for (const ch of label) labelChars.add(ch.codePointAt(0) as number);
        }
      }
    }
    expect(labelChars.size).toBeGreaterThan(60);
    // Cluster counts and course labels in the app may use the bold stack.
    stacks.add('Roboto Bold');
    const template = loadStyle('light.json').glyphs as string;
    for (const stack of stacks) {
      const needed = new Set([0, 256, ...[...labelChars].map((cp) => Math.floor(cp / 256) * 256)]);
      for (const start of needed) {
        const url = template.replace('{fontstack}', stack).replace('{range}', `${start}-${start + 255}`);
        const file = resolveServedFile(url.slice(URL_PREFIX.length));
        // Ranges Roboto lacks (CJK, Arabic) are drawn by the browser's fonts: no file, by design.
        if (!file || !existsSync(file)) continue;
        const pbf = readGlyphPbf(readFileSync(file));
        expect(pbf[0]?.name).toBe(stack);
        const ids = new Set(pbf.flatMap((s) => s.ids));
        expect(ids.size).toBeGreaterThan(start === 0 ? 90 : start === 256 ? 50 : 0);
        for (const cp of labelChars) {
          if (cp >= start && cp < start + 256) expect(ids.has(cp), `${stack} has U+${cp.toString(16)}`).toBe(true);
        }
      }
      expect(existsSync(resolveServedFile(template.replace('{fontstack}', stack).replace('{range}', '0-255').slice(URL_PREFIX.length))!)).toBe(true);
    }
    expect(Object.keys(result.glyphStacks)).toEqual(expect.arrayContaining(['Roboto Regular', 'Roboto Bold']));
  }, 60_000);

  it('a second build is a no-op', async () => {
    const again = await buildMapStyles({ log: () => {} });
    expect(again.tiles).toBe('fresh');
    expect(again.glyphs).toBe('fresh');
  });
});

describe('vite plugin file mapping', () => {
  it('serves the styles and generated files only', () => {
    expect(resolveServedFile('light.json')).toBe(join(MAP_STYLES_DIR, 'light.json'));
    expect(resolveServedFile(`generated/${ARCHIVE_FILE}`)).toBe(join(MAP_STYLES_DIR, 'generated', ARCHIVE_FILE));
    for (const bad of ['build.ts', 'README.md', '../package.json', 'generated/../build.ts', 'generated/.build-stamp.json', '']) {
      expect(resolveServedFile(bad), bad).toBeNull();
    }
  });
});

describe('range requests in the dev server (the tile archive is read in ranges)', () => {
  it('answers bytes=a-b, bytes=a- and bytes=-n, and refuses what lies outside the file', () => {
    expect(parseRange('bytes=0-126', 1000)).toEqual({ start: 0, end: 126 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=1000-1010', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 1000)).toBe('unsatisfiable');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
  });
});

describe('mapStyleFor', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('returns the local style for each theme by default', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', '');
    vi.stubEnv('VITE_MAP_STYLE_URL_DARK', '');
    expect(mapStyleFor('light')).toBe('/map-styles/light.json');
    expect(mapStyleFor('dark')).toBe('/map-styles/dark.json');
  });

  it('prefers VITE_MAP_STYLE_URL, and VITE_MAP_STYLE_URL_DARK in dark mode', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', 'https://tiles.example/light.json');
    vi.stubEnv('VITE_MAP_STYLE_URL_DARK', '');
    expect(mapStyleFor('light')).toBe('https://tiles.example/light.json');
    expect(mapStyleFor('dark')).toBe('https://tiles.example/light.json');
    vi.stubEnv('VITE_MAP_STYLE_URL_DARK', 'https://tiles.example/dark.json');
    expect(mapStyleFor('dark')).toBe('https://tiles.example/dark.json');
    expect(mapStyleFor('light')).toBe('https://tiles.example/light.json');
  });
});
