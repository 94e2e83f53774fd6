/**
 * The admin console's import runs (course_imports, issue 25): started, their progress while the
 * run goes on, their status and report at the end. Any replica answers the console's polling from
 * here, whichever replica runs the import.
 *
 * A running run holds a lease (issue 32, item 2): `lease_until`, set at start and moved on by every
 * progress write or renewal of its process, on the database's clock. A run whose lease lapsed has
 * lost its process: `interrupt` marks it 'interrupted' (with its audit entry), once, whichever
 * replica gets there first.
 */
import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  IMPORT_SKIP_REASONS, type ImportCommitted, type ImportProgress, type ImportReport, type ImportRun,
} from '../../shared/contracts/course-import.contract';
import type { Db } from './database';
import { courseImports } from './import.schema';
import { users } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';

type Row = typeof courseImports.$inferSelect;
export type FinishedStatus = 'done' | 'stopped' | 'failed';

/** The progress column starts as `{}`: no progress yet. */
const progressOf = (p: unknown): ImportProgress | null =>
  p && typeof p === 'object' && 'records' in p ? (p as ImportProgress) : null;

const committedOf = (c: unknown): ImportCommitted | null =>
  c && typeof c === 'object' && 'inserted' in c ? (c as ImportCommitted) : null;

/** A stored report as the contract reads it now: rows from before a field or a skip reason existed read with none. */
function reportOf(stored: unknown): ImportReport | null {
  if (!stored) return null;
  const r = stored as ImportReport;
  const skipped = Object.fromEntries(IMPORT_SKIP_REASONS.map((k) => [k, r.skipped?.[k] ?? 0])) as ImportReport['skipped'];
  return { ...r, skipped, warnings: r.warnings ?? [] };
}

const toRun = (r: Row): ImportRun => ({
  _id: r.id,
  fileName: r.fileName,
  source: r.source,
  dryRun: r.dryRun === 1,
  status: r.status as ImportRun['status'],
  progress: progressOf(r.progress),
  committed: committedOf(r.committed),
  report: reportOf(r.report),
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** now() + `ms` on the database's clock (every replica reads the lease against the same clock). */
const leaseFrom = (ms: number): SQL<Date> => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** The committed-outcome counts a batch adds to its run (in the batch's transaction: course-import.repository.ts). */
export function addCommitted(counts: ImportCommitted): SQL {
  const add = (k: keyof ImportCommitted) => sql`${k}::text, coalesce((${courseImports.committed}->>${k})::int, 0) + ${counts[k]}`;
  return sql`jsonb_build_object(${add('inserted')}, ${add('updated')}, ${add('unchanged')}, ${add('merged')})`;
}

export function courseImportsRepository(db: Db) {
  return {
    async start(run: { fileName: string; source: string; dryRun: boolean; startedBy: string; leaseMs: number }): Promise<ImportRun> {
      const [row] = await db.insert(courseImports)
        .values({ fileName: run.fileName, source: run.source, dryRun: run.dryRun ? 1 : 0, startedBy: run.startedBy, leaseUntil: leaseFrom(run.leaseMs) })
        .returning();
      return toRun(row!);
    },

    /** The run's progress (when given) and its lease renewed; false when it is no longer running (another replica found its lease lapsed). */
    async progress(id: string, progress: ImportProgress | null, leaseMs: number): Promise<boolean> {
      const rows = await db.update(courseImports)
        .set({ ...(progress ? { progress } : {}), leaseUntil: leaseFrom(leaseMs) })
        .where(and(eq(courseImports.id, id), eq(courseImports.status, 'running')))
        .returning({ id: courseImports.id });
      return rows.length > 0;
    },

    /**
     * The run's end and its audit entry ('course.import'), in one transaction. It is written even
     * over 'interrupted': a run that outlived its lease (a stalled process) says how it really ended.
     */
    async finish(id: string, end: { status: FinishedStatus; report: ImportReport; progress: ImportProgress | null; actor: AuditRecord['actor'] }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(courseImports)
          .set({ status: end.status, source: end.report.source, report: end.report, finishedAt: new Date(), leaseUntil: null, ...(end.progress ? { progress: end.progress } : {}) })
          .where(eq(courseImports.id, id));
        const { problems, warnings, ...summary } = end.report;
        await appendAudit(tx, {
          actor: end.actor, action: 'course.import', recordType: 'course-import', recordId: id,
          before: null, after: { status: end.status, ...summary, problems: problems.length, warnings: warnings.length }, reason: null,
          // The run's end is recorded whatever became of its admin meanwhile: its batches have committed.
        }, { recheck: false });
      });
    },

    /**
     * Marks 'interrupted' the running runs whose process is gone: those whose lease lapsed (or that
     * never had one), or with `everyRunning` all of them (a PGlite server at start: no other process
     * can hold its folder). Each gets its audit entry in the same transaction, in its starter's name.
     * The runs marked here, and no other replica's: the update decides who marks each.
     */
    interrupt(opts: { everyRunning: boolean }): Promise<ImportRun[]> {
      return db.transaction(async (tx) => {
        const lapsed = opts.everyRunning ? undefined : or(isNull(courseImports.leaseUntil), lt(courseImports.leaseUntil, sql`now()`));
        const rows = await tx.update(courseImports)
          .set({ status: 'interrupted', finishedAt: new Date(), leaseUntil: null })
          .where(and(eq(courseImports.status, 'running'), lapsed))
          .returning();
        for (const row of rows) {
          if (!row.startedBy) continue;
          const [starter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.startedBy));
          const run = toRun(row);
          // A record of what already happened, whoever the starter is now: not re-checked as an admin's action.
          await appendAudit(tx, {
            actor: { id: row.startedBy, email: starter?.email ?? null, operator: false }, action: 'course.import', recordType: 'course-import', recordId: row.id,
            before: null, after: { status: 'interrupted', file: run.fileName, source: run.source, dryRun: run.dryRun, read: run.progress?.records ?? 0, ...run.committed }, reason: null,
          }, { recheck: false });
        }
        return rows.map(toRun);
      });
    },

    async get(id: string): Promise<ImportRun | null> {
      const [row] = await db.select().from(courseImports).where(eq(courseImports.id, id));
      return row ? toRun(row) : null;
    },

    /** The latest `limit` runs, newest first. */
    async latest(limit: number): Promise<ImportRun[]> {
      const rows = await db.select().from(courseImports).orderBy(desc(courseImports.startedAt), desc(courseImports.id)).limit(limit);
      return rows.map(toRun);
    },
  };
}

export type CourseImportsRepository = ReturnType<typeof courseImportsRepository>;
