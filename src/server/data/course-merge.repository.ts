/**
 * The SQL of merging one course into another (issue 24), of finding duplicate candidates, and of
 * the pairs an admin said are not duplicates (issue 32: `course_duplicate_dismissals`, one row per
 * pair, the smaller id first, left out of the candidates).
 * `write` runs the merge's steps in one transaction; the rules of which record wins are
 * services/course-merge.service.ts's (asked of shared/domain/courses/course-merge.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Course } from '../../shared/contracts/courses.contract';
import type { NearPair } from '../../shared/domain/courses/course-duplicates';
import type { PlayedEntry } from '../../shared/domain/courses/course-merge';
import type { Db } from './database';
import { courseDuplicateDismissals } from './moderation.schema';
import { courses, listItems, playedCourses } from './schema';
import { auditCourse, lockCourse, type AuditActor } from './courses.repository';
import type { Tx } from './list-order';

const rowsOf = async <T>(tx: Tx | Db, q: SQL): Promise<T[]> => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
const countOf = async (tx: Tx, q: SQL): Promise<number> => Number((await rowsOf<{ n: number | string }>(tx, q))[0]?.n ?? 0);

export interface ItemPair {
  keptId: string;
  mergedId: string;
  kept: { rankKey: string; note: string | null; reaction: string | null };
  merged: { rankKey: string; note: string | null; reaction: string | null };
}

function mergeWriter(tx: Tx) {
  return {
    /** Both courses under row locks, taken in id order (two merges of the same pair cannot deadlock). */
    async lockBoth(id: string, into: string): Promise<{ merged: Course | null; kept: Course | null }> {
      const [first, second] = id < into ? [id, into] : [into, id];
      const a = await lockCourse(tx, first);
      const b = await lockCourse(tx, second);
      return id < into ? { merged: a, kept: b } : { merged: b, kept: a };
    },

    /** Golfers who played both: their entry of each. */
    playedPairs: (id: string, into: string) => rowsOf<{ userId: string; kept: PlayedEntry; merged: PlayedEntry }>(tx, sql`
      select m.user_id as "userId",
        json_build_object('date', k.date_added::text, 'precision', k.date_precision) as kept,
        json_build_object('date', m.date_added::text, 'precision', m.date_precision) as merged
      from played_courses m join played_courses k on k.user_id = m.user_id and k.course_id = ${into}
      where m.course_id = ${id}`),

    async setPlayed(userId: string, courseId: string, entry: PlayedEntry): Promise<void> {
      await tx.update(playedCourses).set({ dateAdded: entry.date, datePrecision: entry.precision })
        .where(and(eq(playedCourses.userId, userId), eq(playedCourses.courseId, courseId)));
    },

    async deletePlayed(userId: string, courseId: string): Promise<void> {
      await tx.delete(playedCourses).where(and(eq(playedCourses.userId, userId), eq(playedCourses.courseId, courseId)));
    },

    /** Items of one list for both courses (the same hole, the same trip day). */
    itemPairs: (id: string, into: string) => rowsOf<ItemPair>(tx, sql`
      select k.id as "keptId", m.id as "mergedId",
        json_build_object('rankKey', k.rank_key, 'note', k.note, 'reaction', k.reaction) as kept,
        json_build_object('rankKey', m.rank_key, 'note', m.note, 'reaction', m.reaction) as merged
      from list_items m join list_items k on k.list_id = m.list_id and k.course_id = ${into}
        and k.hole_number is not distinct from m.hole_number and k.day_number is not distinct from m.day_number
      where m.course_id = ${id}`),

    /**
     * One item instead of two: the loser's reactions (a golfer's own reaction on the winner
     * stands) and feed entries go to the winner, which takes `note` and `reaction`; the loser goes.
     */
    async collapseItems(winnerId: string, loserId: string, note: string | null, reaction: string | null): Promise<void> {
      await tx.execute(sql`
        insert into list_item_reactions (item_id, user_id, reaction, created_at)
        select ${winnerId}, user_id, reaction, created_at from list_item_reactions where item_id = ${loserId}
        on conflict do nothing`);
      await tx.execute(sql`update activity set item_id = ${winnerId} where item_id = ${loserId}`);
      await tx.execute(sql`update list_items set note = ${note}, reaction = ${reaction}, updated_at = now() where id = ${winnerId}`);
      await tx.delete(listItems).where(eq(listItems.id, loserId));
    },

    /** Wishlists holding both keep the kept course's entry, added when the earlier of the two was. */
    dedupeWishlists: (id: string, into: string) => countOf(tx, sql`
      with pairs as (
        update wishlist_courses k set added_at = least(k.added_at, m.added_at)
        from wishlist_courses m where k.course_id = ${into} and m.course_id = ${id} and m.wishlist_id = k.wishlist_id
        returning k.wishlist_id
      ), gone as (
        delete from wishlist_courses m using pairs where m.course_id = ${id} and m.wishlist_id = pairs.wishlist_id returning 1
      ) select count(*)::int as n from gone`),

    /** A panelist's conflict declared on both stays once (the panel's votes on the kept course stay left out). */
    dedupePanelConflicts: (id: string, into: string) => countOf(tx, sql`
      with gone as (
        delete from panel_conflicts m using panel_conflicts k
        where m.course_id = ${id} and k.course_id = ${into} and k.user_id = m.user_id and k.kind = m.kind returning 1
      ) select count(*)::int as n from gone`),

    /** Every remaining reference to course `id` now names `into`; how many rows of each. */
    async repoint(id: string, into: string) {
      const move = (table: string) => countOf(tx, sql`
        with moved as (update ${sql.identifier(table)} set course_id = ${into} where course_id = ${id} returning 1)
        select count(*)::int as n from moved`);
      return {
        played: await move('played_courses'),
        listItems: await move('list_items'),
        wishlists: await move('wishlist_courses'),
        activity: await move('activity'),
        panelConflicts: await move('panel_conflicts'),
        corrections: await move('course_corrections'),
        // The open data behind it: the kept course credits it, and a re-import finds it merged.
        sources: await move('course_sources'),
      };
    },

    /** The kept course's fields after the merge; its prominence the greater of the two. */
    async saveKept(c: Course, prominenceOf: string): Promise<Course> {
      const [row] = await tx.update(courses).set({
        architects: c.architects, yearEstablished: c.year_established, clubMembership: c.club_membership, continent: c.continent,
        country: c.address.country, province: c.address.province, city: c.address.city, peakGreenFee: c.peak_green_fee,
        holes: c.holes, par: c.par, totalYardage: c.total_yardage, gallery: c.gallery, videos: c.videos, mainImage: c.main_image,
        scorecard: c.scorecard, website: c.website, phone: c.phone, street: c.address.street, postalCode: c.address.postal_code,
        prominence: sql`greatest(${courses.prominence}, (select prominence from courses where id = ${prominenceOf}))`,
        updatedAt: new Date(),
        // An admin's merge: the kept course is curated from then on (issue 25).
        curatedAt: new Date(),
      }).where(eq(courses.id, c._id)).returning();
      return { ...c, updatedAt: row!.updatedAt.toISOString() };
    },

    /** The merged course goes (its community and panel ranking rows with it: the recomputes put the kept one's right). */
    async deleteCourse(id: string): Promise<void> {
      await tx.delete(courses).where(eq(courses.id, id));
    },

    audit: (actor: AuditActor, action: string, id: string, before: unknown, after: unknown, reason: string) =>
      auditCourse(tx, actor, action, id, before, after, reason),
  };
}
export type CourseMergeWriter = ReturnType<typeof mergeWriter>;

