/** Every SQL statement about courses. */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { CourseInput } from '../../shared/contracts/course-input.contract';
import type { CountryRegions, Course, CourseAggregateQuery, CourseFilters } from '../../shared/contracts/courses.contract';
import { GREEN_FEE_BANDS } from '../../shared/domain/green-fee';
import { queryRows, type Db } from './database';
import { courses } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';
import { fromCourseInput, toCourse } from './course-mapper';
import { toCoursesWithSources } from './course-source-reads';
import { readIndexRows, type IndexRow } from './course-index-rows';
import { courseWriter, nextRevision, type CourseWriter } from './course-writer';
import type { Tx } from './list-order';
import { containsPattern, pagedQuery } from './sql';

/** The conditions on `courses` (by its table name) that the course filters set. */
export function filterConditions(f: Partial<CourseAggregateQuery>): SQL[] {
  const where: SQL[] = [];
  if (f.membership?.length) where.push(inArray(courses.clubMembership, f.membership));
  if (f.type?.length) where.push(inArray(courses.type, f.type));
  if (f.continent?.length) where.push(inArray(courses.continent, f.continent));
  if (f.country) where.push(sql`lower(${courses.country}) = ${f.country.toLowerCase()}`);
  if (f.province) where.push(sql`lower(${courses.province}) = ${f.province.toLowerCase()}`);
  if (f.architect) {
    where.push(sql`exists (select 1 from unnest(${courses.architects}) a where lower(a) like ${containsPattern(f.architect)})`);
  }
  if (f.yearMin != null) where.push(gte(courses.yearEstablished, f.yearMin));
  if (f.yearMax != null) where.push(lte(courses.yearEstablished, f.yearMax));
  if (f.yardageMin != null) where.push(gte(courses.totalYardage, f.yardageMin));
  if (f.yardageMax != null) where.push(lte(courses.totalYardage, f.yardageMax));
  if (f.fee?.length) {
    const bands = f.fee.map((b) => {
      const { min, max } = GREEN_FEE_BANDS[b];
      const upper = Number.isFinite(max) ? lte(courses.peakGreenFee, max) : undefined;
      // Never a private course; a course whose membership is unknown is in its fee's band (course-filter.ts).
      return and(gte(courses.peakGreenFee, min), upper, sql`${courses.clubMembership} is distinct from 'PRIVATE'`)!;
    });
    where.push(or(...bands)!);
  }
  if (f.holes?.length) where.push(inArray(courses.holes, [...f.holes]));
  if (f.text) {
    const like = containsPattern(f.text);
    where.push(sql`(lower(${courses.clubName}) like ${like} or lower(coalesce(${courses.city}, '')) like ${like})`);
  }
  return where;
}

const SORTS: Record<CourseFilters['sort'], SQL[]> = {
  prominence: [desc(courses.prominence), asc(courses.clubName)],
  name: [asc(courses.clubName)],
  '-name': [desc(courses.clubName)],
  year: [sql`${courses.yearEstablished} asc nulls last`],
  '-year': [sql`${courses.yearEstablished} desc nulls last`],
  fee: [sql`${courses.peakGreenFee} asc nulls last`],
  '-fee': [sql`${courses.peakGreenFee} desc nulls last`],
  yardage: [sql`${courses.totalYardage} asc nulls last`],
  '-yardage': [sql`${courses.totalYardage} desc nulls last`],
};

export type { IndexRow };


export type AuditActor = AuditRecord['actor'];

/** The course under a row lock for the rest of the transaction (a played or list write naming it waits). */
export async function lockCourse(tx: Tx, id: string): Promise<Course | null> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  return row ? toCourse(row) : null;
}

/** A new course's row; an admin's write makes the course curated: a later import only fills its blanks (issue 25). */
const newCourseRow = (input: CourseInput, id: string | undefined, actor: AuditActor | undefined) =>
  ({ ...fromCourseInput(input), id, source: 'admin' as const, curatedAt: actor ? new Date() : null });

/** An admin's course write in the audit log (`before`/`after`: the course, null when there is none). */
export const auditCourse = (tx: Tx, actor: AuditActor, action: string, id: string, before: unknown, after: unknown, reason: string | null = null) =>
  appendAudit(tx, { actor, action, recordType: 'course', recordId: id, before, after, reason });

