/**
 * The course indexes as the catalogue holds them: one `CourseIndexes` at a time, replaced whole by
 * a rebuild from the database (at start, after an import, when another process announces `all`,
 * when the change listener reconnected; services/course-catalogue.ts). Reads take `current` and
 * keep the object they started with; the new one is swapped in once built. A rebuild asked for
 * during one runs once more after it, and courses changed while a rebuild read the database are
 * handed to `afterSwap`, to be applied again to the new indexes.
 */
import type { Course } from '../../shared/contracts/courses.contract';
import type { CoursesRepository } from '../data/courses.repository';
import { CourseIndexes } from './course-indexes';

export class ReplaceableIndexes {
  current: CourseIndexes;
  private rebuilding: Promise<void> | null = null;
  private wanted = false;
  /** Ids changed while a rebuild reads the database. */
  private changedDuring: Set<string> | null = null;

  constructor(private readonly repo: Pick<CoursesRepository, 'indexRows'>, private readonly afterSwap: (changed: string[]) => Promise<void>) {
    this.current = new CourseIndexes(repo);
  }

  /** A course written or reloaded: into the current indexes, and again after a running rebuild's swap. */
  upsert(course: Course): void {
    this.changedDuring?.add(course._id);
    this.current.upsert(course);
  }

  remove(id: string): void {
    this.changedDuring?.add(id);
    this.current.remove(id);
  }

  /** Rebuilds from the database and swaps the new indexes in; resolves when the last asked-for rebuild has. */
  rebuild(): Promise<void> {
    this.wanted = true;
    this.rebuilding ??= (async () => {
      try {
        while (this.wanted) {
          this.wanted = false;
          await this.rebuildOnce();
        }
      } finally {
        this.rebuilding = null;
      }
    })();
    return this.rebuilding;
  }

  private async rebuildOnce(): Promise<void> {
    const changed = new Set<string>();
    this.changedDuring = changed;
    const next = new CourseIndexes(this.repo);
    try {
      await next.load();
    } finally {
      this.changedDuring = null;
    }
    const old = this.current;
    this.current = next;
    old.close();
    await this.afterSwap([...changed]);
  }

  /** Resolves when pending rebuilds and map-index rebuilds have run (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.rebuilding) await this.rebuilding;
    await this.current.settled();
  }

  close(): void {
    this.current.close();
  }
}
