/**
 * The importer's read half: bytes in, `ReadItem`s out (import-record.ts has the seam).
 *
 *   bytes -> counted (onBytes) -> gunzipped when they start 1f 8b -> head sniffed (sniff-format.ts)
 *         -> text -> records of the format (ndjson-, feature-collection-, csv-records.ts)
 *         -> the data-quality rules (rules/to-imported-course.ts) -> a course or a skip, with its line.
 *
 * The extension is a hint: when the bytes say otherwise the file is read as what it is, with a
 * warning; when nothing in it is readable (an image named .csv), `readCourses` throws ImportStop.
 * Everything streams: one record is held at a time.
 */
import type { Readable } from 'node:stream';
import { ImportStop, SourceNeeded, type ReadItem, type ReadOptions, type ReadResult } from '../import-record';
import { parse as parseCsvSync } from 'csv-parse/sync';
import { resolveColumns } from '../rules/columns';
import type { Locator } from '../rules/position';
import { toImportedCourse, type FieldNote } from '../rules/to-imported-course';
import { countedBytes, decodedText, gunzipped, HEAD_BYTES, isGzip, peek } from './byte-stream';
import { csvRecords, delimiterOf, lfText } from './csv-records';
import { featureCollectionRecords } from './feature-collection-records';
import { nearestTownLocator } from './nearest-town';
import { ndjsonRecords } from './ndjson-records';
import { readLimits, tooManyCells, type ReadLimits } from './read-limits';
import { kindFromName, sniffFormat, type FileKind, type Flavour } from './sniff-format';
import type { SourceRecord } from './source-record';

/** Warnings kept in ReadResult.warnings; past this only the count grows (the last entry says how many more). */
export const MAX_WARNINGS = 100;

const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() ?? fileName;

function formatName(kind: FileKind, flavour: Flavour, csvIsOpenGolf: boolean): string {
  if (kind === 'csv') return csvIsOpenGolf ? 'opengolf-csv' : 'csv';
  if (kind === 'ndjson') return flavour === 'osm' ? 'osm-ndjson' : flavour === 'opengolf' ? 'opengolf-ndjson' : 'ndjson';
  return flavour === 'osm' ? 'osm-geojson' : 'geojson';
}

/** The source the data names by itself (OpenGolf's fields, OSM's tags), or null: never the file's name. */
function ownSource(kind: FileKind, flavour: Flavour, csvIsOpenGolf: boolean): string | null {
  if (kind === 'csv') return csvIsOpenGolf ? 'opengolfapi' : null;
  return flavour === 'osm' ? 'osm' : flavour === 'opengolf' ? 'opengolfapi' : null;
}

/** OpenGolf's CSV: its own column names in the header (the scorecard in a cell, or a column per hole). */
const OPENGOLF_CSV = /\b(year_built|total_yardage|osm_id|scorecard|hole_1_par)\b/;

const LABEL: Record<FileKind, string> = { ndjson: 'NDJSON (GeoJSON Features, one a line)', 'feature-collection': 'a GeoJSON FeatureCollection', csv: 'CSV' };
const family = (kind: FileKind) => (kind === 'csv' ? 'csv' : 'json');

/**
 * Stops at open when the CSV's header (in the head) has more cells than the bound, or lacks a name
 * or a position column (csv-records.ts checks both again while streaming).
 */
function checkCsvHeader(headText: string, headerLine: string, map: Record<string, string> | undefined, name: string, limits: ReadLimits) {
  let header: string[] | undefined;
  try {
    header = (parseCsvSync(headText, { delimiter: delimiterOf(headerLine), record_delimiter: '\n', to: 1, relax_column_count: true, bom: true }) as string[][])[0];
  } catch {
    return; // a header the streaming parser will judge
  }
  if (!header) return;
  if (header.length > limits.maxFields) throw new ImportStop(tooManyCells(name, 1, limits), 1);
  const resolved = resolveColumns(header, map, name);
  if (!resolved.ok) throw new ImportStop(resolved.message, 1);
}

/** How many of each kind of note a summary names by line; the rest are counted. */
export const NOTE_EXAMPLES = 5;

const NOTE_HEADS: Record<FieldNote['kind'], (n: string) => string> = {
  phone: (n) => `${n} phone number(s) dropped, not valid numbers`,
  website: (n) => `${n} website(s) dropped, not http(s) addresses`,
  scorecard: (n) => `${n} scorecard(s) with values dropped`,
  par: (n) => `${n} course(s) whose par contradicts the holes' pars`,
};

