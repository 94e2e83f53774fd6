// @vitest-environment node
/**
 * The built offline basemap (map-styles/generated/basemap.pmtiles), read back the way MapLibre
 * reads it: tiles from the archive, decoded as vector tiles. The build takes one to two minutes
 * the first time (then it is cached by its inputs' hash).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VectorTile } from '@mapbox/vector-tile';
import type { PMTiles } from 'pmtiles';
import { GENERATED_DIR, buildMapStyles } from '../../../map-styles/build';
import { ARCHIVE_FILE, ATTRIBUTION } from '../../../map-styles/basemap/archive';
import { checkArchive, openArchive, readTile } from '../../../map-styles/basemap/pmtiles-check';
import { MAX_ZOOM } from '../../../map-styles/basemap/tile-pyramid';
import { pointInRing } from '../../../map-styles/geometry';
import { latY, lngX } from '../../../src/shared/domain/mercator';
import { loadSeedCourses } from '../../../src/server/db/seed/load-seed-courses';

let buffer: Buffer;
let archive: PMTiles;

beforeAll(async () => {
  await buildMapStyles({ strict: true, log: () => {} });
  buffer = readFileSync(join(GENERATED_DIR, ARCHIVE_FILE));
  archive = openArchive(buffer);
}, 600_000);

/** The tile and the position within it (as a fraction of the tile) of a point at a zoom. */
function tileOf(lng: number, lat: number, z: number): { x: number; y: number; px: number; py: number } {
  const n = 2 ** z;
  const fx = lngX(lng) * n;
  const fy = latY(lat) * n;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { x, y, px: fx - x, py: fy - y };
}

/** Even-odd test of a point against every ring of a polygon layer (holes and all). */
function insideLayer(tile: VectorTile | null, layerName: string, px: number, py: number): boolean {
  const layer = tile?.layers[layerName];
  if (!layer) return false;
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i);
    const scale = feature.extent;
    let inside = false;
    for (const ring of feature.loadGeometry()) {
      if (pointInRing(px * scale, py * scale, ring.map((p) => [p.x, p.y]))) inside = !inside;
    }
    if (inside) return true;
  }
  return false;
}

const tiles = new Map<string, Promise<VectorTile | null>>();
function tileAt(z: number, x: number, y: number) {
  const key = `${z}/${x}/${y}`;
  if (!tiles.has(key)) tiles.set(key, readTile(archive, z, x, y));
  return tiles.get(key)!;
}

/** Whether the map draws land (and no lake) at a point with the tiles of zoom `z`. */
async function drawnOnLandAt(z: number, lng: number, lat: number): Promise<boolean> {
  const { x, y, px, py } = tileOf(lng, lat, z);
  const tile = await tileAt(z, x, y);
  return insideLayer(tile, 'land', px, py) && !insideLayer(tile, 'lake', px, py);
}

/** Whether the map draws land at a point from zoom MAX_ZOOM on (the tiles it overzooms). */
const drawnOnLand = (lng: number, lat: number) => drawnOnLandAt(MAX_ZOOM, lng, lat);

describe('the basemap archive', () => {
  it('decodes every tile and holds each layer', async () => {
    const summary = await checkArchive(buffer);
    expect(summary.minZoom).toBe(0);
    expect(summary.maxZoom).toBe(MAX_ZOOM);
    expect(summary.tiles).toBeGreaterThan(10_000);
    for (const layer of ['land', 'lake', 'boundary', 'country_label', 'place']) expect(summary.layers[layer], layer).toBeGreaterThan(0);
  }, 120_000);

  it('a truncated or bit-flipped archive is refused (the build would fail, not the page)', async () => {
    await expect(checkArchive(buffer.subarray(0, buffer.length - 5000))).rejects.toThrow();
    const flipped = Buffer.from(buffer.subarray(0, 200_000));
    flipped.write('XMTiles', 0, 'ascii');
    await expect(checkArchive(flipped)).rejects.toThrow(/PMTiles/);
    const header = Buffer.from(buffer);
    // Garble the root directory (just after the 127-byte header).
    header.fill(0x55, 130, 160);
    await expect(checkArchive(header)).rejects.toThrow();
  }, 120_000);

  it('credits every source in its metadata, as the styles do', async () => {
    const metadata = (await archive.getMetadata()) as { attribution: string };
    expect(metadata.attribution).toBe(ATTRIBUTION);
    for (const source of ['OpenStreetMap', 'GeoNames', 'Natural Earth']) expect(ATTRIBUTION).toContain(source);
  });

  it('puts at least 99% of the seed courses on land (not in the sea or a lake)', async () => {
    const courses = loadSeedCourses().flatMap((f) => f.rows);
    const offshore: string[] = [];
    for (const c of courses) if (!(await drawnOnLand(c.lng, c.lat))) offshore.push(`${c.club_name} (${c.lat}, ${c.lng})`);
    expect(courses.length).toBeGreaterThan(500);
    expect(offshore.length / courses.length, offshore.join('\n')).toBeLessThanOrEqual(0.01);
  }, 120_000);

  it('the land check can fail: open sea, a lake and a desert are told apart (control)', async () => {
    expect(await drawnOnLand(-30, 40)).toBe(false); // mid-Atlantic
    expect(await drawnOnLand(6.55, 46.42)).toBe(false); // Lake Geneva
    expect(await drawnOnLand(-87.0, 44.0)).toBe(false); // Lake Michigan
    expect(await drawnOnLand(25, 23)).toBe(true); // the Sahara
    expect(await drawnOnLand(-121.949, 36.568)).toBe(true); // Pebble Beach
  });

  it('labels North Berwick and Monterey by zoom 10, and keeps a zoom-3 view readable', async () => {
    const placesIn = async (z: number, lng: number, lat: number) => {
      const { x, y } = tileOf(lng, lat, Math.min(z, MAX_ZOOM));
      const layer = (await tileAt(Math.min(z, MAX_ZOOM), x, y))?.layers.place;
      const out: { name: string; minzoom: number }[] = [];
      for (let i = 0; i < (layer?.length ?? 0); i++) out.push(layer!.feature(i).properties as { name: string; minzoom: number });
      return out.filter((p) => p.minzoom <= z);
    };
    expect((await placesIn(10, -2.72, 56.058)).map((p) => p.name)).toContain('North Berwick');
    expect((await placesIn(10, -121.895, 36.6)).map((p) => p.name)).toContain('Monterey');
    // Zoom 3 over western Europe: a few dozen city names, not thousands of villages.
    const europe = await placesIn(3, 5, 48);
    expect(europe.length).toBeGreaterThan(5);
    expect(europe.length).toBeLessThan(200);
  });

  it('draws no land across the Pacific at any zoom (no ring jumps the antimeridian), and land on both sides of it', async () => {
    for (const z of [0, 2, 5, MAX_ZOOM]) {
      expect(await drawnOnLandAt(z, -150, 10), `mid-Pacific at zoom ${z}`).toBe(false);
      expect(await drawnOnLandAt(z, 170, -5), `west Pacific at zoom ${z}`).toBe(false);
      expect(await drawnOnLandAt(z, 100, 60), `Siberia at zoom ${z}`).toBe(true);
    }
    expect(await drawnOnLand(178.45, -17.8)).toBe(true); // Viti Levu, Fiji
    expect(await drawnOnLand(-165, -5)).toBe(false); // open Pacific
    expect(await drawnOnLand(-175, 66)).toBe(true); // Chukotka, west of 180
    expect(await drawnOnLand(175, 67)).toBe(true); // Chukotka, east of 180
  });
});
