/**
 * One batch's writes, decided before any is made (pure): for each record `decideRecord`, then the
 * rows the data layer writes in the batch's one transaction: new courses, the changed fields of
 * existing ones (two records merging into one course in the same batch: their fills add up, the
 * second sees the first's), and the `course_sources` rows of every record that is not unchanged.
 * Records of courses an admin deleted are skipped, with their lines.
 */
import type { BatchLookup, BatchPlan, CourseFields, ImportedCourse } from '../../data/course-import-rows';
import { decideRecord, type RecordDecision } from './decide-record';

export type { BatchLookup, BatchPlan, LinkRow } from '../../data/course-import-rows';

export interface BatchRecord {
  record: ImportedCourse;
  hash: string;
  line: number;
}

export const DELETED_BY_ADMIN_MESSAGE = 'An admin deleted the course this record made: it is not brought back';

export function planBatch(batch: readonly BatchRecord[], lookup: BatchLookup, newId: () => string): BatchPlan {
  const plan: BatchPlan = { inserts: [], updates: [], links: [], counts: { inserted: 0, updated: 0, unchanged: 0, merged: 0 }, skips: [], changedIds: [] };
  const current = new Map(lookup.courses);
  const patches = new Map<string, Partial<CourseFields>>();
  batch.forEach(({ record, hash, line }, i) => {
    const link = lookup.links.get(record.sourceId) ?? null;
    const knownId = link?.courseId ?? lookup.owned.get(record.sourceId);
    const ctx = {
      link,
      known: knownId ? current.get(knownId) ?? null : null,
      near: (lookup.near[i] ?? []).flatMap((id) => current.get(id) ?? []),
      deleted: lookup.deleted.has(record.sourceId),
    };
    const decision: RecordDecision = decideRecord(record, hash, ctx);
    if (decision.outcome === 'deleted') {
      plan.skips.push({ index: i, line, reason: 'deleted-by-admin', message: DELETED_BY_ADMIN_MESSAGE });
      return;
    }
    plan.counts[decision.outcome] += 1;
    if (decision.outcome === 'unchanged') return;
    let courseId: string;
    if (decision.outcome === 'inserted') {
      courseId = newId();
      plan.inserts.push({ id: courseId, record });
    } else {
      courseId = decision.courseId;
      if (Object.keys(decision.patch).length > 0) {
        patches.set(courseId, { ...patches.get(courseId), ...decision.patch });
        const course = current.get(courseId)!;
        current.set(courseId, { ...course, fields: { ...course.fields, ...decision.patch } });
      }
    }
    plan.links.push({ sourceId: record.sourceId, courseId, recordHash: hash, sourceUpdatedAt: record.sourceUpdatedAt });
  });
  plan.updates = [...patches].map(([id, patch]) => ({ id, patch }));
  plan.changedIds = [...plan.inserts.map((c) => c.id), ...patches.keys()];
  return plan;
}
