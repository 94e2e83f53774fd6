/**
 * Builds the generated part of the offline basemap into map-styles/generated/:
 *
 *   land.geojson            land polygons (union of the country shapes), split at the antimeridian
 *   boundaries.geojson      land borders between countries (no coastlines)
 *   country-labels.geojson  one label point per country, with a zoom tier and a priority
 *   glyphs/{stack}/{a}-{b}.pbf  SDF glyph ranges for "Roboto Regular" and "Roboto Bold"
 *
 * Run: npx tsx map-styles/build.ts [--force] [--strict]
 * Idempotent and fast: each part carries a hash of its inputs and is skipped when unchanged.
 * Without fontnik/roboto-fontface the glyphs are skipped with a warning (MapLibre then draws
 * text with the browser's own fonts); --strict turns that into an error.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TopojsonClient from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { labelPoint, quantize, ringArea, splitLineAtAntimeridian, splitPolygonAtAntimeridian } from './geometry.ts';
import type { PolygonRings } from './geometry.ts';
import { loadGlyphTooling, renderGlyphStack } from './glyphs.ts';

const require = createRequire(import.meta.url);

export const MAP_STYLES_DIR = dirname(fileURLToPath(import.meta.url));
export const GENERATED_DIR = join(MAP_STYLES_DIR, 'generated');
/** Hand-written style files served next to generated/. */
export const STYLE_FILES = ['light.json', 'dark.json'] as const;
/** Decimal places kept in generated coordinates (world-atlas 50m is quantised to ~0.0036 degrees). */
export const COORDINATE_DECIMALS = 4;

const STAMP_FILE = '.build-stamp.json';
const GEO_FILES = ['land.geojson', 'boundaries.geojson', 'country-labels.geojson'] as const;

export interface BuildOptions {
  /** Where to write; defaults to map-styles/generated. */
  outDir?: string;
  /** Rebuild even when the inputs are unchanged. */
  force?: boolean;
  /** Fail instead of warning when the glyph tooling is missing. */
  strict?: boolean;
  log?: (message: string) => void;
}

export interface BuildResult {
  outDir: string;
  geo: 'built' | 'fresh';
  glyphs: 'built' | 'fresh' | 'missing';
  /** Glyph stack name -> range file names. */
  glyphStacks: Record<string, string[]>;
}

interface Stamp {
  geo?: string;
  glyphs?: string;
  glyphStacks?: Record<string, string[]>;
}

type CountryProperties = { name: string };

