/**
 * The admin console's import (issue 25, item 5): an uploaded file runs through the same importer
 * as `npm run import`, in the background of this server process (on PGlite the command cannot run
 * beside the server; here it can). One import at a time per server: a second is refused (409)
 * before its upload is read.
 *
 * The run's row (course_imports) carries its progress, written at most every PROGRESS_WRITE_MS,
 * then its status and report, so every replica answers the console's polling. At the end this
 * server's catalogue resyncs (the importer has announced the change to the other replicas), an
 * audit entry records who imported what, and the temporary file is removed.
 */
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_COVERAGE_FIELDS, IMPORT_SKIP_REASONS, type ImportProgress, type ImportReport, type ImportRun,
} from '../../shared/contracts/course-import.contract';
import type { CourseImportsRepository, FinishedStatus } from '../data/course-imports.repository';
import type { AuditActor } from '../data/courses.repository';
import type { ImportRunOptions } from '../import/import-record';
import type { ImportUpload } from '../lib/read-import-upload';
import { conflict } from '../lib/errors';

export const PROGRESS_WRITE_MS = 500;

export interface CourseImportsDeps {
  repo: CourseImportsRepository;
  /** The importer (`runImport` with this server's database and announcer). */
  run: (options: ImportRunOptions) => Promise<ImportReport>;
  /** This server's catalogue rebuilt from the database after an import that wrote. */
  resync: () => Promise<void>;
  log: FastifyBaseLogger;
}

export const IMPORT_BUSY_MESSAGE = 'An import is already running on this server: wait for it to finish, then upload the next file.';

/** A report for a run that ended before the importer could say anything (it threw). */
function failedReport(run: ImportRun, upload: ImportUpload, message: string, seconds: number): ImportReport {
  return {
    source: run.source, file: upload.fileName, format: 'unknown', dryRun: run.dryRun, read: 0, inserted: 0, updated: 0, unchanged: 0, merged: 0,
    skipped: Object.fromEntries(IMPORT_SKIP_REASONS.map((r) => [r, 0])) as ImportReport['skipped'],
    coverage: Object.fromEntries(IMPORT_COVERAGE_FIELDS.map((f) => [f, 0])) as ImportReport['coverage'],
    problems: [], warnings: [], stopped: { line: null, message }, seconds,
  };
}

export function courseImportsService({ repo, run, resync, log }: CourseImportsDeps) {
  let busy = false;
  let current: Promise<void> | null = null;

  /** Runs the import, writing progress now and then, and the end whatever happens. */
  async function execute(started: ImportRun, upload: ImportUpload, actor: AuditActor): Promise<void> {
    const began = performance.now();
    let latest: ImportProgress | null = null;
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    const onProgress = (p: ImportProgress) => {
      latest = p;
      const now = performance.now();
      if (now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      // One write at a time; a failed progress write is only logged (the run goes on).
      writing = writing.then(() => repo.progress(started._id, p)).catch((err: unknown) => log.warn({ err }, 'import progress not written'));
    };
    let status: FinishedStatus;
    let report: ImportReport;
    try {
      report = await run({
        input: createReadStream(upload.path), fileName: upload.fileName, totalBytes: upload.bytes,
        source: upload.fields.source, dryRun: upload.fields.dryRun, map: upload.fields.map, onProgress,
      });
      status = report.stopped ? 'stopped' : 'done';
    } catch (err) {
      log.error({ err }, 'import failed');
      status = 'failed';
      report = failedReport(started, upload, `The import failed: ${err instanceof Error ? err.message : String(err)}`, (performance.now() - began) / 1000);
    }
    await writing;
    await upload.discard().catch((err: unknown) => log.warn({ err }, 'temporary import file not removed'));
    try {
      await repo.finish(started._id, { status, report, progress: latest, actor });
    } catch (err) {
      log.error({ err }, 'import run not recorded as finished');
    }
    if (!report.dryRun && report.inserted + report.updated + report.merged > 0) {
      await resync().catch((err: unknown) => log.error({ err }, 'catalogue not resynced after the import'));
    }
  }

  return {
    /** True while an import runs on this server. */
    get running(): boolean {
      return busy;
    },

    /**
     * Receives the upload (`receive`, only when no import runs here), records the run and starts it
     * in the background: the run as recorded, status 'running'.
     */
    async start(actor: AuditActor, receive: () => Promise<ImportUpload>): Promise<ImportRun> {
      if (busy) throw conflict(IMPORT_BUSY_MESSAGE);
      busy = true;
      try {
        const upload = await receive();
        let started: ImportRun;
        try {
          started = await repo.start({ fileName: upload.fileName, source: upload.fields.source ?? 'auto', dryRun: upload.fields.dryRun, startedBy: actor.id });
        } catch (err) {
          await upload.discard();
          throw err;
        }
        current = execute(started, upload, actor).finally(() => {
          busy = false;
          current = null;
        });
        return started;
      } catch (err) {
        busy = false;
        throw err;
      }
    },

    /** Resolves when the running import (if any) has finished and been recorded (tests, shutdown). */
    async settled(): Promise<void> {
      await current;
    },
  };
}

export type CourseImportsService = ReturnType<typeof courseImportsService>;
