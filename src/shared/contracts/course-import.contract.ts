/**
 * Importing open course data (issue 25): the report `npm run import` prints and the admin console
 * shows, the progress of a run, and the admin import endpoints.
 *
 *   POST /api/admin/imports            multipart: `file` (NDJSON, GeoJSON or CSV, plain or .gz),
 *                                      fields `source`, `dryRun`, `map` ("field=column,...") -> 202 ImportRun
 *   GET  /api/admin/imports            the latest runs, newest first -> ImportRun[]
 *   GET  /api/admin/imports/{id}       one run: progress while running, the report when finished -> ImportRun
 */
import { z } from 'zod';
import { idSchema } from './common.contract';

/** Why a record was not imported. */
export const IMPORT_SKIP_REASONS = [
  'no-name',
  'no-coordinates',
  'outside-world',
  /** A driving range, mini-golf, disc golf or a golf shop: not a course. */
  'not-a-course',
  'duplicate-in-file',
  /** A line that could not be read at all: broken JSON, a CSV row with a stray quote or missing cells. */
  'unreadable',
  /** A value no course can have: a name of thousands of characters. */
  'invalid',
  /** A record of a course an admin deleted (its source id is remembered): not brought back. */
  'deleted-by-admin',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

/** The course fields whose coverage the report counts (share of imported records that had a value). */
export const IMPORT_COVERAGE_FIELDS = [
  'city', 'province', 'country', 'membership', 'type', 'holes', 'par', 'totalYardage', 'yearEstablished', 'architects',
  'scorecard', 'website', 'phone', 'street', 'postalCode',
] as const;
export type ImportCoverageField = (typeof IMPORT_COVERAGE_FIELDS)[number];

export const importProblemSchema = z.object({
  /** 1-based line of the file (a CSV record's first line; a FeatureCollection feature's first line). */
  line: z.number().int(),
  reason: z.enum(IMPORT_SKIP_REASONS),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  source: z.string(),
  file: z.string(),
  /** 'opengolf-ndjson' | 'geojson' | 'csv' ... as detected (or forced). */
  format: z.string(),
  dryRun: z.boolean(),
  /** Records read from the file (features or CSV rows), skipped ones included. */
  read: z.number().int(),
  /** New courses. */
  inserted: z.number().int(),
  /** Courses this source made before whose record changed (a newer release). */
  updated: z.number().int(),
  /** Records seen before with nothing changed. */
  unchanged: z.number().int(),
  /** Records that matched a course already in the catalogue (curated, or another source's) and were merged into it. */
  merged: z.number().int(),
  skipped: z.record(z.enum(IMPORT_SKIP_REASONS), z.number().int()),
  /** Of the records imported (inserted, updated, unchanged, merged): the share that had each field, 0..1. */
  /** Partial: runs reported before a field was counted (issue 34's) lack it. */
  coverage: z.partialRecord(z.enum(IMPORT_COVERAGE_FIELDS), z.number()),
  /** The first problems with their lines (at most 100; `skipped` has the counts). */
  problems: z.array(importProblemSchema),
  /** What the reader fixed or doubted without skipping ("line 12: ..."): at most 100, the last saying how many more. */
  warnings: z.array(z.string()).default([]),
  /** Set when the import stopped before the end of the file (what was committed before stays; no batch is half-written). */
  stopped: z.object({ line: z.number().int().nullable(), message: z.string() }).nullable(),
  seconds: z.number(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importProgressSchema = z.object({
  bytesRead: z.number().int(),
  /** Size of the (compressed) file when known. */
  totalBytes: z.number().int().nullable(),
  records: z.number().int(),
  /** Records per second so far. */
  rate: z.number(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** The outcomes of a run's committed batches (each batch is written whole or not at all). */
export const importCommittedSchema = z.object({
  inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), merged: z.number().int(),
});
export type ImportCommitted = z.infer<typeof importCommittedSchema>;

/**
 * 'interrupted': the process running it died (its lease lapsed, or the server started again) before
 * it could finish; `committed` says what its batches wrote, and no report was made.
 */
export const IMPORT_RUN_STATUSES = ['running', 'done', 'stopped', 'failed', 'interrupted'] as const;
export const importRunSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  source: z.string(),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_RUN_STATUSES),
  progress: importProgressSchema.nullable(),
  /** What its committed batches did so far (null for a dry run, or before its first batch). */
  committed: importCommittedSchema.nullable(),
  report: importReportSchema.nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** The multipart field that carries the file, and its largest size (streamed to disk, never held in memory). */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** The file kinds the importer reads, plain or gzipped (the chooser's `accept`). */
export const IMPORT_FILE_EXTENSIONS = ['.ndjson', '.geojson', '.json', '.csv', '.gz'] as const;
/** How many runs GET /api/admin/imports answers. */
export const IMPORT_RUNS_LISTED = 20;

/**
 * A column mapping as typed in the console, "field=column" pairs separated by commas or new lines
 * (`name=Club, lat=Y, lng=X`), as the command's `--map field=column`; null when a pair has no "=".
 */
export function parseColumnMap(text: string): Record<string, string> | null {
  const map: Record<string, string> = {};
  for (const pair of text.split(/[,\n]/).map((p) => p.trim()).filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at <= 0 || at === pair.length - 1) return null;
    map[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return map;
}

/**
 * A message as a sentence, so what follows it does not run into it (a run's `stopped.message` is
 * followed by "What was written before stays."): "x.csv is empty" -> "x.csv is empty.".
 */
export function asSentence(text: string): string {
  const t = text.trim();
  return t === '' || /[.!?…]["')\]]?$/.test(t) ? t : `${t}.`;
}

/** The form fields beside the file (multipart fields are text). */
export const importFieldsSchema = z.strictObject({
  /**
   * The source the records keep: required for data without a source of its own (the run stops
   * asking for it); OpenGolf's and OSM-tagged data are 'opengolfapi' and 'osm' without it.
   */
  source: z.string().trim().max(40)
    .regex(/^$|^[a-z0-9][a-z0-9._-]*$/i, 'letters, digits, dots, dashes and underscores only')
    .optional().transform((s) => s || undefined),
  dryRun: z.enum(['true', 'false', 'on', '1', '0', '']).optional().transform((v) => v === 'true' || v === 'on' || v === '1'),
  map: z.string().max(2000).optional().transform((text, ctx) => {
    const map = parseColumnMap(text ?? '');
    if (map === null) {
      ctx.addIssue({ code: 'custom', message: 'write the mapping as field=column pairs separated by commas (name=Club, lat=Y, lng=X)' });
      return z.NEVER;
    }
    return Object.keys(map).length ? map : undefined;
  }),
});
export type ImportFields = z.output<typeof importFieldsSchema>;