function sha(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

function ownSource(file: string): string {
  try {
    return readFileSync(join(MAP_STYLES_DIR, file), 'utf8');
  } catch {
    return file;
  }
}

function writeAtomic(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

function readStamp(outDir: string): Stamp {
  try {
    return JSON.parse(readFileSync(join(outDir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return {};
  }
}

function featureCollection<G extends Polygon | MultiPolygon | MultiLineString | Point, P>(
  features: Feature<G, P>[],
): FeatureCollection<G, P> {
  return { type: 'FeatureCollection', features };
}

/** Zoom at which a country's label may appear, by planar area in square degrees. */
function labelMinZoom(area: number): number {
  if (area >= 250) return 0;
  if (area >= 60) return 2;
  if (area >= 12) return 3;
  if (area >= 1.5) return 4;
  return 5;
}

/** Splits (Multi)Polygon geometry at the antimeridian and quantises it; drops collapsed specks. */
function planarPolygons(geometry: Polygon | MultiPolygon): { exact: PolygonRings[]; quantised: PolygonRings[] } {
  const source: PolygonRings[] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const exact = source.flatMap(splitPolygonAtAntimeridian);
  const quantised: PolygonRings[] = [];
  for (const polygon of exact) {
    const [outer, ...holes] = polygon.map((ring) => quantize(ring, COORDINATE_DECIMALS));
    // Quantisation may collapse specks of islands: drop them rather than emit broken rings.
    if (!outer || outer.length < 4 || ringArea(outer) <= 0) continue;
    quantised.push([outer, ...holes.filter((ring) => ring.length >= 4 && ringArea(ring) < 0)]);
  }
  return { exact, quantised };
}

/**
 * Converts world-atlas TopoJSON into the generated GeoJSON files (as JSON strings). Land is the
 * topology's `land` object, the union of the country shapes, so coasts carry no internal seams.
 */
export function buildGeoJson(
  topology: Topology,
  { feature, mesh }: Pick<typeof TopojsonClient, 'feature' | 'mesh'>,
): Record<(typeof GEO_FILES)[number], string> {
  const countriesObject = topology.objects.countries as GeometryCollection<CountryProperties>;
  const landObject = topology.objects.land as GeometryCollection;
  const countries = feature(topology, countriesObject) as FeatureCollection<Polygon | MultiPolygon | null, CountryProperties>;
  const landCollection = feature(topology, landObject) as FeatureCollection<Polygon | MultiPolygon | null>;

  const landPolygons = landCollection.features.flatMap((f) => (f.geometry ? planarPolygons(f.geometry).quantised : []));

  const labels: { name: string; coordinates: Position; area: number }[] = [];
  for (const f of countries.features) {
    const name = f.properties?.name;
    if (!f.geometry || !name) continue;
    const { exact } = planarPolygons(f.geometry);
    // Label the largest planar part, at its pole of inaccessibility.
    let largest: PolygonRings | undefined;
    let largestArea = 0;
    let totalArea = 0;
    for (const polygon of exact) {
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
  const labelFeatures: Feature<Point, { name: string; labelrank: number; minzoom: number; area: number }>[] =
    labels.map((label, i) => ({
      type: 'Feature',
      properties: {
        name: label.name,
        labelrank: i + 1,
        minzoom: labelMinZoom(label.area),
        area: Math.round(label.area * 10) / 10,
      },
      geometry: { type: 'Point', coordinates: quantize([label.coordinates], 3)[0] as Position },
    }));

  // Borders: arcs shared by two different countries (coastlines are the land fill's edge).
  const borders = mesh(topology, countriesObject, (a, b) => a !== b);
  const borderLines = borders.coordinates
    .flatMap(splitLineAtAntimeridian)
    .map((line) => quantize(line, COORDINATE_DECIMALS))
    .filter((line) => line.length >= 2);

  return {
    'land.geojson': JSON.stringify(
      featureCollection([
        { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: landPolygons } },
      ]),
    ),
    'boundaries.geojson': JSON.stringify(
      featureCollection([
        { type: 'Feature', properties: { kind: 'country' }, geometry: { type: 'MultiLineString', coordinates: borderLines } },
      ]),
    ),
    'country-labels.geojson': JSON.stringify(featureCollection(labelFeatures)),
  };
}

let pending: Promise<BuildResult> | undefined;

/** Builds what is missing or stale. Concurrent calls in one process share one run. */
export function buildMapStyles(options: BuildOptions = {}): Promise<BuildResult> {
  if (options.outDir || options.force || options.strict) return runBuild(options);
  pending ??= runBuild(options).finally(() => {
    pending = undefined;
  });
  return pending;
}

async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const outDir = resolve(options.outDir ?? GENERATED_DIR);
  const log = options.log ?? ((message: string) => console.log(`[map-styles] ${message}`));
  const started = Date.now();
  mkdirSync(outDir, { recursive: true });
  const stamp = readStamp(outDir);

  // --- land, borders, labels
  const geoFilesPresent = GEO_FILES.every((file) => existsSync(join(outDir, file)));
  let topoText: Buffer | undefined;
  let topojsonVersion = '';
  try {
    topoText = readFileSync(require.resolve('world-atlas/countries-50m.json'));
    topojsonVersion = (require('topojson-client/package.json') as { version: string }).version;
  } catch (err) {
    // A production install without dev dependencies can still start from a finished build.
    if (!(stamp.geo && geoFilesPresent && !options.force)) {
      throw new Error(`world-atlas and topojson-client are needed to build the map data: ${(err as Error).message}`);
    }
  }
  let geo: BuildResult['geo'] = 'fresh';
  if (topoText) {
    const geoHash = sha(topoText, String(COORDINATE_DECIMALS), ownSource('build.ts'), ownSource('geometry.ts'), topojsonVersion);
    if (options.force || stamp.geo !== geoHash || !geoFilesPresent) {
      const topojson = await import('topojson-client');
      const files = buildGeoJson(JSON.parse(topoText.toString('utf8')) as Topology, topojson);
      for (const [file, text] of Object.entries(files)) writeAtomic(join(outDir, file), text);
      stamp.geo = geoHash;
      geo = 'built';
    }
  }

  // --- glyphs
  let glyphs: BuildResult['glyphs'] = 'fresh';
  const glyphDir = join(outDir, 'glyphs');
  const glyphFilesPresent = (stacks: Record<string, string[]> | undefined) =>
    !!stacks &&
    Object.keys(stacks).length > 0 &&
    Object.entries(stacks).every(([name, files]) => files.every((file) => existsSync(join(glyphDir, name, file))));
  const tooling = loadGlyphTooling();
  if ('error' in tooling) {
    if (!options.force && stamp.glyphs && glyphFilesPresent(stamp.glyphStacks)) {
      glyphs = 'fresh';
    } else {
      const message = `glyphs not built: ${tooling.error}. Install the dev dependencies fontnik and roboto-fontface; until then MapLibre draws labels with the browser's fonts.`;
      if (options.strict) throw new Error(message);
      log(`WARNING ${message}`);
      glyphs = 'missing';
    }
  } else {
    const glyphHash = sha(tooling.fontnikVersion, ownSource('glyphs.ts'), ...tooling.fonts.map((f) => f.data));
    if (options.force || stamp.glyphs !== glyphHash || !glyphFilesPresent(stamp.glyphStacks)) {
      const tmpDir = `${glyphDir}.${process.pid}.tmp`;
      rmSync(tmpDir, { recursive: true, force: true });
      const stacks: Record<string, string[]> = {};
      for (const font of tooling.fonts) {
        const stack = await renderGlyphStack(tooling.fontnik, font.data);
        mkdirSync(join(tmpDir, stack.name), { recursive: true });
        for (const [file, data] of stack.files) writeFileSync(join(tmpDir, stack.name, file), data);
        stacks[stack.name] = [...stack.files.keys()];
      }
      rmSync(glyphDir, { recursive: true, force: true });
      try {
        renameSync(tmpDir, glyphDir);
      } catch (err) {
        // Another process (dev server, npm script) finished the same build first: keep its copy.
        rmSync(tmpDir, { recursive: true, force: true });
        if (!existsSync(glyphDir)) throw err;
      }
      stamp.glyphs = glyphHash;
      stamp.glyphStacks = stacks;
      glyphs = 'built';
    }
  }

  writeAtomic(join(outDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  log(`geojson ${geo}, glyphs ${glyphs} in ${Date.now() - started} ms -> ${outDir}`);
  return { outDir, geo, glyphs, glyphStacks: stamp.glyphStacks ?? {} };
}

/** Every file the app needs under /map-styles/, relative to map-styles/ (for serving and copying). */
export function listServedFiles(): string[] {
  const files: string[] = [...STYLE_FILES];
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.endsWith('.tmp')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files.push(`${prefix}${entry.name}`);
    }
  };
  walk(GENERATED_DIR, 'generated/');
  return files;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(resolve(invokedPath)).href) {
  const args = new Set(process.argv.slice(2));
  buildMapStyles({ force: args.has('--force'), strict: args.has('--strict') }).catch((err: unknown) => {
    console.error(`[map-styles] build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
