/**
 * CSV (comma, semicolon or tab separated: whichever the header line has most of), streamed with
 * csv-parse. The header names the columns (rules/columns.ts; --map overrides); a file without a
 * name or position column stops before any record. A row with missing cells, or with a stray quote,
 * is unreadable and skipped with its line (a row's first line); the next row is read as usual.
 * Line endings are per line: every CRLF and lone CR (old Mac) becomes LF before parsing
 * (lfLineEnds), so a CRLF header over LF rows, as hand-edited spreadsheet exports come, is a header
 * and rows, not one record; a line break inside a quoted cell becomes LF too, which no field we map
 * can tell (names and places collapse whitespace), and every line counts once.
 * Bounded (read-limits.ts): a record's cells together past maxRecordChars (csv-parse's
 * max_record_size, checked as each character comes), or more than maxFields cells (checked as each
 * record ends and, for a record still open, after each piece of at most 64 K characters), stop the
 * reading there, after the records before it.
 */
import { parse, type CsvError, type Info } from 'csv-parse';
import { ImportStop } from '../import-record';
import { DEFAULT_READ_LIMITS, piecesOfText, recordTooLong, tooManyCells, type ReadLimits } from './read-limits';
import { holeColumnsOf, parseLatLng, resolveColumns, type ColumnField, type ColumnIndex, type HoleColumns } from '../rules/columns';
import type { ScorecardRow } from '../rules/holes-and-par';
import { emptyRaw, type RawCourse } from '../rules/raw-course';
import { integer, text } from '../rules/values';
import { scorecardOf } from './feature-fields';
import type { SourceRecord } from './source-record';

/** The delimiter the header line uses most, outside quotes. */
export function delimiterOf(headerLine: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![1] > 0 ? Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0] : ',';
}

/** CRLF and lone CR as LF, whatever each line ends with. */
export const lfText = (text: string) => text.replace(/\r\n?/g, '\n');

/** The text with every line ending LF; a CR at the end of a chunk waits for the next chunk's first character. */
export async function* lfLineEnds(text: AsyncIterable<string>): AsyncGenerator<string> {
  let heldCr = false;
  for await (const chunk of text) {
    if (!chunk) continue;
    let piece: string = heldCr ? `\r${chunk}` : chunk;
    heldCr = piece.endsWith('\r');
    if (heldCr) piece = piece.slice(0, -1);
    if (piece) yield lfText(piece);
  }
  if (heldCr) yield '\n';
}

const newlinesIn = (s: string) => (s.match(/\n/g) ?? []).length;

/** The scorecard of a row's hole columns: a row for each hole with a par or any other value. */
function scorecardOfColumns(cells: readonly string[], holes: readonly HoleColumns[]): ScorecardRow[] {
  const rows: ScorecardRow[] = [];
  for (const h of holes) {
    const par = h.par === null ? null : text(cells[h.par]);
    if (par === null && !h.others.some((i) => text(cells[i]) !== null)) continue;
    rows.push({ hole: h.hole, par: integer(par), strokeIndex: h.strokeIndex === null ? null : integer(cells[h.strokeIndex]) });
  }
  return rows;
}

export function rowToRaw(line: number, cells: readonly string[], columns: ColumnIndex, holes: readonly HoleColumns[] = []): RawCourse {
  const raw = emptyRaw(line);
  const cell = (field: ColumnField) => (columns[field] === undefined ? null : text(cells[columns[field]!]));
  raw.id = cell('id');
  raw.name = cell('name');
  const pair = columns.latLng !== undefined ? parseLatLng(cell('latLng')) : null;
  raw.lat = pair ? pair.lat : cell('lat');
  raw.lng = pair ? pair.lng : cell('lng');
  raw.city = cell('city');
  raw.province = cell('province');
  raw.country = cell('country');
  raw.access = cell('membership');
  raw.courseType = cell('type');
  raw.holes = cell('holes');
  raw.par = cell('par');
  raw.yardage = cell('yardage');
  raw.year = cell('year');
  raw.architect = cell('architect');
  raw.updatedAt = cell('updatedAt');
  raw.website = cell('website');
  raw.phone = cell('phone');
  raw.street = cell('street');
  raw.houseNumber = cell('houseNumber');
  raw.postalCode = cell('postalCode');
  raw.scorecard = scorecardOf(cell('scorecard'));
  if (raw.scorecard.length === 0 && holes.length > 0) raw.scorecard = scorecardOfColumns(cells, holes);
  return raw;
}

