/**
 * The SQL of an import batch (issue 25): what the catalogue knows of a batch's records, and the
 * batch's writes, all in one transaction (a crash or an error leaves none of the batch).
 *
 * Four reads and at most three writes per batch, every one a single statement over the whole
 * batch (the rows travel as one JSON parameter, `json_to_recordset`): the course_sources links and
 * the courses this source made under the batch's ids; the ids an admin's delete remembers
 * (course_source_tombstones); the courses in each record's bounding box
 * (the (lat, lng) index, one probe per record); the linked courses. Then one multi-row insert of
 * new courses, one update of changed ones, one upsert of course_sources. Which record does what is
 * `plan` (import/write/plan-batch.ts), decided between the reads and the writes.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';
import { courseImports } from './import.schema';
import type { BatchLookup, BatchPlan, CatalogueCourse, CourseFields } from './course-import-rows';
import { addCommitted } from './course-imports.repository';
import type { Tx } from './list-order';

const rowsOf = async <T>(tx: Tx, q: SQL): Promise<T[]> => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
const json = (v: unknown): SQL => sql`${JSON.stringify(v)}::json`;

/** 1 km in degrees of latitude, a little over (the exact distance is checked by the caller). */
const KM_LAT = 1 / 110.5;

export interface BatchPoint {
  sourceId: string;
  lat: number;
  lng: number;
}

/** A catalogue course as SQL returns it: its fields flat, `curated_at` as the driver gives it. */
type CatalogueRow = Pick<CatalogueCourse, 'id' | 'source' | 'sourceId'> & CourseFields & { curatedAt: string | Date | null };

const CATALOGUE_COLUMNS = sql.raw(`c.id, c.source, c.source_id as "sourceId", c.curated_at as "curatedAt", c.club_name as name,
  c.lat, c.lng, c.country, c.province, c.city, c.continent, c.club_membership as membership, c.type, c.holes, c.par,
  c.total_yardage as "totalYardage", c.year_established as "yearEstablished", c.architects, c.scorecard, c.website, c.phone, c.street,
  c.postal_code as "postalCode"`);

function toCatalogue(r: CatalogueRow): CatalogueCourse {
  const { id, source, sourceId, curatedAt, ...fields } = r;
  const at = curatedAt == null ? null : new Date(curatedAt).toISOString();
  return { id, source, sourceId, curatedAt: at, fields: { ...fields, lat: Number(fields.lat), lng: Number(fields.lng) } };
}

/** The JSON columns of a course row, in the order of the insert's column list. */
const INSERT_COLUMNS = `id uuid, name text, lat float8, lng float8, country text, province text, city text, continent continent,
  membership club_membership, type course_type, holes int, par int, total_yardage int, year_established int, architects text[],
  scorecard jsonb, website text, phone text, street text, postal_code text, source text, source_id text`;

/** course column <- patch key (patch keys are CourseFields'). */
const PATCH_COLUMNS: [keyof CourseFields, string, string][] = [
  ['name', 'club_name', 'text'], ['lat', 'lat', 'float8'], ['lng', 'lng', 'float8'], ['country', 'country', 'text'],
  ['province', 'province', 'text'], ['city', 'city', 'text'], ['continent', 'continent', 'continent'],
  ['membership', 'club_membership', 'club_membership'], ['type', 'type', 'course_type'], ['holes', 'holes', 'int'],
  ['par', 'par', 'int'], ['totalYardage', 'total_yardage', 'int'], ['yearEstablished', 'year_established', 'int'],
  ['website', 'website', 'text'], ['phone', 'phone', 'text'], ['street', 'street', 'text'], ['postalCode', 'postal_code', 'text'],
];

const PATCH_SET = sql.raw([
  ...PATCH_COLUMNS.map(([key, col, type]) => `${col} = case when v.p ? '${key}' then (v.p->>'${key}')::${type} else c.${col} end`),
  `architects = case when v.p ? 'architects' then array(select jsonb_array_elements_text(v.p->'architects')) else c.architects end`,
  `scorecard = case when v.p ? 'scorecard' then coalesce(v.p->'scorecard', '[]'::jsonb) else c.scorecard end`,
  'updated_at = now()',
].join(',\n  '));

