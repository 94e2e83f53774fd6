/**
 * The admin console's import runs (course_imports, issue 25): started, their progress while the
 * run goes on, their status and report at the end. Any replica answers the console's polling from
 * here, whichever replica runs the import.
 */
import { desc, eq } from 'drizzle-orm';
import type { ImportProgress, ImportReport, ImportRun } from '../../shared/contracts/course-import.contract';
import type { Db } from '../db/client';
import { courseImports } from '../db/import-schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';

type Row = typeof courseImports.$inferSelect;
export type FinishedStatus = 'done' | 'stopped' | 'failed';

/** The progress column starts as `{}`: no progress yet. */
const progressOf = (p: unknown): ImportProgress | null =>
  p && typeof p === 'object' && 'records' in p ? (p as ImportProgress) : null;

const toRun = (r: Row): ImportRun => ({
  _id: r.id,
  fileName: r.fileName,
  source: r.source,
  dryRun: r.dryRun === 1,
  status: r.status as ImportRun['status'],
  progress: progressOf(r.progress),
  // Rows written before the report had warnings read with none.
  report: r.report ? { ...(r.report as ImportReport), warnings: (r.report as Partial<ImportReport>).warnings ?? [] } : null,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export function courseImportsRepository(db: Db) {
  return {
    async start(run: { fileName: string; source: string; dryRun: boolean; startedBy: string }): Promise<ImportRun> {
      const [row] = await db.insert(courseImports)
        .values({ fileName: run.fileName, source: run.source, dryRun: run.dryRun ? 1 : 0, startedBy: run.startedBy })
        .returning();
      return toRun(row!);
    },

    async progress(id: string, progress: ImportProgress): Promise<void> {
      await db.update(courseImports).set({ progress }).where(eq(courseImports.id, id));
    },

    /** The run's end and its audit entry ('course.import'), in one transaction. */
    async finish(id: string, end: { status: FinishedStatus; report: ImportReport; progress: ImportProgress | null; actor: AuditRecord['actor'] }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(courseImports)
          .set({ status: end.status, source: end.report.source, report: end.report, finishedAt: new Date(), ...(end.progress ? { progress: end.progress } : {}) })
          .where(eq(courseImports.id, id));
        const { problems, warnings, ...summary } = end.report;
        await appendAudit(tx, {
          actor: end.actor, action: 'course.import', recordType: 'course-import', recordId: id,
          before: null, after: { status: end.status, ...summary, problems: problems.length, warnings: warnings.length }, reason: null,
          // The run's end is recorded whatever became of its admin meanwhile: its batches have committed.
        }, { recheck: false });
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