function dismissalWriter(tx: Tx) {
  return {
    /** The two courses' names under row locks, taken in id order (a merge or delete of either waits); null for one not there. */
    async lockPair(a: string, b: string): Promise<{ a: string | null; b: string | null }> {
      const name = async (id: string) => (await tx.select({ name: courses.clubName }).from(courses).where(eq(courses.id, id)).for('update'))[0]?.name ?? null;
      const first = await name(a);
      return { a: first, b: await name(b) };
    },

    /** When the pair (`a` < `b`) was dismissed; null when it was not. */
    async dismissedAt(a: string, b: string): Promise<Date | null> {
      const [row] = await tx.select({ at: courseDuplicateDismissals.createdAt }).from(courseDuplicateDismissals)
        .where(and(eq(courseDuplicateDismissals.courseA, a), eq(courseDuplicateDismissals.courseB, b)));
      return row?.at ?? null;
    },

    async insert(a: string, b: string, by: string, reason: string): Promise<Date> {
      const [row] = await tx.insert(courseDuplicateDismissals).values({ courseA: a, courseB: b, dismissedBy: by, reason })
        .returning({ at: courseDuplicateDismissals.createdAt });
      return row!.at;
    },

    audit: (actor: AuditActor, id: string, other: { id: string; name: string }, reason: string) =>
      auditCourse(tx, actor, 'course.not-duplicate', id, null, { notDuplicateOf: other.id, otherName: other.name }, reason),
  };
}
export type DismissalWriter = ReturnType<typeof dismissalWriter>;