export interface CsvOptions {
  fileName: string;
  map?: Record<string, string>;
  /** The header line, from the sniffed head (for the delimiter). */
  headerLine: string;
  /** Called once with the header, before any record. */
  onHeader?: (header: string[]) => void;
  limits?: ReadLimits;
}

/** csv-parse's state while a record is read: its cells so far (Parser.state, kept for compatibility). */
type OpenRecord = { state: { record: unknown[] }; info: Info };

export async function* csvRecords(text: AsyncIterable<string>, options: CsvOptions): AsyncGenerator<SourceRecord> {
  const limits = options.limits ?? DEFAULT_READ_LIMITS;
  const queue: SourceRecord[] = [];
  let header: string[] | null = null;
  let columns: ColumnIndex | null = null;
  let holes: HoleColumns[] = [];
  let stop: ImportStop | null = null;
  let lastSkipLine = -1;
  /** The line the last record ended in: the next one starts after it. */
  let lastEnd = 0;
  const bound = (message: string, line: number) => { stop ??= new ImportStop(message, line); };

  const onSkip = (err: CsvError | undefined): undefined => {
    if (!err) return;
    if (err.code === 'CSV_MAX_RECORD_SIZE') {
      bound(recordTooLong(options.fileName, 'record', lastEnd + 1, limits), lastEnd + 1);
      // Thrown, csv-parse ends the parse here rather than skipping on through the rest of the cell.
      throw stop;
    }
    const line = (err as CsvError & { lines?: number }).lines ?? 0;
    if (line === lastSkipLine) return; // csv-parse reports a stray quote once per field it touches
    lastSkipLine = line;
    const quote = /QUOTE/.test(err.code);
    const column = typeof err.column === 'number' && header ? header[err.column] : undefined;
    const message = quote ? `a stray quote${column ? ` in the ${column} cell` : ''}` : err.message.replace(/^[^:]*: /, '');
    queue.push({ kind: 'unreadable', line, message });
  };
  const parser = parse({
    delimiter: delimiterOf(options.headerLine),
    record_delimiter: '\n',
    bom: true,
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: limits.maxRecordChars,
    on_skip: onSkip,
  });
  parser.on('data', ({ record, info, raw }: { record: string[]; info: Info; raw: string }) => {
    if (stop) return;
    lastEnd = info.lines;
    // csv-parse counts the line the record ends in; its raw text starts with the blank lines skipped before it.
    const line = info.lines - newlinesIn(raw.replace(/^\n+/, '').replace(/\n$/, ''));
    if (record.length > limits.maxFields) return bound(tooManyCells(options.fileName, line, limits), line);
    if (!header) {
      header = record;
      options.onHeader?.(record);
      const resolved = resolveColumns(record, options.map, options.fileName);
      if (resolved.ok) {
        columns = resolved.columns;
        holes = holeColumnsOf(record);
      } else stop = new ImportStop(resolved.message, line);
      return;
    }
    if (!columns) return;
    if (record.length < header.length) {
      queue.push({ kind: 'unreadable', line, message: `${record.length} of ${header.length} cells` });
      return;
    }
    if (record.slice(header.length).some((c) => c.trim() !== '')) {
      queue.push({ kind: 'unreadable', line, message: `${record.length} cells, the header ${header.length}` });
      return;
    }
    queue.push({ kind: 'raw', raw: rowToRaw(line, record, columns, holes) });
  });
  let error: Error | null = null;
  parser.on('error', (e) => { error = e; });
  /** A record still open with more cells than the bound (a line of commas with no end in sight). */
  const checkOpenRecord = () => {
    const open = parser as unknown as OpenRecord;
    if (open.state.record.length > limits.maxFields) bound(tooManyCells(options.fileName, lastEnd + 1, limits), lastEnd + 1);
  };

  const drain = function* () {
    while (queue.length) yield queue.shift()!;
  };
  try {
    for await (const chunk of lfLineEnds(text)) {
      for (const piece of piecesOfText(chunk)) {
        parser.write(piece);
        checkOpenRecord();
        yield* drain();
        if (stop) throw stop;
        if (error) throw error;
      }
    }
    await new Promise<void>((resolve) => {
      parser.once('end', resolve);
      parser.once('error', () => resolve());
      parser.end();
      parser.resume();
    });
    yield* drain();
    if (stop) throw stop;
    if (error) throw error;
    if (!header) throw new ImportStop(`${options.fileName} is empty`, null);
  } finally {
    parser.destroy();
  }
}
