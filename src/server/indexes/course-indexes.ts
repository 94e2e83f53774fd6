/**
 * The in-memory indexes the map and the search read: derived from the database at start and kept
 * in step with every course write made through this server. The database stays the truth.
 */
import { CourseGeoIndex, type MapPoint } from '../geo/course-geo-index';
import { CourseSearchIndex, type SearchDoc } from '../search/course-search-index';
import type { Course } from '../../shared/contracts/courses.contract';
import type { CoursesRepository, IndexRow } from '../routes/courses/courses.repository';

const toPoint = (r: IndexRow): MapPoint => ({ id: r.id, lng: r.lng, lat: r.lat, membership: r.membership, prominence: r.prominence });
const toDoc = (r: IndexRow): SearchDoc => ({ id: r.id, name: r.name, city: r.city, province: r.province, country: r.country, prominence: r.prominence });

export class CourseIndexes {
  geo: CourseGeoIndex = CourseGeoIndex.build([]);
  search: CourseSearchIndex = CourseSearchIndex.build([]);
  ready = false;
  private points = new Map<string, MapPoint>();
  private rebuildTimer: NodeJS.Timeout | null = null;

  constructor(private readonly repo: CoursesRepository) {}

  async load(): Promise<void> {
    const docs: SearchDoc[] = [];
    const points = new Map<string, MapPoint>();
    for await (const batch of this.repo.indexRows()) {
      for (const r of batch) {
        points.set(r.id, toPoint(r));
        docs.push(toDoc(r));
      }
    }
    this.points = points;
    this.geo = CourseGeoIndex.build(points.values());
    this.search = CourseSearchIndex.build(docs);
    this.ready = true;
  }

  /** After an admin create or update: search changes at once, the map index on the next tick. */
  upsert(course: Course): void {
    const row: IndexRow = {
      id: course._id, lat: course.location.lat, lng: course.location.lng,
      membership: course.club_membership ?? 'PUBLIC', prominence: this.points.get(course._id)?.prominence ?? 0,
      name: course.club_name, city: course.address.city, province: course.address.province, country: course.address.country,
    };
    this.points.set(row.id, toPoint(row));
    this.search.upsert(toDoc(row));
    this.scheduleGeoRebuild();
  }

  remove(id: string): void {
    this.points.delete(id);
    this.search.remove(id);
    this.scheduleGeoRebuild();
  }

  /** Rebuilds once for a burst of writes; reads keep the previous index until the new one is ready. */
  private scheduleGeoRebuild(): void {
    if (this.rebuildTimer) return;
    this.rebuildTimer = setTimeout(() => {
      this.rebuildTimer = null;
      this.geo = CourseGeoIndex.build(this.points.values());
    }, 0);
  }

  /** Resolves when a scheduled rebuild has run (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.rebuildTimer) await new Promise((r) => setTimeout(r, 1));
  }

  close(): void {
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = null;
  }
}
