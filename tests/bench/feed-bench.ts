/**
 * The Community feed at scale (issue 13, part 6): 1,000,000 activity rows of 10,000 golfers
 * (100 each on average, written in time order over two years as an append-only log is), and a golfer who follows 1,000 of them. Through HTTP on a real
 * socket with a static identity: the first page (20 entries) and pages further back by cursor;
 * and a second reader who follows 1,000 quiet golfers (the per-followee plan's worst case).
 * Prints the feed query's plan (it must be index-backed: no sequential scan of activity).
 *
 * Target: p95 under 20 ms on both databases. `npm run bench -- --only feed`
 * (`--feed-rows 200000` for a smaller log).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { activityRepository } from '../../src/server/data/activity.repository';
import type { FeedPage } from '../../src/shared/contracts/community.contract';
import { insertSynthetic, kb, openBenchDatabase, percentiles, timed, type Driver } from './bench-support';
import { staticIdentity, type GolferRow } from './golfer-bench';

const GOLFERS = 10_000;
const FOLLOWED = 1_000;
const TOKEN = 'bench-reader-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const QUIET_TOKEN = 'bench-quiet-reader-token';

async function load(db: Parameters<typeof insertSynthetic>[0]['db'], rows: number): Promise<void> {
    await db.execute(sql`insert into users (firebase_uid, email, display_name)
    select 'bench-golfer-' || g, 'g' || g || '@example.com', 'Golfer ' || g from generate_series(1, ${GOLFERS}) g`);
  await db.execute(sql`insert into users (firebase_uid, email, display_name) values ('bench-reader', 'reader@example.com', 'Reader')`);
  // The reader follows every tenth golfer.
  await db.execute(sql`insert into follows (follower_id, followee_id)
    select r.id, u.id from users r, users u
    where r.firebase_uid = 'bench-reader' and u.firebase_uid like 'bench-golfer-%'
      and substr(u.firebase_uid, 14)::int % ${GOLFERS / FOLLOWED} = 0`);
  // The per-followee plan's worst case: a second reader follows 1,000 quiet golfers, each with 21
  // entries older than anyone else's, so the recent window finds none of them.
  await db.execute(sql`insert into users (firebase_uid, email, display_name)
    select 'bench-quiet-' || g, 'q' || g || '@example.com', 'Quiet ' || g from generate_series(1, ${FOLLOWED}::int) g
    union all select 'bench-quiet-reader', 'quiet-reader@example.com', 'Quiet reader'`);
  await db.execute(sql`insert into follows (follower_id, followee_id)
    select r.id, u.id from users r, users u where r.firebase_uid = 'bench-quiet-reader' and u.firebase_uid like 'bench-quiet-%' and u.id <> r.id`);
  await db.execute(sql`insert into activity (actor_id, kind, course_id, created_at)
    select u.id, 'played', (select id from courses order by id limit 1), now() - interval '3 years' - g * interval '1 hour'
    from users u cross join generate_series(1, 21) g where u.firebase_uid like 'bench-quiet-%' and u.firebase_uid <> 'bench-quiet-reader'`);
  await db.execute(sql`create temporary table bench_courses as select id, row_number() over (order by id) - 1 as n from courses`);
  await db.execute(sql`create temporary table bench_golfers as
    select id, substr(firebase_uid, 14)::int - 1 as k from users where firebase_uid like 'bench-golfer-%'`);
  const [{ courses } = { courses: 0 }] = (await db.execute(sql`select count(*)::int as courses from bench_courses`) as unknown as { rows: { courses: number }[] }).rows;
  // An append-only log: rows go in in time order (about a minute apart over two years), each by a
  // scattered golfer about a scattered course. Batches of 100,000 keep PGlite's memory small.
  for (let from = 1; from <= rows; from += 100_000) {
    await db.execute(sql`insert into activity (actor_id, kind, course_id, created_at)
      select u.id, 'played', c.id, now() - (${rows}::int - i) * interval '63 seconds'
      from generate_series(${from}::int, ${Math.min(rows, from + 99_999)}::int) i
      join bench_golfers u on u.k = (i::bigint * 7919) % ${GOLFERS}::int
      join bench_courses c on c.n = (i * 31) % ${courses}::int
      order by i`);
  }
}

export async function feedBench(driver: Driver, { pgUrl, runs, rows }: { pgUrl: string; runs: number; rows: number }): Promise<GolferRow[]> {
  console.log(`\n== ${driver}, feed: ${rows.toLocaleString('en')} activity rows, following ${FOLLOWED.toLocaleString('en')} of ${GOLFERS.toLocaleString('en')} golfers ==`);
  const { database, drop } = await openBenchDatabase(driver, pgUrl);
  try {
    await database.migrate();
    await insertSynthetic(database, 2000);
    const t = Date.now();
    await load(database.db, rows);
    await database.db.execute(sql`analyze`);
    console.log(`loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const { app } = await buildApp({
      env: { adminEmails: new Set(), RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database,
      identity: staticIdentity({
        [TOKEN]: { uid: 'bench-reader', email: 'reader@example.com', emailVerified: true, name: 'Reader', picture: null },
        [QUIET_TOKEN]: { uid: 'bench-quiet-reader', email: 'quiet-reader@example.com', emailVerified: true, name: 'Quiet reader', picture: null },
      }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      const page = async (before?: string) => {
        const r = await timed(port, { path: `/api/community/feed?limit=20${before ? `&before=${before}` : ''}`, headers: AUTH });
        return { ms: r.ms, size: r.body.length, data: JSON.parse(r.body.toString()).data as FeedPage };
      };
      const first = await page();
      if (first.data.items.length !== 20) throw new Error(`the first page has ${first.data.items.length} entries`);
      const [{ id: readerId }] = (await database.db.execute(sql`select id from users where firebase_uid = 'bench-reader'`) as unknown as { rows: { id: string }[] }).rows as [{ id: string }];
      for (const [kind, index] of [['recent', 'activity_time_idx'], ['per-followee', 'activity_actor_idx']] as const) {
        const plan = await activityRepository(database.db).feedPlan(kind, readerId, first.data.nextBefore ?? undefined, 20);
        console.log(`  ${kind} plan:\n${plan.split('\n').map((l) => `  | ${l}`).join('\n')}`);
        if (/Seq Scan on activity/.test(plan) || !plan.includes(index)) throw new Error(`the ${kind} feed query is not index-backed`);
      }
      for (let i = 0; i < 20; i++) await page();
      const firsts: number[] = [];
      for (let i = 0; i < runs; i++) firsts.push((await page()).ms);
      // Walking back: 50 pages by cursor, repeated.
      const deeper: number[] = [];
      let before: string | undefined;
      const seen = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const p = await page(before);
        deeper.push(p.ms);
        for (const e of p.data.items) seen.add(e._id);
        before = i % 50 === 49 ? undefined : p.data.nextBefore ?? undefined;
      }
      const quiet: number[] = [];
      const quietAuth = { authorization: `Bearer ${QUIET_TOKEN}` };
      for (let i = 0; i < runs; i++) {
        const r = await timed(port, { path: '/api/community/feed?limit=20', headers: quietAuth });
        if (i === 0 && (JSON.parse(r.body.toString()).data as FeedPage).items.length !== 20) throw new Error('the quiet reader has no full page');
        quiet.push(r.ms);
      }
      if (seen.size !== 50 * 20) throw new Error(`walking 50 pages saw ${seen.size} distinct entries, not 1,000`);
      // The same first page in-process, without HTTP, auth and serialization: where the time goes.
      const repo = activityRepository(database.db);
      const direct: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = process.hrtime.bigint();
        await repo.feed(readerId, undefined, 20);
        direct.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      return [
        { driver, what: 'feed first page (20)', ...percentiles(firsts), size: kb(first.size) },
        { driver, what: 'feed pages 1-50 by cursor', ...percentiles(deeper), size: '' },
        { driver, what: 'first page, SQL only (no HTTP)', ...percentiles(direct), size: '' },
        { driver, what: '1,000 quiet golfers (lateral)', ...percentiles(quiet), size: '' },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}
