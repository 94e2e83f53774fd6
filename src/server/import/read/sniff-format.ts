/**
 * What a file holds, from its first (decompressed) bytes, whatever its name says: binary data (an
 * image, a PDF, an archive), markup, GeoJSON Features one per line (NDJSON), a GeoJSON
 * FeatureCollection (or a bare array of Features), or text read as CSV. Which source's fields the
 * JSON carries (OpenGolf, OSM tags, neither) is sniffed from the keys in the head.
 */

export type FileKind = 'ndjson' | 'feature-collection' | 'csv';
export type Flavour = 'opengolf' | 'osm' | 'other';

export type Sniffed = { ok: true; kind: FileKind; flavour: Flavour } | { ok: false; holds: string };

const MAGIC: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive: a spreadsheet? Save it as CSV'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'an Office document: save it as CSV'],
  [[0x1f, 0x8b], 'gzip data inside gzip data'],
];

/** Binary when it starts with a known magic number, holds a NUL byte, or more than 1 in 20 control characters. */
export function binaryKind(head: Buffer): string | null {
  for (const [magic, what] of MAGIC) if (magic.every((b, i) => head[i] === b)) return `binary data (${what})`;
  let control = 0;
  for (const b of head) {
    if (b === 0) return 'binary data';
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  }
  return head.length > 0 && control * 20 > head.length ? 'binary data' : null;
}

const OSM_KEYS = /"(leisure|golf|@id|addr:[a-z_]+|golf:[a-z_:0-9]+)"\s*:/;
const OPENGOLF_KEYS = /"(scorecard|osm_id|year_built|total_yardage)"\s*:/;

function flavourOf(text: string): Flavour {
  if (OPENGOLF_KEYS.test(text)) return 'opengolf';
  if (OSM_KEYS.test(text)) return 'osm';
  return 'other';
}

/** The JSON value of a line, or undefined when it is not JSON by itself. */
const jsonOf = (line: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
};
const typeOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined);

/** `complete`: the head is the whole file. */
export function sniffFormat(head: Buffer, complete: boolean): Sniffed {
  const binary = binaryKind(head);
  if (binary) return { ok: false, holds: binary };
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (!start) return { ok: false, holds: 'nothing' };
  if (start.startsWith('<')) return { ok: false, holds: 'markup (HTML, XML, KML or GPX), not courses' };
  if (start.startsWith('[')) return { ok: true, kind: 'feature-collection', flavour: flavourOf(text) };
  if (start.startsWith('{')) {
    // The first line decides when it is JSON by itself: a Feature starts NDJSON; a FeatureCollection
    // is a one-line document, or the first of NDJSON's collections when more lines follow. A first
    // line that is no JSON by itself starts a document ("{", '{"type":"FeatureCollection",...') when
    // the head names a FeatureCollection; else it is NDJSON's broken first line when a Feature follows.
    const lines = start.split('\n');
    const whole = (complete ? lines : lines.slice(0, -1)).filter((line) => line.trim());
    const first = whole.length ? jsonOf(whole[0]!) : undefined;
    if (typeOf(first) === 'Feature') return { ok: true, kind: 'ndjson', flavour: flavourOf(text) };
    if (typeOf(first) === 'FeatureCollection') return { ok: true, kind: whole.length > 1 ? 'ndjson' : 'feature-collection', flavour: flavourOf(text) };
    const collection = /"(FeatureCollection|features)"/.test(text);
    if (collection) return { ok: true, kind: 'feature-collection', flavour: flavourOf(text) };
    if (whole.slice(1, 5).some((line) => typeOf(jsonOf(line)) === 'Feature')) return { ok: true, kind: 'ndjson', flavour: flavourOf(text) };
    return { ok: false, holds: 'JSON, but no GeoJSON Features' };
  }
  return { ok: true, kind: 'csv', flavour: 'other' };
}

/** What the extension says the file is ('.gz' stripped), or null when it says nothing we read. */
export function kindFromName(fileName: string): FileKind | null {
  const name = fileName.toLowerCase().replace(/\.gz$/, '');
  if (/\.(ndjson|jsonl|geojsonl|geojsons)$/.test(name)) return 'ndjson';
  if (/\.(geojson|json)$/.test(name)) return 'feature-collection';
  if (/\.(csv|tsv|txt)$/.test(name)) return 'csv';
  return null;
}
