/**
 * The seam between the importer's two halves (issue 25):
 *
 *   read/    bytes -> records: detects the format (OpenGolf NDJSON or CSV, GeoJSON, OSM-tagged
 *            GeoJSON, any CSV of courses), gunzips, streams, maps every source's fields through the
 *            data-quality table (rules/) to an `ImportedCourse`, or says why a record is skipped.
 *   write/   records -> database: dedupes inside the file and against the catalogue, writes in
 *            batches (one transaction each), counts the report, announces the changed courses.
 *
 * `readCourses` (read/read-courses.ts) yields `ReadItem`s; `runImport` (run-import.ts) consumes them.
 */
import type { Readable } from 'node:stream';
import type { ImportProblem, ImportProgress } from '../../shared/contracts/course-import.contract';
import type { Database } from '../db/client';
import type { CourseChangeChannel } from '../data/course-changes.channel';
import type { ReadLimits } from './read/read-limits';

/** One source record after mapping (its shape lives with the rows a batch writes, in data/). */
export type { ImportedCourse } from '../data/course-import-rows';
import type { ImportedCourse } from '../data/course-import-rows';

/** Which licence and credit a record carries (shared/domain/course-sources.ts has the wording). */
export type ReadItem =
  | { kind: 'course'; line: number; course: ImportedCourse }
  | ({ kind: 'skip' } & ImportProblem);

export interface ReadOptions {
  /** The file's name: its extension (and .gz) is a hint, checked against the bytes. */
  fileName: string;
  /**
   * The source the records keep. Without it: 'opengolfapi' for OpenGolf's fields, 'osm' for OSM
   * tags, whatever the file is called; any other data stops at open (SourceNeeded).
   */
  source?: string;
  /** --map field=column overrides for CSV columns (field: name, lat, lng, latLng, city, province, country, id, ...). */
  map?: Record<string, string>;
  /** Bytes read so far (of the raw, possibly compressed, input), for the progress bar. */
  onBytes?: (bytesRead: number) => void;
  /** The reader's bounds (read/read-limits.ts); the defaults unless a test makes them smaller. */
  limits?: Partial<ReadLimits>;
}

export interface ReadResult {
  /** 'opengolf-ndjson', 'geojson', 'osm-geojson', 'opengolf-csv', 'csv'. */
  format: string;
  /** The source name the records carry. */
  source: string;
  items: AsyncIterable<ReadItem>;
  /**
   * What the reader fixed or doubted, filled while `items` is read (the extension that lied, swapped
   * coordinates, a country the position contradicts): "line 12: ...". At most 100 (+ a count).
   */
  warnings: string[];
}

/**
 * Thrown by the reader (at open, or from its iterator) when it cannot go on: not the format its
 * extension says and no other, a truncated gzip, nothing readable. `line` is where it stopped.
 */
export class ImportStop extends Error {
  constructor(message: string, readonly line: number | null) {
    super(message);
    this.name = 'ImportStop';
  }
}

/**
 * Thrown at open when the data has no identity of its own (neither OpenGolf's fields nor OSM's
 * tags) and no source was named: a file's name is no identity (a renamed copy would become a
 * second source of every course), so the operator names it. The command says so as a usage error.
 */
export class SourceNeeded extends ImportStop {
  constructor(fileName: string) {
    super(`${fileName} holds courses without a source of their own (neither OpenGolf's fields nor OpenStreetMap's tags): ` +
      'name their source (--source NAME, or the Source name field of the console), the same name each time you import this provider\'s data, ' +
      'so that a renamed or newer copy of the file updates its courses instead of adding them again.', null);
    this.name = 'SourceNeeded';
  }
}

export interface ImportRunOptions {
  input: Readable;
  fileName: string;
  totalBytes?: number | null;
  source?: string;
  dryRun?: boolean;
  map?: Record<string, string>;
  /** The reader's bounds (read/read-limits.ts): the defaults unless a test makes them smaller. */
  limits?: Partial<ReadLimits>;
  /** Called now and then (at most every 200 ms) and once at the end. */
  onProgress?: (p: ImportProgress) => void;
  /** The console's run (course_imports): each committed batch adds its outcomes to the run's row in its own transaction. */
  runId?: string;
}

/**
 * What `runImport(deps, options): Promise<ImportReport>` (run-import.ts) needs: the database it
 * writes, and who to tell which courses changed, after each committed batch (the other processes'
 * indexes; the admin import's announcer also reloads its own server's catalogue, the command has none).
 */
export interface ImportDeps {
  database: Database;
  /** A `CourseChangeAnnouncer` (services/course-changes.ts) by shape: the channel's `announce`. */
  announcer: Pick<CourseChangeChannel, 'announce'>;
}
