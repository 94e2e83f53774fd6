/**
 * The course catalogue: the one owner of courses on this server. It holds the course repository
 * (the database, the truth), the in-memory indexes built from it (map, search, nearest) and the
 * cache of full course objects (cards, course pages). Routes ask it; they never reach the three
 * parts themselves, so a write cannot update the database and forget an index.
 *
 * Writes go to the database first, then through `changed()` to the indexes and the cache, and are
 * announced to the other processes (`course-changes.ts`; on PostgreSQL `data/course-changes.channel.ts`).
 * What another process announces comes in through `apply()`: the named courses are reloaded from
 * the database, or (`all`, or the listener reconnected) `resync()` rebuilds the indexes from the
 * database and swaps them in whole while reads go on against the old ones.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { CourseInput } from '../../shared/contracts/course-input.contract';
import type { CountryRegions, Course, CourseAggregateQuery, CourseFilters, CourseSearchResult, NearbyCourse } from '../../shared/contracts/courses.contract';
import type { BoundedCourses, BoundsQuery } from '../../shared/contracts/bounded-courses.contract';
import type { Page } from '../../shared/contracts/common.contract';
import type { CourseDeleteBody, MergeCounts } from '../../shared/contracts/admin-courses.contract';
import type { AuditActor, CoursesRepository } from '../data/courses.repository';
import { CourseCache } from '../indexes/course-cache';
import { AnswerCache, keptAt, serialOf, type KeptAnswers } from '../lib/answer-cache';
import { ReplaceableIndexes } from '../indexes/replaceable-indexes';
import type { CourseMerger } from './course-merge.service';
import { courseWrites, type CourseWrites, type SaveResult } from './course-writes';
import type { DomainEvents } from './domain-events';
import { silentAnnouncer, type CourseChange, type CourseChangeAnnouncer } from './course-changes';
import { mapViewport, type GolferScope } from './map-viewport';

export interface CatalogueOptions {
  /** Tells the other processes which courses this one wrote (none by default: one process). */
  announcer?: CourseChangeAnnouncer;
  /** An announcement that failed (the write it followed stands). */
  onAnnounceError?: (err: unknown) => void;
}

type LatLng = { lat: number; lng: number };
type TopQuery = Parameters<CoursesRepository['top']>[0];

/** One decimal is what the API shows (100 m). */
const roundKm = (km: number) => Math.round(km * 10) / 10;
/** The longest a course write waits for the map index to have it (a catalogue of 1,000,000 takes seconds). */
const MAP_WAIT_MS = 2000;

export class CourseCatalogue {
  /** Replaced whole by a resync (indexes/replaceable-indexes.ts); reads take the current ones. */
  private readonly live: ReplaceableIndexes;
  private readonly cards = new CourseCache();
  private readonly load = (ids: string[]) => this.courses.findByIds(ids);
  private readonly announcer: CourseChangeAnnouncer;
  private readonly writes: CourseWrites;
  /** Public answers as bytes (the map, search, a course by id), each for one `revision`. */
  private readonly answers = new AnswerCache();
  /** Every change that reached this catalogue: its own writes, other processes' announcements, resyncs. */
  private changes = 0;

  /** `events` hears every course write after the indexes have it (the community rankings' copies of course fields). */
  constructor(private readonly courses: CoursesRepository, private readonly events?: DomainEvents, private readonly merger?: CourseMerger, private readonly options: CatalogueOptions = {}) {
    this.live = new ReplaceableIndexes(courses, async (changedMeanwhile) => {
      this.cards.clear();
      this.changes++;
      await this.reload(changedMeanwhile);
    });
    this.announcer = options.announcer ?? silentAnnouncer;
    this.writes = courseWrites(courses);
  }

  private get indexes() {
    return this.live.current;
  }

  /** Builds the in-memory indexes from the database (at start). */
  open = (): Promise<void> => this.resync();

  /**
   * Rebuilds the indexes from the database and clears the card cache: at start, after an import,
   * when another process announces `all`, and when the change listener reconnected. The new
   * indexes are swapped in at once when built (reads go on meanwhile); calls during a rebuild run
   * one more after it, and courses changed during the rebuild are reloaded into the new indexes.
   */
  resync(): Promise<void> {
    return this.live.rebuild();
  }

  /** A change announced by another process: reloads those courses (or everything) from the database. */
  async apply(change: CourseChange): Promise<void> {
    if ('all' in change) return this.resync();
    await this.reload(change.ids);
  }

