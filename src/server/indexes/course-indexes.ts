/**
 * The in-memory indexes the map and search read: derived from the database at start and kept in
 * step with every course write made through this server (the course catalogue, their only user,
 * calls upsert/remove after each write). The database stays the truth.
 */
import type { Course, CourseSearchResult } from '../../shared/contracts/courses.contract';
import { CourseGeoIndex, type MapPoint } from '../geo/course-geo-index';
import type { CoursesRepository, IndexRow } from '../data/courses.repository';
import { CourseSearchIndex, type SearchDoc } from '../search/course-search-index';
import { packFacts } from '../../shared/domain/courses/packed-facts';

const toPoint = (r: IndexRow): MapPoint => ({
  id: r.id, lng: r.lng, lat: r.lat, membership: r.membership, prominence: r.prominence, facts: r.facts, country: r.country, province: r.province,
});
const toDoc = (r: IndexRow): SearchDoc => ({ id: r.id, name: r.name, city: r.city, province: r.province, country: r.country, prominence: r.prominence });

export class CourseIndexes {
  geo: CourseGeoIndex = CourseGeoIndex.build([]);
  search: CourseSearchIndex = CourseSearchIndex.build([]);
  ready = false;
  private rows = new Map<string, IndexRow>();
  private rebuilding: Promise<void> | null = null;
  private dirty = false;

  constructor(private readonly repo: Pick<CoursesRepository, 'indexRows'>) {}

  async load(): Promise<void> {
    const rows = new Map<string, IndexRow>();
    for await (const batch of this.repo.indexRows()) for (const r of batch) rows.set(r.id, r);
    this.rows = rows;
    this.geo = CourseGeoIndex.build([...rows.values()].map(toPoint));
    this.search = CourseSearchIndex.build([...rows.values()].map(toDoc));
    this.ready = true;
  }

  /** Ids with their positions, for hiding them from a viewport query; unknown ids are skipped. */
  positionsOf(ids: readonly string[]): { id: string; lng: number; lat: number }[] {
    return ids.flatMap((id) => {
      const r = this.rows.get(id);
      return r ? [{ id, lng: r.lng, lat: r.lat }] : [];
    });
  }

  /** Search results straight from memory: enough to list and place a course, no database round trip. */
  searchCourses(terms: string, limit: number): CourseSearchResult[] {
    return this.search.search(terms, limit).flatMap(({ id }) => {
      const r = this.rows.get(id);
      return r
        ? [{ _id: r.id, club_name: r.name, club_membership: r.membership, location: { lat: r.lat, lng: r.lng }, address: { country: r.country, province: r.province, city: r.city } }]
        : [];
    });
  }

  /** After an admin create or update: search changes at once, the map index on the next tick. */
  upsert(course: Course): void {
    const row: IndexRow = {
      id: course._id, lat: course.location.lat, lng: course.location.lng,
      membership: course.club_membership ?? 'PUBLIC', prominence: this.rows.get(course._id)?.prominence ?? 0,
      name: course.club_name, city: course.address.city, province: course.address.province, country: course.address.country,
      facts: packFacts({
        membership: course.club_membership, type: course.type, continent: course.continent, fee: course.peak_green_fee,
        holes: course.holes, year: course.year_established, yardage: course.total_yardage,
      }),
    };
    this.rows.set(row.id, row);
    this.search.upsert(toDoc(row));
    this.scheduleGeoRebuild();
  }

  remove(id: string): void {
    this.rows.delete(id);
    this.search.remove(id);
    this.scheduleGeoRebuild();
  }

  /**
   * One rebuild at a time, in slices that give the event loop back (buildAsync); a burst of writes
   * costs at most one more rebuild. Reads keep the previous index until the new one is swapped in.
   */
  private scheduleGeoRebuild(): void {
    this.dirty = true;
    this.rebuilding ??= (async () => {
      while (this.dirty) {
        this.dirty = false;
        this.geo = await CourseGeoIndex.buildAsync([...this.rows.values()].map(toPoint));
      }
    })().finally(() => {
      this.rebuilding = null;
    });
  }

  /** Resolves when pending rebuilds have run (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.rebuilding) await this.rebuilding;
  }

  close(): void {
    this.dirty = false;
  }
}