export function coursesRepository(db: Db) {
  return {
    /** Courses in the order of `ids`; unknown ids are skipped. */
    async findByIds(ids: readonly string[]): Promise<Course[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(courses).where(inArray(courses.id, [...ids]));
      const byId = new Map((await toCoursesWithSources(db, rows)).map((c) => [c._id, c]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async list(f: CourseFilters): Promise<Page<Course>> {
      const where = and(...filterConditions(f));
      const rows = db.select().from(courses).where(where).orderBy(...SORTS[f.sort], asc(courses.id)).$dynamic();
      const page = await pagedQuery(rows, db.$count(courses, where), f.page, f.pageSize, (r) => r);
      return { ...page, items: await toCoursesWithSources(db, page.items) };
    },

    async top(q: { continent?: string; country?: string; type?: string; membership?: string; limit: number }): Promise<Course[]> {
      const where = and(
        q.continent ? sql`${courses.continent} = ${q.continent}` : undefined,
        q.country ? sql`lower(${courses.country}) = ${q.country.toLowerCase()}` : undefined,
        q.type ? sql`${courses.type} = ${q.type}` : undefined,
        q.membership ? sql`${courses.clubMembership} = ${q.membership}` : undefined,
      );
      const rows = await db.select().from(courses).where(where)
        .orderBy(desc(courses.prominence), asc(courses.clubName)).limit(q.limit);
      return toCoursesWithSources(db, rows);
    },

    /** Course counts by country and province (one grouped query). */
    async regions(): Promise<CountryRegions[]> {
      const rows = await db
        .select({
          country: courses.country,
          continent: sql<CountryRegions['continent']>`min(${courses.continent}::text)`,
          province: courses.province,
          n: sql<number>`count(*)::int`,
        })
        .from(courses)
        .where(isNotNull(courses.country))
        .groupBy(courses.country, courses.province);
      const byCountry = new Map<string, CountryRegions>();
      for (const r of rows) {
        const c = byCountry.get(r.country!) ?? { country: r.country!, continent: r.continent, courses: 0, regions: [] };
        c.courses += r.n;
        c.continent ??= r.continent;
        if (r.province) c.regions.push({ name: r.province, courses: r.n });
        byCountry.set(r.country!, c);
      }
      const byCount = <T extends { courses: number }>(name: (t: T) => string) => (a: T, b: T) => b.courses - a.courses || name(a).localeCompare(name(b));
      return [...byCountry.values()]
        .map((c) => ({ ...c, regions: c.regions.sort(byCount((r) => r.name)) }))
        .sort(byCount((c) => c.country));
    },

    async yardageRange(f: CourseAggregateQuery): Promise<{ min: number | null; max: number | null }> {
      const [row] = await db
        .select({ min: sql<number | null>`min(${courses.totalYardage})`, max: sql<number | null>`max(${courses.totalYardage})` })
        .from(courses)
        .where(and(...filterConditions(f), isNotNull(courses.totalYardage)));
      return { min: row?.min ?? null, max: row?.max ?? null };
    },

    async architects(q: { terms?: string; limit: number }): Promise<{ name: string; courses: number }[]> {
      const like = q.terms ? containsPattern(q.terms) : '%';
      const rows = await queryRows<{ name: string; courses: number }>(db, sql`
        select a as name, count(*)::int as courses
        from ${courses}, unnest(${courses.architects}) a
        where lower(a) like ${like}
        group by a order by count(*) desc, a asc limit ${q.limit}`);
      return rows.map((r) => ({ name: r.name, courses: Number(r.courses) }));
    },

    /** A new course; with `actor`, its audit entry (and the admin's reason, if any) in the same transaction. */
    create(input: CourseInput, id?: string, actor?: AuditActor, reason: string | null = null): Promise<Course> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(courses).values(newCourseRow(input, id, actor)).returning();
        const course = toCourse(row!);
        if (actor) await auditCourse(tx, actor, 'course.create', course._id, null, course, reason);
        return course;
      });
    },

    /**
     * Runs `work` in one transaction with course `id` under its row lock (a played or list write
     * naming it waits): an admin's save, delete or restore (course-writer.ts).
     */
    write<T>(id: string, work: (w: CourseWriter) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
        return work(courseWriter(tx, id, row ?? null));
      });
    },

    /**
     * Appends an uploaded image to the course's gallery under its row lock (at most `max`);
     * null when there is no such course, 'full' when the gallery holds `max` already.
     */
    appendGallery(id: string, src: string, max: number, actor: AuditActor): Promise<Course | null | 'full'> {
      return db.transaction(async (tx) => {
        const before = await lockCourse(tx, id);
        if (!before) return null;
        if (before.gallery.length >= max) return 'full';
        const [row] = await tx.update(courses)
          .set({ gallery: [...before.gallery, { src }], mainImage: before.main_image ?? src, updatedAt: nextRevision })
          .where(eq(courses.id, id)).returning();
        const course = toCourse(row!);
        await auditCourse(tx, actor, 'course.gallery-add', id, { gallery: before.gallery, main_image: before.main_image }, { gallery: course.gallery, main_image: course.main_image });
        return course;
      });
    },

    /** Id and position of the courses a word filter keeps (`text` in the name or city, `architect`): the map's filters (issue 34). */
    async positionsMatching(f: Pick<CourseAggregateQuery, 'text' | 'architect'>): Promise<{ id: string; lng: number; lat: number }[]> {
      return db.select({ id: courses.id, lng: courses.lng, lat: courses.lat }).from(courses)
        .where(and(...filterConditions({ text: f.text, architect: f.architect })));
    },

    /** What the in-memory map and search indexes are built from, a batch at a time, from one snapshot (course-index-rows.ts). */
    async *indexRows(batchSize = 50_000): AsyncGenerator<IndexRow[]> {
      yield* await readIndexRows(db, batchSize);
    },
  };
}

export type CoursesRepository = ReturnType<typeof coursesRepository>;