async function lookup(tx: Tx, source: string, points: readonly BatchPoint[]): Promise<BatchLookup> {
  const ids = points.map((p) => p.sourceId);
  const known = await rowsOf<{ kind: 'link' | 'owned'; sourceId: string; courseId: string; recordHash: string | null; sourceUpdatedAt: string | Date | null }>(tx, sql`
    select 'link' as kind, s.source_id as "sourceId", s.course_id as "courseId", s.record_hash as "recordHash", s.source_updated_at as "sourceUpdatedAt"
    from course_sources s where s.source = ${source} and s.source_id in (select json_array_elements_text(${json(ids)}))
    union all
    select 'owned', c.source_id, c.id, null, null
    from courses c where c.source = ${source} and c.source_id in (select json_array_elements_text(${json(ids)}))`);
  // Records of courses an admin deleted (course-tombstones.ts): skipped unless a course holds them again.
  const buried = await rowsOf<{ sourceId: string }>(tx, sql`
    select t.source_id as "sourceId" from course_source_tombstones t
    where t.source = ${source} and t.source_id in (select json_array_elements_text(${json(ids)}))`);
  const boxes = points.map((p, i) => {
    const dLng = KM_LAT / Math.max(0.01, Math.cos((p.lat * Math.PI) / 180));
    return { i, lat1: p.lat - KM_LAT, lat2: p.lat + KM_LAT, lng1: p.lng - dLng, lng2: p.lng + dLng };
  });
  const nearRows = await rowsOf<CatalogueRow & { i: number }>(tx, sql`
    select r.i, ${CATALOGUE_COLUMNS}
    from json_to_recordset(${json(boxes)}) as r(i int, lat1 float8, lat2 float8, lng1 float8, lng2 float8)
    join courses c on c.lat between r.lat1 and r.lat2 and c.lng between r.lng1 and r.lng2`);
  const courses = new Map<string, CatalogueCourse>();
  const near: string[][] = points.map(() => []);
  for (const row of nearRows) {
    const { i, ...course } = row;
    near[i]!.push(course.id);
    if (!courses.has(course.id)) courses.set(course.id, toCatalogue(course));
  }
  const missing = [...new Set(known.map((k) => k.courseId))].filter((id) => !courses.has(id));
  if (missing.length > 0) {
    const rows = await rowsOf<CatalogueRow>(tx, sql`
      select ${CATALOGUE_COLUMNS} from courses c where c.id in (select (json_array_elements_text(${json(missing)}))::uuid)`);
    for (const row of rows) courses.set(row.id, toCatalogue(row));
  }
  const links = new Map<string, { courseId: string; recordHash: string; sourceUpdatedAt: string | null }>();
  const owned = new Map<string, string>();
  for (const k of known) {
    if (k.kind === 'owned') owned.set(k.sourceId, k.courseId);
    else links.set(k.sourceId, {
      courseId: k.courseId, recordHash: k.recordHash!,
      sourceUpdatedAt: k.sourceUpdatedAt == null ? null : new Date(k.sourceUpdatedAt).toISOString(),
    });
  }
  return { links, owned, courses, near, deleted: new Set(buried.map((b) => b.sourceId)) };
}

async function write(tx: Tx, source: string, plan: BatchPlan): Promise<void> {
  if (plan.inserts.length > 0) {
    const rows = plan.inserts.map(({ id, record: r }) => ({
      id, name: r.name, lat: r.lat, lng: r.lng, country: r.country, province: r.province, city: r.city, continent: r.continent,
      membership: r.membership, type: r.type, holes: r.holes, par: r.par, total_yardage: r.totalYardage,
      year_established: r.yearEstablished, architects: r.architects, scorecard: r.scorecard, website: r.website, phone: r.phone, street: r.street,
      postal_code: r.postalCode, source, source_id: r.sourceId,
    }));
    await tx.execute(sql`
      insert into courses (id, club_name, lat, lng, country, province, city, continent, club_membership, type, holes, par,
        total_yardage, year_established, architects, scorecard, website, phone, street, postal_code, source, source_id)
      select id, name, lat, lng, country, province, city, continent, membership, coalesce(type, 'FULL LENGTH'), holes, par,
        total_yardage, year_established, coalesce(architects, '{}'), coalesce(scorecard, '[]'::jsonb), website, phone, street, postal_code, source, source_id
      from json_to_recordset(${json(rows)}) as v(${sql.raw(INSERT_COLUMNS)})`);
  }
  if (plan.updates.length > 0) {
    await tx.execute(sql`
      update courses c set ${PATCH_SET}
      from (select (e->>'id')::uuid as id, e->'p' as p from jsonb_array_elements(${JSON.stringify(plan.updates.map((u) => ({ id: u.id, p: u.patch })))}::jsonb) e) v
      where c.id = v.id`);
  }
  if (plan.links.length > 0) {
    await tx.execute(sql`
      insert into course_sources (source, source_id, course_id, record_hash, source_updated_at)
      select ${source}, v.source_id, v.course_id, v.record_hash, v.source_updated_at
      from json_to_recordset(${json(plan.links.map((l) => ({ source_id: l.sourceId, course_id: l.courseId, record_hash: l.recordHash, source_updated_at: l.sourceUpdatedAt })))})
        as v(source_id text, course_id uuid, record_hash text, source_updated_at timestamptz)
      on conflict (source, source_id) do update set course_id = excluded.course_id, record_hash = excluded.record_hash,
        source_updated_at = excluded.source_updated_at, imported_at = now()`);
  }
}

export function courseImportRepository(db: Db) {
  return {
    /**
     * One batch in one transaction: the lookups, `plan` (pure) over them, then its writes (none
     * with `dryRun`: the same reads and decisions, nothing written). Throws (and rolls the whole
     * batch back) on any database error.
     */
    batch(source: string, points: readonly BatchPoint[], plan: (lookup: BatchLookup) => BatchPlan, opts: { dryRun: boolean; runId?: string }): Promise<BatchPlan> {
      return db.transaction(async (tx) => {
        const decided = plan(await lookup(tx, source, points));
        if (opts.dryRun) return decided;
        await write(tx, source, decided);
        // The console's run counts what its batches wrote with them: a run whose process dies says exactly what it left.
        if (opts.runId) await tx.update(courseImports).set({ committed: addCommitted(decided.counts) }).where(eq(courseImports.id, opts.runId));
        return decided;
      });
    },

    /** Counts of courses and of course_sources rows (reports and tests). */
    async counts(): Promise<{ courses: number; sources: number }> {
      const rows = (await db.execute(sql`select (select count(*) from courses)::int as courses, (select count(*) from course_sources)::int as sources`)) as unknown as { rows: { courses: number; sources: number }[] };
      return { courses: Number(rows.rows[0]!.courses), sources: Number(rows.rows[0]!.sources) };
    },
  };
}

export type CourseImportRepository = ReturnType<typeof courseImportRepository>;
