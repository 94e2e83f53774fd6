/**
 * An admin's course writes (issue 32, item 4, and the audit log's reasons): whether a save, a
 * delete or a restore goes ahead, from the course as it stands under its row lock.
 *
 * - **A revision for every change.** Replacing a course that exists needs the revision the admin
 *   read: its `updatedAt` (the course sent back as read carries it; `revision` names it too). A
 *   revision that is no longer the course's is `stale` (409, with the course as it stands), so a
 *   stale form never silently overwrites someone's rename. Without one the change is a 400 naming
 *   `updatedAt`: only a new id is written without it (`POST /courses/{id}`, spec section 7).
 * - **A body that changes nothing** is answered with the course as it stands, whatever its
 *   revision, and writes nothing: `POST /courses/{id}` sent again after it created the course
 *   stays idempotent.
 * - **A reason for every change and delete**, as for every other admin action (the audit log
 *   keeps it); a new course needs none.
 * - **No resurrection by a stale form**: a revision for a course that is gone is `stale`
 *   (restore it from the audit log instead).
 */
import { refusal, type Refusal } from '../refusal';

export const STALE_COURSE = 'Someone else changed this course since you opened it: see their version, then save yours again or overwrite theirs.';
export const COURSE_GONE = 'This course was deleted since you opened it: restore it from the audit log first.';
export const REASON_NEEDED = 'is required: say why you change this course (the audit log keeps it)';
export const REVISION_NEEDED = 'is required to change a course that exists: send the updatedAt you read with the course';
export const NOT_DELETED = 'is a course that exists: only a deleted course can be restored';
export const NEVER_DELETED = 'names no deleted course';

/** What a write carries besides the course's fields. */
export interface CourseWriteMeta {
  /** The `updatedAt` the admin read (`revision`, or `updatedAt` in a course sent back as read). */
  revision?: string;
  reason?: string;
}

/** Two revisions are the same instant, however written (ISO with `Z` or an offset). */
export const sameRevision = (a: string, b: string): boolean => {
  const x = Date.parse(a);
  return Number.isFinite(x) && x === Date.parse(b);
};

/** `create`: no course under the id yet; `replace`: write it; `unchanged`: the body would change nothing. */
export type CourseSaveDecision = 'create' | 'replace' | 'unchanged';

/**
 * A save of course `id`: `replace` (PUT: only a course that exists) or `upsert` (POST with an id:
 * creates it when there is none). `current` is its revision now (null when there is no course);
 * `unchanged` says the body holds what the course holds.
 */
export function courseSaveDecision(
  kind: 'replace' | 'upsert',
  body: CourseWriteMeta,
  current: { revision: string } | null,
  unchanged: boolean,
): CourseSaveDecision | Refusal {
  if (!current) {
    if (kind === 'replace') return refusal('not-found', 'Course not found.');
    return body.revision === undefined ? 'create' : refusal('stale', COURSE_GONE);
  }
  if (unchanged) return 'unchanged';
  if (!body.reason) return refusal('invalid', REASON_NEEDED, 'reason');
  if (body.revision === undefined) return refusal('invalid', REVISION_NEEDED, 'updatedAt');
  if (!sameRevision(body.revision, current.revision)) return refusal('stale', STALE_COURSE);
  return 'replace';
}

/** A delete: a reason always; a revision when the admin sends one (the console does) must still hold. */
export function courseDeleteRefusal(body: CourseWriteMeta, current: { revision: string } | null): Refusal | null {
  if (!current) return refusal('not-found', 'Course not found.');
  if (!body.reason) return refusal('invalid', REASON_NEEDED, 'reason');
  if (body.revision !== undefined && !sameRevision(body.revision, current.revision)) return refusal('stale', STALE_COURSE);
  return null;
}

/** A restore of course `id` from its latest delete's audit entry: only a course that is gone and was deleted. */
export function courseRestoreRefusal(facts: { exists: boolean; deleted: boolean }): Refusal | null {
  if (facts.exists) return refusal('conflict', NOT_DELETED, 'id');
  if (!facts.deleted) return refusal('not-found', NEVER_DELETED, 'id');
  return null;
}