  /** Courses this process wrote past the catalogue (an admin import's committed batch): reloaded here, then announced to the others. */
  async written(change: CourseChange): Promise<void> {
    await this.apply(change);
    await this.announce(change);
  }

  /** Courses reloaded from the database into the indexes and out of the card cache; ids not found are removed. */
  private async reload(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const found = new Map((await this.courses.findByIds(ids)).map((c) => [c._id, c]));
    for (const id of ids) {
      const course = found.get(id);
      if (course) this.live.upsert(course);
      else this.live.remove(id);
      this.cards.evict(id);
    }
    this.changes++;
  }

  /** True once the indexes are built. */
  get ready(): boolean { return this.indexes.ready; }

  /** Courses in the map index. */
  get size(): number { return this.indexes.geo.size; }

  // ---- reads ----

  /**
   * What an answer was computed from: the changes that reached this catalogue and the map index
   * in use (a write's new one is swapped in on a later tick, moving the revision again).
   */
  get revision(): string {
    return `${this.changes}.${serialOf(this.indexes.geo)}`;
  }

  /** Public answers' bytes, kept for the current revision (routes send them with lib/cached-reply.ts). */
  readonly answer: KeptAnswers = keptAt(this.answers, () => this.revision);

  get = (id: string): Promise<Course | null> => this.cards.get(id, this.load);

  /** In the order of `ids`; unknown ids are skipped. */
  getMany = (ids: readonly string[]): Promise<Course[]> => this.cards.getMany(ids, this.load);

  /** Filtered, sorted pages are SQL's job (any filter, any sort). */
  list = (filters: CourseFilters): Promise<Page<Course>> => this.courses.list(filters);

  top = (q: TopQuery): Promise<Course[]> => this.courses.top(q);

  yardageRange(filters: CourseAggregateQuery): Promise<{ min: number | null; max: number | null }> {
    return this.courses.yardageRange(filters);
  }

  regions(): Promise<CountryRegions[]> {
    return this.courses.regions();
  }

  architects(q: { terms?: string; limit: number }): Promise<{ name: string; courses: number }[]> {
    return this.courses.architects(q);
  }

  /**
   * What the map draws for a viewport under its filters (issue 34; map-viewport.ts): clusters,
   * single courses, a page of cards and the facets, all of the courses the filters keep; the
   * golfer's played courses under "not yet played" (`hideIds`) are left out and `only=` narrows to
   * their courses (`onlyIds`); `q.focus` (the course the golfer has open) is drawn on its own,
   * outside the clusters (an unknown id is nothing to draw).
   */
  async viewport(q: BoundsQuery, golfer: GolferScope = {}): Promise<BoundedCourses> {
    const { view, facets } = await mapViewport(() => this.indexes, (f) => this.courses.positionsMatching(f), q, golfer);
    const cards = await this.getMany(view.pageIds);
    return {
      zoom: q.zoom,
      total: view.total,
      clusters: view.clusters,
      courses: view.courses.map((c) => ({ _id: c.id, lng: c.lng, lat: c.lat, m: c.membership })),
      cards: { items: cards, page: q.page, pageSize: q.pageSize, total: view.total },
      facets,
    };
  }

  /** Typo-tolerant name search, straight from memory. */
  search(terms: string, limit: number): CourseSearchResult[] {
    return this.indexes.searchCourses(terms, limit);
  }

  /** The courses nearest to course `id`, nearest first; null when there is no such course. */
  async nearby(id: string, limit: number): Promise<NearbyCourse[] | null> {
    const course = await this.get(id);
    if (!course) return null;
    return this.nearest(course.location, limit, new Set([course._id]));
  }

  /** The courses nearest to a point, nearest first, leaving out `exclude` (courses already played). */
  nearMe(at: LatLng, limit: number, exclude: readonly string[] = []): Promise<NearbyCourse[]> {
    return this.nearest(at, limit, new Set(exclude));
  }

  /** How many courses lie within `km` of a point, counting up to `max` (the nearest-course walk, in memory). */
  countNear(at: LatLng, km: number, max: number): number {
    return this.indexes.geo.nearest(at.lng, at.lat, max).filter((h) => h.distanceKm <= km).length;
  }

