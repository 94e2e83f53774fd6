/**
 * What an admin's delete remembers of a course's open data (issue 32, item 3): its
 * `course_sources` rows (which the delete would drop with the course), and its own (source,
 * source id) when it has no such row, kept in `course_source_tombstones` under the deleted
 * course's id. The importer skips those records ('deleted-by-admin') rather than bringing the
 * course back under a new id. Both run inside the caller's transaction.
 *
 * A merge moves the merged course's `course_sources` to the kept course instead (the records
 * describe the kept course from then on), so only a delete buries.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './list-order';

const countOf = async (tx: Tx, q: ReturnType<typeof sql>): Promise<number> =>
  Number(((await tx.execute(q)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/** Before course `courseId` is deleted: every (source, source id) that fed it, remembered. How many. */
export function buryCourseSources(tx: Tx, courseId: string): Promise<number> {
  return countOf(tx, sql`
    with buried as (
      insert into course_source_tombstones (source, source_id, course_id, record_hash, source_updated_at)
      select s.source, s.source_id, s.course_id, s.record_hash, s.source_updated_at from course_sources s where s.course_id = ${courseId}
      union all
      select c.source, c.source_id, c.id, null, null from courses c
      where c.id = ${courseId} and c.source_id is not null
        and not exists (select 1 from course_sources s where s.source = c.source and s.source_id = c.source_id)
      on conflict (source, source_id) do update set course_id = excluded.course_id, record_hash = excluded.record_hash,
        source_updated_at = excluded.source_updated_at, deleted_at = now()
      returning 1
    ) select count(*)::int as n from buried`);
}

/**
 * A deleted course restored under its id (the console's restore from its audit entry): its
 * tombstones lifted, its `course_sources` rows back as they were, so the importer finds the course
 * again (a tombstone without a row, the course's own id, needs none: the restored course carries
 * it). Call it in the restore's transaction, after the course row is back. How many were lifted.
 */
export function liftCourseTombstones(tx: Tx, courseId: string): Promise<number> {
  return countOf(tx, sql`
    with lifted as (
      delete from course_source_tombstones where course_id = ${courseId} returning *
    ), relinked as (
      insert into course_sources (source, source_id, course_id, record_hash, source_updated_at)
      select source, source_id, course_id, record_hash, source_updated_at from lifted where record_hash is not null
      on conflict (source, source_id) do nothing
    ) select count(*)::int as n from lifted`);
}

