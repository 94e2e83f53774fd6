/**
 * The report's counts as a run goes (pure): skips by reason with the first 100 problems, the
 * outcomes of committed batches, and field coverage over the records imported (inserted, updated,
 * unchanged, merged), counted from what the records themselves said.
 */
import {
  IMPORT_COVERAGE_FIELDS, IMPORT_SKIP_REASONS, type ImportCoverageField, type ImportProblem, type ImportReport,
} from '../../../shared/contracts/course-import.contract';
import type { ImportedCourse } from '../import-record';
import type { BatchPlan } from './plan-batch';

export const MAX_PROBLEMS = 100;

const hasValue = (v: unknown): boolean => v != null && !(Array.isArray(v) && v.length === 0);

export function reportTally() {
  const skipped = Object.fromEntries(IMPORT_SKIP_REASONS.map((r) => [r, 0])) as ImportReport['skipped'];
  const filled = Object.fromEntries(IMPORT_COVERAGE_FIELDS.map((f) => [f, 0])) as Record<ImportCoverageField, number>;
  const outcomes = { inserted: 0, updated: 0, unchanged: 0, merged: 0 };
  const problems: ImportProblem[] = [];
  let read = 0;
  const skip = (problem: ImportProblem): void => {
    skipped[problem.reason] = (skipped[problem.reason] ?? 0) + 1;
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  return {
    /** A record or a skip read from the file. */
    countRead(): void {
      read += 1;
    },
    skip,
    /** A committed (or, dry, decided) batch: its outcomes, its skips (courses an admin deleted) and its imported records' coverage. */
    batchDone(records: readonly ImportedCourse[], plan: BatchPlan): void {
      for (const k of Object.keys(outcomes) as (keyof typeof outcomes)[]) outcomes[k] += plan.counts[k];
      const notImported = new Set<number>();
      for (const { index, ...problem } of plan.skips) {
        notImported.add(index);
        skip(problem);
      }
      records.forEach((r, i) => {
        if (!notImported.has(i)) for (const f of IMPORT_COVERAGE_FIELDS) if (hasValue(r[f])) filled[f] += 1;
      });
    },
    get read() {
      return read;
    },
    report(base: Pick<ImportReport, 'source' | 'file' | 'format' | 'dryRun' | 'stopped' | 'seconds' | 'warnings'>): ImportReport {
      const imported = outcomes.inserted + outcomes.updated + outcomes.unchanged + outcomes.merged;
      const coverage = Object.fromEntries(
        IMPORT_COVERAGE_FIELDS.map((f) => [f, imported === 0 ? 0 : Math.round((filled[f] / imported) * 10_000) / 10_000]),
      ) as ImportReport['coverage'];
      return { ...base, read, ...outcomes, skipped: { ...skipped }, coverage, problems: [...problems] };
    },
  };
}