/** 1 km in degrees of latitude, a little over (the exact distance is checked after). */
const KM_LAT = 1 / 110.5;

/**
 * A coordinate or a difference of two, with anything under 1e-9 degrees (0.1 mm) taken as 0:
 * PostgreSQL refuses a double product that underflows ("value out of range: underflow"), and the
 * haversine of two courses 1e-160 degrees apart squares a sine of that size (issue 32).
 */
const snap = (x: SQL) => sql`(case when abs(${x}) < 1e-9 then 0 else ${x} end)`;

/** Great-circle km between courses `a` and `b` (the haversine on the snapped coordinates). */
const haversineKm = sql`2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(${snap(sql`b.lat - a.lat`)}) / 2), 2)
  + cos(radians(${snap(sql`a.lat`)})) * cos(radians(${snap(sql`b.lat`)})) * power(sin(radians(${snap(sql`b.lng - a.lng`)}) / 2), 2))))`;

export function courseMergeRepository(db: Db) {
  return {
    write: <T>(work: (w: CourseMergeWriter) => Promise<T>): Promise<T> => db.transaction((tx) => work(mergeWriter(tx))),
    writeDismissal: <T>(work: (w: DismissalWriter) => Promise<T>): Promise<T> => db.transaction((tx) => work(dismissalWriter(tx))),

    /**
     * Pairs of courses within `km` of each other (great-circle), each pair once, at most `limit`.
     * A latitude band on the (lat, lng) index, then longitude and the exact distance; pairs across
     * the antimeridian are not looked for, nor pairs an admin dismissed.
     */
    async nearPairs(km: number, limit: number): Promise<NearPair[]> {
      const dLat = km * KM_LAT;
      const rows = await rowsOf<{ aId: string; aName: string; bId: string; bName: string; km: number }>(db, sql`
        select * from (
          select a.id as "aId", a.club_name as "aName", b.id as "bId", b.club_name as "bName",
            ${haversineKm} as km
          from courses a join courses b
            on b.lat between a.lat - ${dLat} and a.lat + ${dLat}
            and b.lng between a.lng - ${dLat} / greatest(cos(radians(${snap(sql`a.lat`)})), 0.01)
              and a.lng + ${dLat} / greatest(cos(radians(${snap(sql`a.lat`)})), 0.01)
            and b.id > a.id
          where not exists (select 1 from ${courseDuplicateDismissals} d where d.course_a = a.id and d.course_b = b.id)
        ) p where p.km <= ${km} order by p.km, p."aId" limit ${limit}`);
      return rows.map((r) => ({ a: { id: r.aId, name: r.aName }, b: { id: r.bId, name: r.bName }, distanceKm: Number(r.km) }));
    },
  };
}

export type CourseMergeRepository = ReturnType<typeof courseMergeRepository>;
