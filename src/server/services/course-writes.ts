/**
 * An admin's course save, delete and restore (issue 32): one transaction each, the course under
 * its row lock; the rules (shared/domain/courses/course-writes.ts) decide from the course as it
 * stands; a stale refusal answers it (`data.current`). The catalogue (course-catalogue.ts) calls
 * these and then updates its indexes and tells the other processes.
 */
import type { CourseDeleteBody } from '../../shared/contracts/admin-courses.contract';
import type { CourseInput } from '../../shared/contracts/course-input.contract';
import type { Course } from '../../shared/contracts/courses.contract';
import {
  courseDeleteRefusal, courseRestoreRefusal, courseSaveDecision, type CourseWriteMeta,
} from '../../shared/domain/courses/course-writes';
import type { Refusal } from '../../shared/domain/refusal';
import type { CoursesRepository } from '../data/courses.repository';
import type { AuditActor, CourseWriter } from '../data/course-writer';
import { refuse } from '../lib/refused';

/** The revision and reason a body carries (`revision` wins over the `updatedAt` of a course sent back as read). */
const metaOf = (b: CourseInput | CourseDeleteBody): CourseWriteMeta => ({ revision: b?.revision ?? b?.updatedAt, reason: b?.reason });

/** The refusal as an error; a stale one carries the course as it stands (null: gone). */
async function refused(r: Refusal, w: CourseWriter): Promise<Error> {
  if (r.reason === 'stale') return refuse({ ...r, current: await w.current() });
  return refuse(r, r.path === 'id' ? 'path' : 'body');
}

export interface SaveResult {
  course: Course;
  created: boolean;
  /** False when the body held what the course holds: nothing was written. */
  changed: boolean;
}

export function courseWrites(repo: Pick<CoursesRepository, 'write'>) {
  const attempt = (kind: 'replace' | 'upsert', id: string, body: CourseInput, actor: AuditActor) =>
    repo.write(id, async (w): Promise<SaveResult | null> => {
      const meta = metaOf(body);
      const decision = courseSaveDecision(kind, meta, w.revision ? { revision: w.revision } : null, w.sameAs(body));
      if (typeof decision !== 'string') throw await refused(decision, w);
      if (decision === 'unchanged') return { course: (await w.current())!, created: false, changed: false };
      if (decision === 'replace') return { course: await w.update(body, actor, meta.reason!), created: false, changed: true };
      const course = await w.insert(body, actor, meta.reason ?? null);
      return course && { course, created: true, changed: true };
    });

  return {
    /**
     * `replace` (PUT) or `upsert` (POST with an id). Two creates of one new id at once: the one
     * that lost the insert decides again, now against the course the other made.
     */
    async save(kind: 'replace' | 'upsert', id: string, body: CourseInput, actor: AuditActor): Promise<SaveResult> {
      const first = await attempt(kind, id, body, actor);
      if (first) return first;
      const second = await attempt(kind, id, body, actor);
      if (!second) throw new Error(`course ${id} was created and gone again during one save`);
      return second;
    },

    /** Deletes the course; its audit entry keeps what a restore needs. */
    remove(id: string, body: CourseDeleteBody, actor: AuditActor): Promise<void> {
      return repo.write(id, async (w) => {
        const meta = metaOf(body);
        const r = courseDeleteRefusal(meta, w.revision ? { revision: w.revision } : null);
        if (r) throw await refused(r, w);
        await w.delete(actor, meta.reason!);
      });
    },

    /** Puts a deleted course back under its id, from its latest delete's audit entry. */
    restore(id: string, reason: string, actor: AuditActor): Promise<Course> {
      return repo.write(id, async (w) => {
        const deleted = w.revision ? null : await w.deleted();
        const r = courseRestoreRefusal({ exists: !!w.revision, deleted: !!deleted });
        if (r) throw await refused(r, w);
        const course = await w.restore(deleted!, actor, reason);
        // Another write put a course under the id since the lock was taken (there was no row to lock).
        if (!course) throw await refused(courseRestoreRefusal({ exists: true, deleted: true })!, w);
        return course;
      });
    },
  };
}
export type CourseWrites = ReturnType<typeof courseWrites>;
