/**
 * A bounded read-through cache of full course objects (cards, course pages). Writes through the
 * API evict their course; the least recently used entries go first when full.
 */
import type { Course } from '../../shared/contracts/courses.contract';

export class CourseCache {
  private readonly entries = new Map<string, Course>();
  /**
   * Counts evictions: a load that began before one may have read the course before the write that
   * evicted it committed, so what it read is answered but not kept (evictions are rare: writes).
   */
  private evictions = 0;

  constructor(private readonly capacity = 5000) {}

  /** The courses of `ids` in that order, loading the missing ones in one call; unknown ids are skipped. */
  async getMany(ids: readonly string[], load: (ids: string[]) => Promise<Course[]>): Promise<Course[]> {
    const missing = ids.filter((id) => !this.entries.has(id));
    const loaded = new Map<string, Course>();
    if (missing.length) {
      const before = this.evictions;
      for (const c of await load(missing)) {
        loaded.set(c._id, c);
        if (this.evictions === before) this.set(c);
      }
    }
    return ids.flatMap((id) => {
      const hit = this.entries.get(id) ?? loaded.get(id);
      if (!hit) return [];
      if (this.entries.delete(id)) this.entries.set(id, hit);
      return [hit];
    });
  }

  async get(id: string, load: (ids: string[]) => Promise<Course[]>): Promise<Course | null> {
    return (await this.getMany([id], load))[0] ?? null;
  }

  evict(id: string): void {
    this.evictions++;
    this.entries.delete(id);
  }

  /** Forgets every entry (a full resync). */
  clear(): void {
    this.evictions++;
    this.entries.clear();
  }

  private set(course: Course): void {
    this.entries.delete(course._id);
    this.entries.set(course._id, course);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
