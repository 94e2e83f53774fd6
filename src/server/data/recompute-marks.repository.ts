/**
 * The recompute jobs' pending marks in the database (`recompute_marks`, lib/recompute-job.ts):
 * a write's mark goes in before its request is answered; a recompute reads the database's clock
 * before it reads its input, and clears only marks made before then (a mark made while it ran
 * stays for the next run). Times are the database's, compared in SQL (PGlite's clock may tick
 * in milliseconds: a mark of the run's own tick stays, which costs one run more, never one less).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from './database';
import { recomputeMarks } from './community.schema';
import type { PendingMarks } from '../lib/recompute-job';


export function recomputeMarksRepository(db: Db, job: 'community' | 'panel'): PendingMarks {
  return {
    async add(keys) {
      if (keys.length === 0) return;
      await db.insert(recomputeMarks).values([...new Set(keys)].map((key) => ({ job, key, markedAt: sql`clock_timestamp()` })))
        .onConflictDoUpdate({ target: [recomputeMarks.job, recomputeMarks.key], set: { markedAt: sql`clock_timestamp()` } });
    },
    async pending() {
      const rows = await db.select({ key: recomputeMarks.key }).from(recomputeMarks).where(eq(recomputeMarks.job, job));
      return rows.map((r) => r.key);
    },
    async now() {
      const [row] = await queryRows<{ at: string }>(db, sql`select clock_timestamp()::text as at`);
      return row!.at;
    },
    async clear(key, at) {
      await db.delete(recomputeMarks)
        .where(and(eq(recomputeMarks.job, job), eq(recomputeMarks.key, key), lt(recomputeMarks.markedAt, sql`${at}::timestamptz`)));
    },
  };
}
