/**
 * The SQL of an admin's course save, delete and restore (issue 32), inside one transaction with
 * the course under its row lock (`CoursesRepository.write`). The rules of whether each goes ahead
 * are the catalogue's (services/course-writes.ts, asking shared/domain/courses/course-writes.ts).
 *
 * A delete's audit entry keeps what a restore needs: `before` is the course as the API answers it
 * (gallery, videos and main image included) plus `stored`, the row's other columns (prominence,
 * source and its id, curated and created times), its `course_sources` rows and the pairs an
 * admin said it is not a duplicate of. A restore puts them back under the same id.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type CourseInput } from '../../shared/contracts/course-input.contract';
import { courseSchema, type Course } from '../../shared/contracts/courses.contract';
import type { Db } from './database';
import { courseSources } from './import.schema';
import { courseDuplicateDismissals } from './moderation.schema';
import { adminAudit, courses } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';
import { fromCourseInput, toCourse } from './course-mapper';
import { toCoursesWithSources } from './course-source-reads';
import { buryCourseSources, liftCourseTombstones } from './course-tombstones';
import type { Tx } from './list-order';

type CourseRow = typeof courses.$inferSelect;
export type AuditActor = AuditRecord['actor'];

/** What a delete keeps beside the course (`before.stored` of its audit entry). */
const storedSchema = z.object({
  prominence: z.number(),
  source: z.string(),
  sourceId: z.string().nullable(),
  curatedAt: z.string().nullable(),
  createdAt: z.string(),
  sources: z.array(z.object({
    source: z.string(), sourceId: z.string(), recordHash: z.string(), sourceUpdatedAt: z.string().nullable(), importedAt: z.string(),
  })),
  notDuplicateOf: z.array(z.object({ other: z.string(), dismissedBy: z.string().nullable(), reason: z.string(), createdAt: z.string() })),
});
/**
 * A delete's `before`; older entries (issue 24) hold the course alone, which restores too, and
 * entries from before issue 34 hold no scorecard, website, phone, street or postal code.
 */
const deletedSchema = courseSchema.extend({
  stored: storedSchema.optional(),
  address: courseSchema.shape.address.extend({ street: z.string().nullable().optional(), postal_code: z.string().nullable().optional() }),
  scorecard: courseSchema.shape.scorecard.optional(),
  website: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});
export type DeletedCourse = z.infer<typeof deletedSchema>;

/** A course's next revision (`updated_at`): now, and at least a millisecond after the last (two writes never share one). */
export const nextRevision = sql`greatest(now(), ${courses.updatedAt} + interval '1 millisecond')`;

const date = (s: string | null | undefined) => (s ? new Date(s) : null);
const audit = (tx: Tx, actor: AuditActor, action: string, id: string, before: unknown, after: unknown, reason: string | null) =>
  appendAudit(tx, { actor, action, recordType: 'course', recordId: id, before, after, reason });

/** A scorecard's values in one order (jsonb hands its keys back in its own). */
const cardValues = (card: CourseRow['scorecard'] | undefined) =>
  (card ?? []).map((h) => [h.hole, h.par, h.strokeIndex, (h.yards ?? []).map((y) => [y.tee, y.yards])]);

/** The columns an admin's body sets, as they would be stored, to compare with the row. */
function comparable(c: Omit<Partial<CourseRow>, 'updatedAt'>) {
  return JSON.stringify([c.clubName, c.architects, c.yearEstablished, c.clubMembership, c.type, c.continent, c.country, c.province, c.city,
    c.lat, c.lng, c.peakGreenFee, c.holes, c.par, c.totalYardage, c.gallery, c.videos, c.mainImage, cardValues(c.scorecard), c.website, c.phone, c.street,
    c.postalCode]);
}

