/**
 * The map's filters (issue 34), run by the catalogue phase of `npm run bench` over its database:
 * p50/p95 through HTTP of the same viewports unfiltered, under one, two and three filters, and
 * `only=friends` for a golfer who follows 200 golfers (each played 50 courses and ranked 10 in a
 * public list, drawn at random from the catalogue), each beside the unfiltered p95 measured in
 * the same run (target: p95 under 5 ms at 1,000,000 and at most 1.5 times the unfiltered p95).
 * Each filter's first request builds its view (mask and facet counts); that build is timed apart.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/data/database';
import type { VerifiedIdentity } from '../../src/server/identity/identity';
import { fmt, percentiles, timed } from './bench-support';

export const FILTER_READER_TOKEN = 'bench-filter-reader-token';
const AUTH = { authorization: `Bearer ${FILTER_READER_TOKEN}` };
const FOLLOWED = 200;

/** The reader the static identity knows (its uid), to pass to staticIdentity(). */
export const filterReader: Record<string, VerifiedIdentity> = {
  [FILTER_READER_TOKEN]: { uid: 'bench-filter-reader', email: 'filter-reader@example.com', emailVerified: true, name: 'Filter reader', picture: null },
};

/** 200 golfers with played and ranked courses, and a reader who follows them all. */
export async function seedFilterReader(db: Db): Promise<number> {
  await db.execute(sql`insert into users (firebase_uid, email, display_name)
    select 'bench-friend-' || g, 'friend' || g || '@example.com', 'Friend ' || g from generate_series(1, ${FOLLOWED}::int) g
    union all select 'bench-filter-reader', 'filter-reader@example.com', 'Filter reader'`);
  await db.execute(sql`insert into follows (follower_id, followee_id)
    select r.id, u.id from users r, users u where r.firebase_uid = 'bench-filter-reader' and u.firebase_uid like 'bench-friend-%'`);
  await db.execute(sql`create temporary table bench_filter_courses as select id, row_number() over (order by md5(id::text)) - 1 as n from courses`);
  const [{ count }] = (await db.execute(sql`select count(*)::int as count from bench_filter_courses`) as unknown as { rows: { count: number }[] }).rows as [{ count: number }];
  // Friend k played 50 courses spread over the catalogue, and ranked 10 others in one public list.
  await db.execute(sql`insert into played_courses (user_id, course_id)
    select u.id, c.id from users u cross join generate_series(0, 49) g
    join bench_filter_courses c on c.n = ((substr(u.firebase_uid, 14)::bigint * 7919 + g * 104729) % ${count})
    where u.firebase_uid like 'bench-friend-%' on conflict do nothing`);
  await db.execute(sql`insert into lists (owner_id, kind, type, name)
    select id, 'course', 'custom', 'Favourites' from users where firebase_uid like 'bench-friend-%'`);
  await db.execute(sql`insert into list_items (list_id, rank_key, course_id, bucket)
    select l.id, lpad(g::text, 4, '0'), c.id, 'loved' from lists l join users u on u.id = l.owner_id cross join generate_series(0, 9) g
    join bench_filter_courses c on c.n = ((substr(u.firebase_uid, 14)::bigint * 15485863 + g * 32452843 + 17) % ${count})
    where u.firebase_uid like 'bench-friend-%' on conflict do nothing`);
  const [{ friends }] = (await db.execute(sql`select count(distinct course_id)::int as friends from (
    select course_id from played_courses p join users u on u.id = p.user_id where u.firebase_uid like 'bench-friend-%'
    union select course_id from list_items i join lists l on l.id = i.list_id join users u on u.id = l.owner_id where u.firebase_uid like 'bench-friend-%') x`) as unknown as { rows: { friends: number }[] }).rows as [{ friends: number }];
  return friends;
}

const FILTERS: [string, string][] = [
  ['1 filter', 'membership=PUBLIC'],
  ['2 filters', 'membership=PUBLIC,LIMITED&holes=18'],
  ['3 filters', 'membership=PUBLIC&holes=18&fee=$$,$$$'],
  ['only=friends', 'only=friends'],
];

export interface FilterRow { viewport: string; what: string; p50: number; p95: number; ratio: number; firstMs: number }

async function measure(port: number, path: string, runs: number): Promise<{ p50: number; p95: number; firstMs: number }> {
  const first = await timed(port, { path, headers: AUTH });
  for (let i = 0; i < 20; i++) await timed(port, { path, headers: AUTH });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(port, { path, headers: AUTH })).ms);
  return { ...percentiles(times), firstMs: first.ms };
}

/** Each viewport unfiltered, then under each filter; the unfiltered p95 is taken again after, and the larger one kept. */
export async function mapFilterBench(port: number, viewports: Record<string, string>, runs: number): Promise<FilterRow[]> {
  const rows: FilterRow[] = [];
  for (const [name, query] of Object.entries(viewports)) {
    const path = (more: string) => `/api/bounded-courses?${query}&pageSize=20${more ? `&${more}` : ''}`;
    const before = await measure(port, path(''), runs);
    const filtered = [];
    for (const [what, more] of FILTERS) filtered.push({ what, ...(await measure(port, path(more), runs)) });
    const after = await measure(port, path(''), runs);
    const plain = before.p95 >= after.p95 ? before : after;
    rows.push({ viewport: name, what: 'unfiltered', p50: plain.p50, p95: plain.p95, ratio: 1, firstMs: before.firstMs });
    for (const f of filtered) rows.push({ viewport: name, what: f.what, p50: f.p50, p95: f.p95, ratio: f.p95 / plain.p95, firstMs: f.firstMs });
  }
  return rows;
}

export function printFilterRows(driver: string, size: number, rows: FilterRow[]): void {
  console.log(`  map filters (${driver}, ${size.toLocaleString('en')}; target p95 < 5 ms at 1,000,000 and <= 1.5x unfiltered)`);
  console.log(`  ${'viewport'.padEnd(12)}${'query'.padEnd(14)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}${'x plain'.padEnd(9)}first ms`);
  for (const r of rows) console.log(`  ${r.viewport.padEnd(12)}${r.what.padEnd(14)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.ratio.toFixed(2).padEnd(9)}${fmt(r.firstMs)}`);
}
