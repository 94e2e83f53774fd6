/**
 * `runImport` (issue 25): a file of course records into the catalogue, for `npm run import` and
 * the admin console's import. The pipeline:
 *
 *   readCourses (read/)  -> records and skips, with their lines, read and mapped in a worker
 *                           thread (read/read-in-worker.ts): the event loop only writes
 *   inFileDuplicates     -> a later copy of a record (same source id, or the same normalised name
 *                           within 1 km) is skipped as 'duplicate-in-file'; the first stays
 *   batches of BATCH_SIZE -> one transaction each (data/course-import.repository.ts): look up,
 *                           `planBatch` decides (write/decide-record.ts has the rules), write
 *   the report           -> counts of committed batches, skips by reason, the first 100 problems,
 *                           field coverage, `stopped` when the reader or the database stopped it
 *
 * A stop (ImportStop from the reader, or a batch the database refused) ends the run: the batches
 * committed before stay, the refused batch is rolled back whole, and the report says where. The
 * records read whole before a reader's stop are still written (one last batch): they are good
 * records, and a re-run of the repaired file finds them unchanged. `dryRun` does the same reads and
 * decisions, batch by batch, and writes nothing. Each committed batch's changed courses are
 * announced at once (issue 32, item 12): a run that dies mid-file leaves no replica without what
 * it committed. With `runId`, each batch adds its outcomes to the console's run in its transaction.
 */
import { randomUUID } from 'node:crypto';
import type { ImportProgress, ImportReport } from '../../shared/contracts/course-import.contract';
import { courseImportRepository } from '../data/course-import.repository';
import { ImportStop, type ImportDeps, type ImportRunOptions } from './import-record';
import { readCoursesInWorker, type ThreadedRead } from './read/read-in-worker';
import { inFileDuplicates } from './write/in-file-duplicates';
import { planBatch, type BatchRecord } from './write/plan-batch';
import { recordHash } from './write/record-hash';
import { reportTally } from './write/report-tally';

/** Records per transaction: large enough for few round trips, small enough that a refused batch is a small loss. */
export const BATCH_SIZE = 1000;
const PROGRESS_EVERY_MS = 200;

/** What the database said (Drizzle wraps it in "Failed query: <the whole statement>"; the cause has it). */
function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

/** A batch the database refused, with the line its first record came from. */
class BatchRefused extends Error {
  constructor(readonly line: number, reason: unknown) {
    super(`The database refused the batch from line ${line} (nothing of it was written): ${databaseMessage(reason)}`);
  }
}

export async function runImport(deps: ImportDeps, options: ImportRunOptions): Promise<ImportReport> {
  const began = performance.now();
  const dryRun = options.dryRun ?? false;
  const repo = courseImportRepository(deps.database.db);
  const tally = reportTally();
  const duplicates = inFileDuplicates();
  /** An announcement that failed: the end announces everything instead. */
  let unannounced = false;
  let format = 'unknown';
  let source = options.source ?? 'unknown';
  let stopped: ImportReport['stopped'] = null;
  let warnings: readonly string[] = [];
  let bytesRead = 0;
  let lastProgress = 0;
  let read: ThreadedRead | null = null;

  const seconds = () => (performance.now() - began) / 1000;
  const progress = (force: boolean) => {
    if (!options.onProgress) return;
    const now = performance.now();
    if (!force && now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    const p: ImportProgress = { bytesRead, totalBytes: options.totalBytes ?? null, records: tally.read, rate: Math.round(tally.read / Math.max(seconds(), 0.001)) };
    options.onProgress(p);
  };

  let batch: BatchRecord[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    const points = records.map(({ record: r }) => ({ sourceId: r.sourceId, lat: r.lat, lng: r.lng }));
    const plan = await repo.batch(source, points, (lookup) => planBatch(records, lookup, randomUUID), { dryRun, runId: options.runId })
      .catch((error: unknown) => { throw new BatchRefused(records[0]!.line, error); });
    tally.batchDone(records.map((r) => r.record), plan);
    // The batch has committed: its changes are announced now, not at the end (which may never come).
    if (!dryRun && plan.changedIds.length > 0) await deps.announcer.announce({ ids: plan.changedIds }).catch(() => { unannounced = true; });
  };

  try {
    read = await readCoursesInWorker(options.input, {
      fileName: options.fileName, source: options.source, map: options.map, limits: options.limits,
      onBytes: (n) => { bytesRead = n; },
    });
    format = read.format;
    source = read.source;
    warnings = read.warnings;
    try {
      for await (const item of read.items) {
        tally.countRead();
        if (item.kind === 'skip') {
          tally.skip({ line: item.line, reason: item.reason, message: item.message });
        } else {
          const earlier = duplicates.check(item.course, item.line);
          if (earlier !== null) {
            const why = earlier.by === 'id' ? 'the same id' : 'the same name within 1 km';
            tally.skip({ line: item.line, reason: 'duplicate-in-file', message: `The same course as line ${earlier.line} (${why})` });
          } else {
            batch.push({ record: item.course, hash: recordHash(item.course), line: item.line });
            if (batch.length >= BATCH_SIZE) await flush();
          }
        }
        progress(false);
      }
    } catch (error) {
      if (!(error instanceof ImportStop)) throw error;
      stopped = { line: error.line, message: error.message };
    }
    await flush();
  } catch (error) {
    if (error instanceof BatchRefused) stopped = { line: error.line, message: error.message };
    else if (error instanceof ImportStop) stopped = { line: error.line, message: error.message };
    else stopped = { line: null, message: `The import failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    if (stopped) options.input.destroy();
    await read?.close();
  }

  progress(true);
  if (unannounced) await deps.announcer.announce({ all: true }).catch(() => {});
  return tally.report({ source, file: options.fileName, format, dryRun, stopped, warnings: [...warnings], seconds: Math.round(seconds() * 100) / 100 });
}