export function courseWriter(tx: Tx, id: string, row: CourseRow | null) {
  return {
    /** The course's revision (its `updatedAt`) as it stands under the lock; null when there is no course. */
    revision: row ? row.updatedAt.toISOString() : null,

    /** The course as the API answers it (with its sources), as it stands in this transaction; null when there is none. */
    async current(): Promise<Course | null> {
      return row ? (await toCoursesWithSources(tx as unknown as Db, [row]))[0]! : null;
    },

    /** The body holds what the course holds (a save would change nothing). */
    sameAs(input: CourseInput): boolean {
      return !!row && comparable(fromCourseInput(input)) === comparable(row);
    },

    /** A new course under `id`; null when another write made one meanwhile (the id is taken). */
    async insert(input: CourseInput, actor: AuditActor, reason: string | null): Promise<Course | null> {
      const [created] = await tx.insert(courses).values({ ...fromCourseInput(input), id, source: 'admin', curatedAt: new Date() })
        .onConflictDoNothing({ target: courses.id }).returning();
      if (!created) return null;
      const course = toCourse(created);
      await audit(tx, actor, 'course.create', id, null, course, reason);
      return course;
    },

    /** Replaces the course's fields; its revision moves on by at least a millisecond (two saves in one never share one). */
    async update(input: CourseInput, actor: AuditActor, reason: string): Promise<Course> {
      const before = toCourse(row!);
      const [updated] = await tx.update(courses).set({
        ...fromCourseInput(input), curatedAt: new Date(), updatedAt: nextRevision,
      }).where(eq(courses.id, id)).returning();
      const course = toCourse(updated!);
      await audit(tx, actor, 'course.update', id, before, course, reason);
      return course;
    },

    /** Deletes the course, its audit entry keeping what a restore needs (see the file's comment). */
    async delete(actor: AuditActor, reason: string): Promise<void> {
      const sources = await tx.select().from(courseSources).where(eq(courseSources.courseId, id));
      const pairs = await tx.select().from(courseDuplicateDismissals)
        .where(sql`${courseDuplicateDismissals.courseA} = ${id} or ${courseDuplicateDismissals.courseB} = ${id}`);
      const stored: z.infer<typeof storedSchema> = {
        prominence: row!.prominence, source: row!.source, sourceId: row!.sourceId,
        curatedAt: row!.curatedAt?.toISOString() ?? null, createdAt: row!.createdAt.toISOString(),
        sources: sources.map((s) => ({
          source: s.source, sourceId: s.sourceId, recordHash: s.recordHash, sourceUpdatedAt: s.sourceUpdatedAt?.toISOString() ?? null, importedAt: s.importedAt.toISOString(),
        })),
        notDuplicateOf: pairs.map((p) => ({ other: p.courseA === id ? p.courseB : p.courseA, dismissedBy: p.dismissedBy, reason: p.reason, createdAt: p.createdAt.toISOString() })),
      };
      const before = (await this.current())!;
      // The open data that fed it is remembered, so the next import does not bring it back (issue 32).
      await buryCourseSources(tx, id);
      await tx.delete(courses).where(eq(courses.id, id));
      await audit(tx, actor, 'course.delete', id, { ...before, stored }, null, reason);
    },

    /** The course as its latest delete left it (null when it was never deleted, or the entry cannot be read). */
    async deleted(): Promise<DeletedCourse | null> {
      const [entry] = await tx.select({ before: adminAudit.before }).from(adminAudit)
        .where(and(eq(adminAudit.recordType, 'course'), eq(adminAudit.recordId, id), eq(adminAudit.action, 'course.delete')))
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).limit(1);
      const parsed = deletedSchema.safeParse(entry?.before);
      return parsed.success ? parsed.data : null;
    },

    /**
     * The deleted course back under its id, with its sources and dismissed pairs where nothing took
     * their place meanwhile (a source id another course now holds stays that course's); null when
     * another write put a course under the id meanwhile.
     */
    async restore(c: DeletedCourse, actor: AuditActor, reason: string): Promise<Course | null> {
      const s = c.stored;
      const sourceId = s?.sourceId && (await tx.select({ id: courses.id }).from(courses)
        .where(and(eq(courses.source, s.source), eq(courses.sourceId, s.sourceId)))).length === 0 ? s.sourceId : null;
      const [restored] = await tx.insert(courses).values({
        id, clubName: c.club_name, architects: c.architects, yearEstablished: c.year_established, clubMembership: c.club_membership, type: c.type,
        continent: c.continent, country: c.address.country, province: c.address.province, city: c.address.city, lat: c.location.lat, lng: c.location.lng,
        peakGreenFee: c.peak_green_fee, holes: c.holes, par: c.par, totalYardage: c.total_yardage, gallery: c.gallery, videos: c.videos,
        mainImage: c.main_image, scorecard: c.scorecard ?? [], website: c.website ?? null, phone: c.phone ?? null, street: c.address.street ?? null,
        postalCode: c.address.postal_code ?? null, prominence: s?.prominence ?? 0, source: s?.source ?? 'admin', sourceId,
        curatedAt: date(s?.curatedAt) ?? new Date(), createdAt: date(s?.createdAt) ?? new Date(), updatedAt: new Date(),
      }).onConflictDoNothing({ target: courses.id }).returning();
      if (!restored) return null;
      if (s?.sources.length) {
        await tx.insert(courseSources).values(s.sources.map((x) => ({
          source: x.source, sourceId: x.sourceId, courseId: id, recordHash: x.recordHash, sourceUpdatedAt: date(x.sourceUpdatedAt), importedAt: new Date(x.importedAt),
        }))).onConflictDoNothing();
      }
      // The importer may take its records again: the course is back under the id they fed.
      await liftCourseTombstones(tx, id);
      for (const p of s?.notDuplicateOf ?? []) {
        const [a, b] = id < p.other ? [id, p.other] : [p.other, id];
        await tx.execute(sql`insert into ${courseDuplicateDismissals} (course_a, course_b, dismissed_by, reason, created_at)
          select ${a}, ${b}, (select id from users where id = ${p.dismissedBy}), ${p.reason}, ${p.createdAt}::timestamptz
          where exists (select 1 from ${courses} where id = ${p.other})
          on conflict do nothing`);
      }
      const course = toCourse(restored);
      await audit(tx, actor, 'course.restore', id, null, course, reason);
      return course;
    },
  };
}
export type CourseWriter = ReturnType<typeof courseWriter>;
