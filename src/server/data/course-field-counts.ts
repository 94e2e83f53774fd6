/**
 * Items counted by their course's fields (country, continent, membership, type, decade, architect):
 * a golfer's played courses (`/lists/user/{id}/stats`) and a community ranking's items
 * (`/lists/preset/stats`) are both this over different rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CourseFieldCounts, CourseFieldFilters } from '../../shared/contracts/courses.contract';
import { queryRows, type Db } from './database';
import { courses } from './schema';
import { filterConditions } from './courses.repository';

/** The conditions on `courses` (by its table name) that the course-field filters set. */
export const courseFieldConditions = (f: CourseFieldFilters): SQL[] =>
  filterConditions({
    continent: f.continent, country: f.country, membership: f.membership, type: f.courseType,
    architect: f.architect, yardageMin: f.yardageMin, yardageMax: f.yardageMax,
  });

/** Grouping set of each count, as `grouping(...)` numbers it (a bit per column left out). */
const SETS = { byCountry: 30, byContinent: 29, byMembership: 27, byType: 23, byDecade: 15, total: 31 } as const;

/**
 * Counts the items `items` selects: a query with one `course_id` column, one row per item (a
 * course twice counts twice). One grouping-sets query for the single-valued fields, one for
 * architects (a course by two architects counts for each).
 */
export async function countCourseFields(db: Db, items: SQL): Promise<CourseFieldCounts> {
  const [grouped, architects] = await Promise.all([
    queryRows<{ set: number; key: string | null; n: number }>(db, sql`
      with items as (${items})
      select grouping(c.country) + 2 * grouping(c.continent) + 4 * grouping(c.club_membership) + 8 * grouping(c.type) + 16 * grouping(d.decade) as set,
        coalesce(c.country, c.continent::text, c.club_membership::text, c.type::text, d.decade) as key, count(*)::int as n
      from items join ${courses} c on c.id = items.course_id
      cross join lateral (select (c.year_established / 10 * 10)::text || 's' as decade) d
      group by grouping sets ((c.country), (c.continent), (c.club_membership), (c.type), (d.decade), ())
      order by n desc, key`),
    queryRows<{ key: string; n: number }>(db, sql`
      with items as (${items})
      select a.architect as key, count(*)::int as n
      from items join ${courses} c on c.id = items.course_id cross join lateral unnest(c.architects) as a(architect)
      group by a.architect order by n desc, key`),
  ]);
  const rows = grouped.map((r) => ({ ...r, set: Number(r.set) }));
  const of = (set: number) => rows.filter((r) => r.set === set && r.key !== null).map((r) => ({ key: r.key!, count: r.n }));
  return {
    total: rows.find((r) => r.set === SETS.total)?.n ?? 0,
    byCountry: of(SETS.byCountry), byContinent: of(SETS.byContinent), byMembership: of(SETS.byMembership),
    byType: of(SETS.byType), byDecade: of(SETS.byDecade),
    byArchitect: architects.map((r) => ({ key: r.key, count: r.n })),
  };
}