  /** Cards of the nearest courses with the great-circle distances the geo index's walk computed. */
  private async nearest(at: LatLng, limit: number, exclude: ReadonlySet<string>): Promise<NearbyCourse[]> {
    const hits = this.indexes.geo.nearest(at.lng, at.lat, limit, exclude);
    const km = new Map(hits.map((h) => [h.id, h.distanceKm]));
    const cards = await this.getMany(hits.map((h) => h.id));
    return cards.map((c) => ({ ...c, distanceKm: roundKm(km.get(c._id)!) }));
  }

  // ---- writes (admin; each audited in its own transaction; the rules in course-writes.ts) ----

  /** A new course under a new id (a reason, when the admin gave one, goes to the audit log). */
  async create(input: CourseInput, actor?: AuditActor): Promise<Course> {
    const course = await this.courses.create(input, undefined, actor, input.reason ?? null);
    await this.changed(course._id, course);
    return course;
  }

  /** Replaces an existing course (PUT): 404 when there is none; the revision and reason rules of course-writes.ts. */
  async replace(id: string, input: CourseInput, actor: AuditActor): Promise<Course> {
    return (await this.save('replace', id, input, actor)).course;
  }

  /** Replaces the course, or creates it under `id` when there is none (an admin tool's safe retry). */
  async upsert(id: string, input: CourseInput, actor: AuditActor): Promise<{ course: Course; created: boolean }> {
    const { course, created } = await this.save('upsert', id, input, actor);
    return { course, created };
  }

  private async save(kind: 'replace' | 'upsert', id: string, input: CourseInput, actor: AuditActor): Promise<SaveResult> {
    const done = await this.writes.save(kind, id, input, actor);
    if (done.changed) await this.changed(id, done.course);
    return done;
  }

  /**
   * A course written in a transaction of someone else's that has committed (an accepted
   * correction, issue 24): reloads it from the database into the indexes and the cache.
   */
  async reloaded(id: string): Promise<Course | null> {
    const [course] = await this.courses.findByIds([id]);
    await this.changed(id, course ?? null);
    return course ?? null;
  }

  /** Deletes the course (404 when there is none; a reason, and the revision when given, must hold). */
  async remove(id: string, body: CourseDeleteBody, actor: AuditActor): Promise<void> {
    await this.writes.remove(id, body, actor);
    await this.changed(id, null);
  }

  /** A deleted course back under its id, from its latest delete's audit entry (issue 32). */
  async restore(id: string, reason: string, actor: AuditActor): Promise<Course> {
    await this.writes.restore(id, reason, actor);
    return (await this.reloaded(id))!;
  }

  /** An uploaded image appended to the gallery (see CoursesRepository.appendGallery). */
  async appendGallery(id: string, src: string, max: number, actor: AuditActor): Promise<Course | null | 'full'> {
    const course = await this.courses.appendGallery(id, src, max, actor);
    if (course && course !== 'full') await this.changed(id, course);
    return course;
  }

  /** Course `id` merged into `into` (services/course-merge.service.ts); both reach the indexes. */
  async merge(id: string, into: string, actor: AuditActor): Promise<{ course: Course; counts: MergeCounts }> {
    if (!this.merger) throw new Error('the catalogue was built without a merger');
    const done = await this.merger(id, into, actor);
    await this.changed(id, null);
    await this.changed(into, done.course);
    return done;
  }

  /**
   * The one place a course change (`null`: removed) reaches the in-memory state: search and cards
   * at once, the map index rebuilt in slices, which the write waits for (at most MAP_WAIT_MS: the
   * admin's map asks again as soon as it is answered); then the other processes hear of it.
   */
  private async changed(id: string, course: Course | null): Promise<void> {
    if (course) this.live.upsert(course);
    else this.live.remove(id);
    this.cards.evict(id);
    this.changes++;
    await Promise.race([this.live.settled(), sleep(MAP_WAIT_MS, undefined, { ref: false })]);
    await this.announce({ ids: [id] });
    await this.events?.emit({ type: 'course-changed', courseId: id, deleted: !course });
  }

  /** Tells the other processes; a failure is reported, never thrown (the write has committed). */
  async announce(change: CourseChange): Promise<void> {
    try {
      await this.announcer.announce(change);
    } catch (err) {
      this.options.onAnnounceError?.(err);
    }
  }

  /** Resolves when pending index rebuilds and resyncs have run (tests and shutdown). */
  settled(): Promise<void> {
    return this.live.settled();
  }

  /** Stops rebuilds that have not started; `settled()` then waits for a running one. */
  close(): void {
    this.live.close();
  }
}
