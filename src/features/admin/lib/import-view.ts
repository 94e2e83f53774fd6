/**
 * What the console's import tab shows of a run (issue 25): the progress bar's share, records, rate
 * and time left; the report's skip reasons and field coverage in words. Pure, so it is table-tested.
 */
import type {
  ImportCommitted, ImportCoverageField, ImportProgress, ImportReport, ImportRun, ImportSkipReason,
} from '../../../shared/contracts/course-import.contract';

export interface ProgressView {
  /** 0..100 of the file read; null when its size is unknown (the bar then runs indeterminate). */
  percent: number | null;
  records: number;
  /** Records per second, rounded. */
  rate: number;
  /** Seconds left at the rate so far; null while unknown. */
  secondsLeft: number | null;
}

/** Before this much time has passed, the rate says too little to tell the time left. */
export const ESTIMATE_AFTER_S = 2;

export function progressView(p: ImportProgress | null): ProgressView {
  if (!p) return { percent: null, records: 0, rate: 0, secondsLeft: null };
  const known = p.totalBytes != null && p.totalBytes > 0;
  const share = known ? Math.min(1, p.bytesRead / p.totalBytes!) : null;
  // The time spent so far is records / rate; the bytes left at the bytes-per-second so far.
  const elapsed = p.rate > 0 ? p.records / p.rate : 0;
  const secondsLeft = known && elapsed >= ESTIMATE_AFTER_S && p.bytesRead > 0
    ? Math.max(0, Math.round(((p.totalBytes! - p.bytesRead) * elapsed) / p.bytesRead))
    : null;
  return { percent: share === null ? null : Math.round(share * 100), records: p.records, rate: Math.round(p.rate), secondsLeft };
}

/** "45 s", "3 min 5 s", "1 h 2 min". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${m ? ` ${m} min` : ''}`;
}

const SKIP_LABELS: Record<ImportSkipReason, string> = {
  'no-name': 'No name',
  'no-coordinates': 'No coordinates',
  'outside-world': 'Coordinates out of range',
  'not-a-course': 'Not a course (range, mini-golf, shop)',
  'duplicate-in-file': 'Duplicate inside the file',
  unreadable: 'Unreadable line',
  invalid: 'Impossible value (a name thousands of characters long)',
  'deleted-by-admin': 'Deleted by an admin (not brought back)',
};

/** A reason in words (a reason this console does not know yet reads as itself). */
export const skipLabel = (reason: string): string => SKIP_LABELS[reason as ImportSkipReason] ?? reason.replace(/-/g, ' ');

const COVERAGE_LABELS: Record<ImportCoverageField, string> = {
  city: 'City', province: 'State or province', country: 'Country', membership: 'Membership', type: 'Type', holes: 'Holes',
  par: 'Par', totalYardage: 'Yardage', yearEstablished: 'Year established', architects: 'Architects',
  scorecard: 'Scorecard', website: 'Website', phone: 'Phone', street: 'Street address', postalCode: 'Postal code',
};

export const coverageLabel = (field: string): string => COVERAGE_LABELS[field as ImportCoverageField] ?? field;

/** The reasons that skipped at least one record, most first. */
export const skippedRows = (report: ImportReport): { reason: string; label: string; count: number }[] =>
  Object.entries(report.skipped)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([reason, n]) => ({ reason, label: skipLabel(reason), count: n ?? 0 }))
    .sort((a, b) => b.count - a.count);

/** Records the run imported (new, updated, unchanged or merged): coverage is a share of these, so none means no coverage to show. */
export const importedCount = (report: Pick<ImportReport, 'inserted' | 'updated' | 'unchanged' | 'merged'>): number =>
  report.inserted + report.updated + report.unchanged + report.merged;

/** Coverage as whole percentages, in the contract's order. */
export const coverageRows = (report: ImportReport): { field: string; label: string; percent: number }[] =>
  Object.entries(report.coverage).map(([field, share]) => ({ field, label: coverageLabel(field), percent: Math.round((share ?? 0) * 100) }));

const written = (c: Pick<ImportCommitted, 'inserted' | 'updated' | 'merged'>) =>
  `${c.inserted.toLocaleString()} new, ${c.updated.toLocaleString()} updated, ${c.merged.toLocaleString()} merged`;

/** What an interrupted run's committed batches did, in words ("nothing" before its first batch). */
export function committedText(run: Pick<ImportRun, 'committed' | 'dryRun'>): string {
  const c = run.committed;
  if (run.dryRun) return 'A dry run: nothing was written.';
  if (!c || importedCount(c) === 0) return 'It had not written a batch yet: nothing changed.';
  return `Its batches wrote ${written(c)} and found ${c.unchanged.toLocaleString()} unchanged; each batch is written whole.`;
}

/** One line for a run in the list of recent runs. */
export function runSummary(run: ImportRun): string {
  const r = run.report;
  if (run.status === 'running') return `Running · ${records(progressView(run.progress).records)} read`;
  if (run.status === 'interrupted') {
    const read = run.progress ? ` of ${run.progress.records.toLocaleString()} read` : '';
    return `Interrupted · ${run.dryRun ? 'dry run' : `${written(run.committed ?? { inserted: 0, updated: 0, merged: 0 })}${read}`}`;
  }
  if (!r) return run.status;
  return `${run.dryRun ? 'Dry run: ' : ''}${written(r)} of ${r.read.toLocaleString()} read`;
}

/** "1 record", "2 records". */
export const records = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'record' : 'records'}`;

/** The run's source; while it runs without one named, the file's format decides it. */
export const sourceText = (run: Pick<ImportRun, 'source' | 'status'>) => (run.source === 'auto' ? 'source from the file' : run.source);

/** The status as the console says it. */
export const STATUS_LABELS: Record<ImportRun['status'], string> = { running: 'Running', done: 'Done', stopped: 'Stopped', failed: 'Failed', interrupted: 'Interrupted' };
