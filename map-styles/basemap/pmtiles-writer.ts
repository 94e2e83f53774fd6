/**
 * Writes a PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
 * one file that MapLibre reads with HTTP range requests through the `pmtiles` protocol, so the
 * basemap is static files only (any CDN or static server that answers `Range` can host it).
 *
 * Layout: header (127 bytes) | root directory | metadata | leaf directories | tile data.
 * Directories and metadata are gzipped; tiles come gzipped already. Identical tiles (open sea
 * is never a tile, but whole-land tiles are many) are stored once, and runs of them share one
 * directory entry.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
/** The spec keeps the header and the root directory within the first 16 KiB. */
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveOptions {
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] */
  bounds: [number, number, number, number];
  center: [number, number, number];
  /** TileJSON-style metadata: vector_layers, attribution, name... */
  metadata: Record<string, unknown>;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

export function serializeDirectory(entries: readonly Entry[]): Buffer {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    pushVarint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) pushVarint(out, e.runLength);
  for (const e of entries) pushVarint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    pushVarint(out, i > 0 && previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1);
  });
  return gzipSync(Buffer.from(out), { level: 9 });
}

/** The root directory, and the leaf directories when the entries do not fit in the root. */
function directories(entries: Entry[]): { root: Buffer; leaves: Buffer } {
  const root = serializeDirectory(entries);
  if (root.length <= ROOT_LIMIT) return { root, leaves: Buffer.alloc(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafBuffers: Buffer[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize));
      rootEntries.push({ tileId: entries[i]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafBuffers.push(leaf);
      offset += leaf.length;
    }
    const leafRoot = serializeDirectory(rootEntries);
    if (leafRoot.length <= ROOT_LIMIT) return { root: leafRoot, leaves: Buffer.concat(leafBuffers) };
  }
}

function header(fields: {
  rootOffset: number; rootLength: number; metadataOffset: number; metadataLength: number;
  leavesOffset: number; leavesLength: number; dataOffset: number; dataLength: number;
  addressed: number; entries: number; contents: number;
}, options: ArchiveOptions): Buffer {
  const b = Buffer.alloc(HEADER_BYTES);
  b.write('PMTiles', 0, 'ascii');
  b.writeUInt8(3, 7);
  const u64 = [
    fields.rootOffset, fields.rootLength, fields.metadataOffset, fields.metadataLength, fields.leavesOffset,
    fields.leavesLength, fields.dataOffset, fields.dataLength, fields.addressed, fields.entries, fields.contents,
  ];
  u64.forEach((value, i) => b.writeBigUInt64LE(BigInt(value), 8 + i * 8));
  b.writeUInt8(1, 96); // clustered: tile data in tile-id order
  b.writeUInt8(COMPRESSION_GZIP, 97);
  b.writeUInt8(COMPRESSION_GZIP, 98);
  b.writeUInt8(TILE_TYPE_MVT, 99);
  b.writeUInt8(options.minZoom, 100);
  b.writeUInt8(options.maxZoom, 101);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = options.bounds;
  b.writeInt32LE(e7(west), 102);
  b.writeInt32LE(e7(south), 106);
  b.writeInt32LE(e7(east), 110);
  b.writeInt32LE(e7(north), 114);
  b.writeUInt8(options.center[2], 118);
  b.writeInt32LE(e7(options.center[0]), 119);
  b.writeInt32LE(e7(options.center[1]), 123);
  return b;
}

/** The whole archive as one buffer (the basemap is tens of megabytes, well within memory). */
export function writePmtiles(tiles: Iterable<ArchiveTile>, options: ArchiveOptions): Buffer {
  const sorted = [...tiles].map((t) => ({ id: zxyToTileId(t.z, t.x, t.y), data: t.data })).sort((a, b) => a.id - b.id);
  const contents = new Map<string, { offset: number; length: number }>();
  const chunks: Uint8Array[] = [];
  const entries: Entry[] = [];
  let dataLength = 0;
  for (let i = 0; i < sorted.length; i++) {
    const { id, data } = sorted[i]!;
    if (i > 0 && sorted[i - 1]!.id === id) throw new Error(`tile ${id} appears twice`);
    const hash = createHash('sha256').update(data).digest('base64');
    let content = contents.get(hash);
    if (!content) {
      content = { offset: dataLength, length: data.length };
      contents.set(hash, content);
      chunks.push(data);
      dataLength += data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === content.offset && last.tileId + last.runLength === id) last.runLength += 1;
    else entries.push({ tileId: id, offset: content.offset, length: content.length, runLength: 1 });
  }
  const { root, leaves } = directories(entries);
  const metadata = gzipSync(Buffer.from(JSON.stringify(options.metadata)), { level: 9 });
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  const head = header({
    rootOffset, rootLength: root.length, metadataOffset, metadataLength: metadata.length,
    leavesOffset, leavesLength: leaves.length, dataOffset, dataLength,
    addressed: sorted.length, entries: entries.length, contents: contents.size,
  }, options);
  return Buffer.concat([head, root, metadata, leaves, ...chunks]);
}
