/**
 * The reader's bounds (issue 32): what one file may make the importer hold, whatever it holds. A
 * file that meets one stops the reading there (ImportStop, naming the line) after every record
 * before it; without them one uploaded file could end the server (a 2 GB CSV header of commas, a
 * 2 MB gzip, made V8 abort with "invalid size error"; a 2 GB cell took the process to 5.8 GB).
 * README.md ("Bounds") says why each value.
 */

export interface ReadLimits {
  /**
   * Characters of one record: a CSV record's cells together, an NDJSON line, a GeoJSON feature (or
   * whatever stands between two features). OpenGolf's records are about 1 KB; an OSM golf course's
   * outline with every hole as a tag a few hundred KB at most.
   */
  maxRecordChars: number;
  /** Cells of one CSV record, the header's too: a spreadsheet has at most 16,384 columns. */
  maxFields: number;
  /** Bytes a gzip may expand to: the whole world's courses as a pretty-printed FeatureCollection fit in a fraction. */
  maxExpandedBytes: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxRecordChars: 4 * 1024 * 1024,
  maxFields: 16_384,
  maxExpandedBytes: 1024 * 1024 * 1024,
};

/** The limits of a read: the defaults with the caller's (a test's smaller ones) over them. */
export const readLimits = (given?: Partial<ReadLimits>): ReadLimits => ({ ...DEFAULT_READ_LIMITS, ...given });

/** The largest piece of text fed to a parser at once, so a bound is checked at least this often. */
export const PIECE_CHARS = 64 * 1024;

/** Splits a text chunk into pieces of at most PIECE_CHARS characters. */
export function* piecesOfText(chunk: string): Generator<string> {
  for (let i = 0; i < chunk.length; i += PIECE_CHARS) yield chunk.length <= PIECE_CHARS ? chunk : chunk.slice(i, i + PIECE_CHARS);
}

const count = (n: number) => n.toLocaleString('en-US');
const THE_REST = 'not a file of courses; stopped there, the records before it were read';

export const tooManyCells = (fileName: string, line: number, limits: ReadLimits) =>
  `${fileName}: line ${line} has more than ${count(limits.maxFields)} cells (the limit): ${THE_REST}`;
export const recordTooLong = (fileName: string, what: 'record' | 'feature', line: number, limits: ReadLimits) =>
  `${fileName}: the ${what} from line ${line} is longer than ${count(limits.maxRecordChars)} characters (the limit): ${THE_REST}`;
export const lineTooLong = (fileName: string, line: number, limits: ReadLimits) =>
  `${fileName}: line ${line} is longer than ${count(limits.maxRecordChars)} characters (the limit): ${THE_REST}`;
export const expandsTooFar = (fileName: string, line: number, maxBytes: number) =>
  `${fileName} expands past ${count(maxBytes)} bytes (the limit) in line ${line}: a compressed file this large is ${THE_REST}`;
