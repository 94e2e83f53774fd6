/**
 * Course changes between processes (issue 25, item 7): a course write, merge or import made by one
 * process (a replica, the import command) reaches every other replica's in-memory indexes and card
 * cache. On PostgreSQL through LISTEN/NOTIFY (data/course-changes.channel.ts); on PGlite there is
 * only ever one process, so the announcement is a no-op.
 */
export type CourseChange =
  /** These courses changed or were deleted: reload them. */
  | { ids: string[] }
  /** Too many to name (an import): reload everything. */
  | { all: true };

export interface CourseChangeAnnouncer {
  announce(change: CourseChange): Promise<void>;
}

export const silentAnnouncer: CourseChangeAnnouncer = { announce: async () => {} };
