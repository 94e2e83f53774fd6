/**
 * Cuts GeoJSON layers into Mapbox Vector Tiles (zoom 0 to MAX_ZOOM) with MapLibre's own
 * geojson-vt and vt-pbf, the same code MapLibre uses for GeoJSON sources in the browser.
 *
 * Each feature may carry a `minzoom` property: it goes into tiles from that zoom on (at MAX_ZOOM,
 * which the map overzooms beyond, everything is in). That keeps small lakes and minor towns out
 * of the world view's tiles. Empty tiles are not emitted: MapLibre draws nothing there, which is
 * the background (open water).
 */
import { gzipSync } from 'node:zlib';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature } from 'geojson';

export const TILE_EXTENT = 4096;
/** Deepest zoom with its own tiles. At zoom 8 a tile unit is about 38 m at the equator, and geojson-vt keeps every point at its max zoom: all of the 100 m data. */
export const MAX_ZOOM = 8;

export interface LayerInput {
  name: string;
  features: Feature[];
  /** geojson-vt's simplification tolerance in tile units (default 3; 0 keeps every point). */
  tolerance?: number;
}

export interface Tile {
  z: number;
  x: number;
  y: number;
  /** Gzipped MVT bytes. */
  data: Buffer;
}

export interface PyramidStats {
  tiles: number;
  bytes: number;
  /** Tiles per zoom. */
  perZoom: number[];
  largest: { z: number; x: number; y: number; bytes: number };
}

function visibleAt(tile: GeoJSONVTTile | null, z: number, maxZoom: number): GeoJSONVTTile | null {
  if (!tile || tile.features.length === 0) return null;
  if (z >= maxZoom) return tile;
  const features = tile.features.filter((f) => {
    const min = f.tags?.minzoom;
    return typeof min !== 'number' || min <= z;
  });
  return features.length ? ({ ...tile, features } as GeoJSONVTTile) : null;
}

/**
 * Every non-empty tile of the layers, parents before children. Children of a tile where no layer
 * has any feature (before the minzoom filter) are skipped: nothing can be below it.
 */
export function* tilePyramid(layers: LayerInput[], maxZoom = MAX_ZOOM): Generator<Tile> {
  const indexes = layers.map((layer) => ({
    name: layer.name,
    index: new GeoJSONVT({ type: 'FeatureCollection', features: layer.features }, {
      maxZoom,
      indexMaxZoom: 4,
      indexMaxPoints: 0,
      tolerance: layer.tolerance ?? 3,
      extent: TILE_EXTENT,
      buffer: 64,
    }),
  }));
  const queue: [number, number, number][] = [[0, 0, 0]];
  while (queue.length) {
    const [z, x, y] = queue.shift() as [number, number, number];
    const found: Record<string, GeoJSONVTTile> = {};
    let any = false;
    for (const { name, index } of indexes) {
      const raw = index.getTile(z, x, y);
      if (raw && raw.features.length) any = true;
      const visible = visibleAt(raw, z, maxZoom);
      if (visible) found[name] = visible;
    }
    if (!any) continue;
    if (Object.keys(found).length) {
      const pbf = fromGeojsonVt(found, { version: 2, extent: TILE_EXTENT });
      yield { z, x, y, data: gzipSync(pbf, { level: 9 }) };
    }
    if (z < maxZoom) queue.push([z + 1, 2 * x, 2 * y], [z + 1, 2 * x + 1, 2 * y], [z + 1, 2 * x, 2 * y + 1], [z + 1, 2 * x + 1, 2 * y + 1]);
  }
}
