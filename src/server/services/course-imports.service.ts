/**
 * The admin console's import (issue 25, item 5): an uploaded file runs through the same importer
 * as `npm run import`, in the background of this server process (on PGlite the command cannot run
 * beside the server; here it can). One import at a time per server: a second is refused (409)
 * before its upload is read.
 *
 * The run's row (course_imports) carries its progress, written at most every PROGRESS_WRITE_MS,
 * then its status and report, so every replica answers the console's polling. Each committed batch
 * adds its outcomes to the row and is announced (this server's catalogue reloads its courses, the
 * other replicas hear them). At the end an audit entry records who imported what, and the
 * temporary file is removed.
 *
 * A process can die mid-run (issue 32, item 2). The run holds a lease its process renews with its
 * progress writes, and at least every `leaseMs / 6`; a run whose lease lapsed is marked
 * 'interrupted' by any replica: at its start, every `leaseMs / 2` on PostgreSQL, and whenever the
 * console reads the runs. On PGlite no other process can hold the folder, so the start marks every
 * run still 'running'. The replica that marks a run that wrote rebuilds its catalogue and tells the
 * others to (a batch the dead process committed but had not announced yet is then served too).
 */
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_COVERAGE_FIELDS, IMPORT_SKIP_REASONS, type ImportProgress, type ImportReport, type ImportRun,
} from '../../shared/contracts/course-import.contract';
import { refusal } from '../../shared/domain/refusal';
import type { CourseImportsRepository, FinishedStatus } from '../data/course-imports.repository';
import type { AuditActor } from '../data/courses.repository';
import type { ImportRunOptions } from '../import/import-record';
import type { ImportUpload } from '../lib/read-import-upload';
import { refuse } from '../lib/refused';
import type { CourseChangeAnnouncer } from './course-changes';

export const PROGRESS_WRITE_MS = 500;
/** How long a run's process vouches for it without a word (IMPORT_LEASE_MS). */
export const DEFAULT_IMPORT_LEASE_MS = 30_000;

export interface CourseImportsDeps {
  repo: CourseImportsRepository;
  /** The importer (`runImport` with this server's database, and an announcer that also reloads this server's catalogue). */
  run: (options: ImportRunOptions) => Promise<ImportReport>;
  /** This server's catalogue rebuilt from the database (after another process's run was interrupted). */
  resync: () => Promise<void>;
  /** The other replicas (they rebuild too). */
  announcer: CourseChangeAnnouncer;
  log: FastifyBaseLogger;
  leaseMs?: number;
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

export function courseImportsService({ repo, run, resync, announcer, log, leaseMs = DEFAULT_IMPORT_LEASE_MS }: CourseImportsDeps) {
  let busy = false;
  let current: Promise<void> | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  /** Runs the import, writing progress now and then (each write renews the lease), and the end whatever happens. */
  async function execute(started: ImportRun, upload: ImportUpload, actor: AuditActor): Promise<void> {
    const began = performance.now();
    let latest: ImportProgress | null = null;
    let lastWrite = performance.now();
    let writing: Promise<void> = Promise.resolve();
    let markedInterrupted = false;
    // One write at a time; a failed write is only logged (the run goes on, and its end is written whatever the mark).
    const write = (p: ImportProgress | null) => {
      lastWrite = performance.now();
      writing = writing.then(async () => {
        if (await repo.progress(started._id, p, leaseMs) || markedInterrupted) return;
        markedInterrupted = true;
        log.warn({ run: started._id }, 'import run outlived its lease: another replica marked it interrupted');
      }).catch((err: unknown) => log.warn({ err }, 'import progress not written'));
    };
    const onProgress = (p: ImportProgress) => {
      latest = p;
      if (performance.now() - lastWrite >= PROGRESS_WRITE_MS) write(p);
    };
    // The lease is renewed even while a batch holds the run up (no progress comes then).
    const renewer = setInterval(() => {
      if (performance.now() - lastWrite >= leaseMs / 6) write(null);
    }, leaseMs / 6);
    renewer.unref();
    let status: FinishedStatus;
    let report: ImportReport;
    try {
      report = await run({
        input: createReadStream(upload.path), fileName: upload.fileName, totalBytes: upload.bytes,
        source: upload.fields.source, dryRun: upload.fields.dryRun, map: upload.fields.map, onProgress, runId: started._id,
      });
      status = report.stopped ? 'stopped' : 'done';
    } catch (err) {
      log.error({ err }, 'import failed');
      status = 'failed';
      report = failedReport(started, upload, `The import failed: ${err instanceof Error ? err.message : String(err)}`, (performance.now() - began) / 1000);
    } finally {
      clearInterval(renewer);
    }
    await writing;
    await upload.discard().catch((err: unknown) => log.warn({ err }, 'temporary import file not removed'));
    try {
      await repo.finish(started._id, { status, report, progress: latest, actor });
    } catch (err) {
      log.error({ err }, 'import run not recorded as finished');
    }
  }

  /** Marks the runs whose process is gone; when one had written, every catalogue is rebuilt. */
  async function interrupt(everyRunning: boolean): Promise<ImportRun[]> {
    const marked = await repo.interrupt({ everyRunning });
    if (marked.length === 0) return marked;
    log.warn({ runs: marked.map((r) => r._id) }, 'import runs interrupted: their process stopped before they finished');
    if (marked.some((r) => !r.dryRun)) {
      await resync().catch((err: unknown) => log.error({ err }, 'catalogue not resynced after an interrupted import'));
      await announcer.announce({ all: true }).catch((err: unknown) => log.error({ err }, 'an interrupted import could not be announced'));
    }
    return marked;
  }

  /** The lapsed leases marked, a failure only logged: the reads that asked go on. */
  const sweep = () => interrupt(false).catch((err: unknown) => log.error({ err }, 'import leases not checked'));

  return {
    /** True while an import runs on this server. */
    get running(): boolean {
      return busy;
    },

    /**
     * At start: the runs a dead process left 'running' are marked interrupted (`everyRunning` on
     * PGlite; only lapsed leases on PostgreSQL, where other replicas' runs are alive), then, with
     * `watch`, lapsed leases are looked for every `leaseMs / 2` until `close()`.
     */
    async recover(opts: { everyRunning: boolean; watch: boolean }): Promise<ImportRun[]> {
      const marked = await interrupt(opts.everyRunning);
      if (opts.watch && !sweeper) {
        sweeper = setInterval(() => void sweep(), leaseMs / 2);
        sweeper.unref();
      }
      return marked;
    },

    /** The latest runs, newest first (a run whose lease lapsed reads as interrupted). */
    async latest(limit: number): Promise<ImportRun[]> {
      await sweep();
      return repo.latest(limit);
    },

    async get(id: string): Promise<ImportRun | null> {
      await sweep();
      return repo.get(id);
    },

    /**
     * Receives the upload (`receive`, only when no import runs here), records the run and starts it
     * in the background: the run as recorded, status 'running'.
     */
    async start(actor: AuditActor, receive: () => Promise<ImportUpload>): Promise<ImportRun> {
      if (busy) throw refuse(refusal('conflict', IMPORT_BUSY_MESSAGE));
      busy = true;
      try {
        const upload = await receive();
        let started: ImportRun;
        try {
          started = await repo.start({ fileName: upload.fileName, source: upload.fields.source ?? 'auto', dryRun: upload.fields.dryRun, startedBy: actor.id, leaseMs });
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

    /** Stops looking for lapsed leases and waits for the running import (shutdown). */
    async close(): Promise<void> {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await current;
    },
  };
}

export type CourseImportsService = ReturnType<typeof courseImportsService>;