/**
 * The values records dropped or doubted, by kind (issue 34): each kind is one warning, with its
 * count and its first few lines, since a release can hold thousands (a quarter of OpenGolf's phones
 * are junk) and warnings line by line would bury every other one under them.
 */
function fieldNotes() {
  const byKind = new Map<FieldNote['kind'], { count: number; examples: string[] }>();
  return {
    add(line: number, note: FieldNote): void {
      const entry = byKind.get(note.kind) ?? { count: 0, examples: [] };
      entry.count += 1;
      if (entry.examples.length < NOTE_EXAMPLES) entry.examples.push(`line ${line}: ${note.text}`);
      byKind.set(note.kind, entry);
    },
    summaries(): string[] {
      return (Object.keys(NOTE_HEADS) as FieldNote['kind'][]).flatMap((kind) => {
        const e = byKind.get(kind);
        if (!e) return [];
        const more = e.count - e.examples.length;
        return [`${NOTE_HEADS[kind](e.count.toLocaleString('en-US'))}: ${e.examples.join('; ')}${more > 0 ? `; and ${more.toLocaleString('en-US')} more` : ''}`];
      });
    },
  };
}

export async function readCourses(input: Readable, options: ReadOptions, locator: Locator = nearestTownLocator): Promise<ReadResult> {
  const name = baseName(options.fileName);
  const warnings: string[] = [];
  let extraWarnings = 0;
  const warn = (message: string) => {
    if (warnings.length < MAX_WARNINGS) warnings.push(message);
    else warnings[MAX_WARNINGS] = `... and ${++extraWarnings} more warnings`;
  };

  const raw = await peek(countedBytes(input, options.onBytes), 2);
  const gzip = isGzip(raw.head);
  if (!gzip && /\.gz$/i.test(name)) warn(`${name} is not gzip-compressed: read as plain text`);
  const limits = readLimits(options.limits);
  const { head, all } = await peek(gzip ? gunzipped(raw.all, limits.maxExpandedBytes) : raw.all, HEAD_BYTES);
  const complete = head.length < HEAD_BYTES;
  const sniffed = sniffFormat(head, complete);
  if (!sniffed.ok) {
    // Nothing decompressed: a gzip cut off before its first bytes stops as cut off, not as empty.
    if (sniffed.holds === 'nothing') for await (const _ of decodedText(all, name)) { /* surfaces a gzip error */ }
    throw new ImportStop(sniffed.holds === 'nothing' ? `${name} is empty` : `${name} is not a course file: it holds ${sniffed.holds}`, null);
  }
  const { kind, flavour } = sniffed;
  const named = kindFromName(name);
  if (named && family(named) !== family(kind)) warn(`${name} is named like ${LABEL[named]} but holds ${LABEL[kind]}: read as what it holds`);

  const headText = head.toString('utf8').replace(/^\uFEFF/, '');
  const headerLine = lfText(headText).split('\n', 1)[0] ?? '';
  const csvIsOpenGolf = kind === 'csv' && OPENGOLF_CSV.test(headerLine);
  if (kind === 'csv') checkCsvHeader(lfText(headText), headerLine, options.map, name, limits);
  const given = options.source ?? ownSource(kind, flavour, csvIsOpenGolf);
  if (given === null) throw new SourceNeeded(name);
  const source: string = given;
  const text = decodedText(all, name);
  const records: AsyncIterable<SourceRecord> =
    kind === 'ndjson' ? ndjsonRecords(text, name, limits)
      : kind === 'feature-collection' ? featureCollectionRecords(text, name, limits)
        : csvRecords(text, { fileName: name, map: options.map, headerLine, limits });

  const notes = fieldNotes();
  async function* items(): AsyncGenerator<ReadItem> {
    try {
      for await (const record of records) {
        if (record.kind === 'unreadable') {
          yield { kind: 'skip', line: record.line, reason: 'unreadable', message: record.message };
          continue;
        }
        const mapped = toImportedCourse(record.raw, source, locator);
        if (!mapped.ok) {
          yield { kind: 'skip', ...mapped.problem };
          continue;
        }
        for (const w of mapped.warnings) warn(`line ${record.raw.line}: ${w}`);
        for (const n of mapped.notes) notes.add(record.raw.line, n);
        yield { kind: 'course', line: record.raw.line, course: mapped.course };
      }
    } finally {
      // One warning per kind, kept even past the cap (before its "... and N more warnings").
      warnings.splice(Math.min(warnings.length, MAX_WARNINGS), 0, ...notes.summaries());
    }
  }

  return { format: formatName(kind, flavour, csvIsOpenGolf), source, items: items(), warnings };
}
