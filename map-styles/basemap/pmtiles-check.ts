/**
 * Reads a PMTiles archive back with the same `pmtiles` library the browser uses and decodes every
 * tile as a vector tile. The build runs it on what it wrote, so a corrupt archive fails the build
 * rather than the page; the tests use it to look inside the tiles.
 */
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, tileIdToZxy, type Source, type RangeResponse } from 'pmtiles';

class BufferSource implements Source {
  constructor(private readonly buffer: Buffer) {}
  getKey(): string {
    return 'basemap.pmtiles';
  }
  getBytes(offset: number, length: number): Promise<RangeResponse> {
    if (offset + length > this.buffer.length) throw new Error(`archive is truncated: bytes ${offset}+${length} of ${this.buffer.length}`);
    const slice = this.buffer.subarray(offset, offset + length);
    return Promise.resolve({ data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.length) as ArrayBuffer });
  }
}

export function openArchive(buffer: Buffer): PMTiles {
  return new PMTiles(new BufferSource(buffer));
}

/** A tile of the archive decoded (the library gunzips it), or null where the archive has none. */
export async function readTile(archive: PMTiles, z: number, x: number, y: number): Promise<VectorTile | null> {
  const tile = await archive.getZxy(z, x, y);
  if (!tile) return null;
  return new VectorTile(new PbfReader(new Uint8Array(tile.data)));
}

export interface ArchiveSummary {
  tiles: number;
  minZoom: number;
  maxZoom: number;
  layers: Record<string, number>;
}

/**
 * Decodes every tile of every zoom (zoom 8 is 65,536 addresses; fine at build time). Throws with
 * the first problem: a bad header, a directory or tile that does not decompress or decode, or a
 * layer the metadata does not declare.
 */
export async function checkArchive(buffer: Buffer): Promise<ArchiveSummary> {
  if (buffer.subarray(0, 7).toString('ascii') !== 'PMTiles' || buffer[7] !== 3) throw new Error('not a PMTiles v3 archive');
  const archive = openArchive(buffer);
  const header = await archive.getHeader();
  const metadata = (await archive.getMetadata()) as { vector_layers?: { id: string }[] };
  const declared = new Set((metadata.vector_layers ?? []).map((l) => l.id));
  if (declared.size === 0) throw new Error('archive metadata declares no vector_layers');
  const layers: Record<string, number> = {};
  let tiles = 0;
  for (let z = header.minZoom; z <= header.maxZoom; z++) {
    for (let x = 0; x < 2 ** z; x++) {
      for (let y = 0; y < 2 ** z; y++) {
        let tile: VectorTile | null;
        try {
          tile = await readTile(archive, z, x, y);
        } catch (err) {
          throw new Error(`tile ${z}/${x}/${y} does not decode: ${(err as Error).message}`);
        }
        if (!tile) continue;
        tiles++;
        for (const [name, layer] of Object.entries(tile.layers)) {
          if (!declared.has(name)) throw new Error(`tile ${z}/${x}/${y} has undeclared layer ${name}`);
          if (layer.length > 0) layer.feature(0).loadGeometry();
          layers[name] = (layers[name] ?? 0) + layer.length;
        }
      }
    }
  }
  if (tiles !== header.numAddressedTiles) throw new Error(`found ${tiles} tiles, header says ${header.numAddressedTiles}`);
  return { tiles, minZoom: header.minZoom, maxZoom: header.maxZoom, layers };
}

export { tileIdToZxy };
