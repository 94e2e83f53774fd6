/**
 * The plain way to answer the map and search questions, straight in SQL: what `npm run bench`
 * compares the in-memory indexes against. Benchmark-only, so it lives here and not in the
 * production repositories.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client';
import { courses } from '../../src/server/data/schema';

export function plainQueries(db: Db) {
  return {
    /** A SQL bounding box (crossing the antimeridian when west > east), capped at `limit` rows. */
    async boundedPlain(b: { south: number; west: number; north: number; east: number }, limit: number) {
      const lng = b.west <= b.east
        ? sql`${courses.lng} between ${b.west} and ${b.east}`
        : sql`(${courses.lng} >= ${b.west} or ${courses.lng} <= ${b.east})`;
      return db.select({ id: courses.id, lat: courses.lat, lng: courses.lng, m: courses.clubMembership })
        .from(courses).where(sql`${courses.lat} between ${b.south} and ${b.north} and ${lng}`).limit(limit);
    },

    /** pg_trgm similarity over the whole name. */
    async searchPlain(terms: string, limit: number) {
      const t = terms.toLowerCase();
      return queryRows<{ id: string; club_name: string }>(db, sql`
        select id, club_name from ${courses}
        where lower(club_name) % ${t}
        order by similarity(lower(club_name), ${t}) desc limit ${limit}`);
    },
  };
}
