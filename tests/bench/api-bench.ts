/**
 * `npm run bench` (a benchmark, not a test). For 40,000 and 1,000,000 synthetic courses plus the
 * real seed, on PostgreSQL and on PGlite: p50/p95 latency through the whole HTTP stack (a real
 * socket on loopback) and response sizes for bounded-courses (world, country, city), search and
 * course-by-id; beside them the same questions asked the plain way (SQL bounding box, pg_trgm).
 * Then the heavy golfer (golfer-bench.ts): GET /api/user/me and the played toggle for a golfer
 * with 3,000 played courses and 30 lists of 300; and a 1,000-item ranked list reordered (list-bench.ts).
 *
 *   npm run bench                       # everything (about 15 minutes)
 *   npm run bench -- --sizes 40000      # one size
 *   npm run bench -- --drivers pglite   # one database
 *   npm run bench -- --only golfer      # only the heavy golfer
 *   npm run bench -- --only lists       # only the 1,000-item ranked list reorder (list-bench.ts)
 *   npm run bench -- --only catalogue   # only the catalogue
 *   npm run bench -- --only feed        # only the Community feed, 1,000,000 activity rows (feed-bench.ts)
 *   npm run bench -- --only community   # only community rankings (community-bench.ts; --golfers N for another size)
 *   npm run bench -- --only misspellings   # only misspelled seed course names, top-1/top-3 (misspelling-bench.ts; --strict exits 1 below target)
 *   npm run bench -- --only places      # only place search: gazetteer load, p50/p95/max in process and by HTTP (places-bench.ts; --strict exits 1 over 5 ms)
 *   npm run bench -- --only uploads     # only other golfers' p95 alone and while pictures are uploaded in a loop (upload-bench.ts; --seconds N per phase)
 *   npm run bench -- --only import      # only the importer: OpenGolf's 15,667 US courses, rate, peak memory, re-run (import-bench.ts)
 *   npm run bench -- --only imported    # only reads over the seed + OpenGolf's US courses imported: bounded (world, US, Ohio, a city), search, by id (imported-bench.ts)
 *   npm run bench -- --only startup     # only a real server process's start-up to a ready /api/health over the largest --sizes (startup-bench.ts)
 *   npm run bench -- --only load        # only mixed public reads under load: 50 clients x 20 s, server beside a bare Fastify (load-bench.ts; --clients, --seconds, --sizes, --golfers)
 *
 * The catalogue phase also measures that start-up over its largest size's databases.
 *
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (a fresh database is
 * created and dropped). The Auth emulator is not needed: the catalogue endpoints are public, and
 * the golfers (the heavy golfer, the map filters' reader of `only=friends`) sign in with a static
 * identity (one fixed token). The catalogue phase also runs the map's filters (map-filter-bench.ts):
 * one, two and three filters and only=friends beside the unfiltered p95 of the same run.
 */
import os from 'node:os';
import { buildApp } from '../../src/server/app';
import { courses } from '../../src/server/data/schema';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { agent, fmt, get, insertSynthetic, kb, measurePaths, openBenchDatabase, timeCalls, type Driver } from './bench-support';
import { communityBench } from './community-bench';
import { golferBench, type GolferRow } from './golfer-bench';
import { listBench } from './list-bench';
import { feedBench } from './feed-bench';
import { misspellingBench } from './misspelling-bench';
import { placesBench } from './places-bench';
import { uploadBench } from './upload-bench';
import { importBench, printImportRows, type ImportRow } from './import-bench';
import { importedBench, printImportedRows, type ImportedRow } from './imported-bench';
import { plainQueries } from './plain-queries';
import { measureStartup, printStartup, startupBench, type StartupFigures } from './startup-bench';
import { filterReader, mapFilterBench, printFilterRows, seedFilterReader, type FilterRow } from './map-filter-bench';
import { staticIdentity } from './golfer-bench';
import { loadBench, printLoadRows, type LoadRow } from './load-bench';
import { printStreamRows, streamBench, type StreamRow } from './stream-bench';
import { machineBaseline } from '../support/machine-baseline';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SIZES = (arg('sizes') ?? '40000,1000000').split(',').map(Number);
const DRIVERS = (arg('drivers') ?? 'postgres,pglite').split(',') as Driver[];
const RUNS = Number(arg('runs') ?? 300);
const ONLY = arg('only');
const ONLY_CHOICES = ['golfer', 'lists', 'catalogue', 'feed', 'community', 'misspellings', 'places', 'uploads', 'import', 'imported', 'startup', 'load', 'streams'];
if (ONLY !== undefined && !ONLY_CHOICES.includes(ONLY)) throw new Error(`--only takes ${ONLY_CHOICES.join(', ')}, not ${ONLY}`);
const FEED_ROWS = Number(arg('feed-rows') ?? 1_000_000);
const GOLFERS = arg('golfers') === undefined ? undefined : Number(arg('golfers'));
const UPLOAD_SECONDS = Number(arg('seconds') ?? 15);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The port a start-up bench's server process listens on. */
const STARTUP_PORT = Number(arg('startup-port') ?? 3551);

// Viewports of a 1280x800 map at MapLibre zooms (512 px tiles).
const VIEWPORTS = {
  'world z1.5': { south: -85, west: -180, north: 85, east: 180, zoom: 1.5 },
  'country z6': { south: 36.3, west: -81.0, north: 45.1, east: -67.0, zoom: 6 },
  'city z11': { south: 40.62, west: -74.2, north: 40.89, east: -73.76, zoom: 11 },
};
const SEARCHES: [string, string][] = [
  ['pebel bech', 'Pebble Beach Golf Links'],
  ['st andrews old', 'The Old Course at St Andrews'],
  ['shinecock', 'Shinnecock Hills Golf Club'],
  ['augsta national', 'Augusta National Golf Club'],
  ['royal melborne', 'Royal Melbourne Golf Club (West)'],
];


const measure = (port: number, paths: string[], runs = RUNS) => measurePaths(port, paths, runs);
const timeIt = timeCalls;

const rows: string[] = [];
const row = (...cells: (string | number)[]) => {
  const line = cells.map((c, i) => String(c).padEnd([10, 10, 22, 9, 9, 10, 10][i] ?? 12)).join('');
  rows.push(line);
  console.log(line);
};

const startupRows: StartupFigures[] = [];
const filterSummaries: { driver: string; size: number; rows: FilterRow[] }[] = [];
// A plain measure of this machine beside the figures: machines of one kind differ by half.
console.log(`TPL API benchmark · ${os.cpus().length} cores · Node ${process.version} · ${RUNS} requests per row · machine baseline ${machineBaseline().ms} ms (tests/support/machine-baseline.ts)`);
for (const driver of ONLY === undefined || ONLY === 'catalogue' ? DRIVERS : []) {
  for (const size of SIZES) {
    console.log(`\n== ${driver}, ${size.toLocaleString('en')} synthetic courses + seed ==`);
    const bench = await openBenchDatabase(driver, PG_URL);
    const { database, drop } = bench;
    try {
      await database.migrate();
      await seedIfNeeded(database.db);
      let t = Date.now();
      await insertSynthetic(database, size);
      console.log(`loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      const friendCourses = await seedFilterReader(database.db);
      if (driver === 'postgres') await database.db.execute('ANALYZE' as never);

      const heapBefore = process.memoryUsage().heapUsed;
      t = Date.now();
      const { app } = await buildApp({
        env: { adminEmails: new Set(), RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
        database,
        identity: staticIdentity(filterReader),
      });
      global.gc?.();
      console.log(`indexes built in ${((Date.now() - t) / 1000).toFixed(1)} s, heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)} MB`);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const port = (app.server.address() as { port: number }).port;
      const repo = plainQueries(database.db);

      row('driver', 'courses', 'query', 'p50 ms', 'p95 ms', 'size', 'gzip');
      const q = (v: Record<string, number>, pageSize: number) =>
        `/api/bounded-courses?${new URLSearchParams({ ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])), pageSize: String(pageSize) })}`;
      for (const [name, v] of Object.entries(VIEWPORTS)) {
        const s = await measure(port, [q(v, 0)]);
        row(driver, size, `bounded ${name}`, fmt(s.p50), fmt(s.p95), kb(s.bytes), kb(s.gzip));
      }
      const cards = await measure(port, [q(VIEWPORTS['world z1.5'], 20)]);
      row(driver, size, 'bounded world +20 cards', fmt(cards.p50), fmt(cards.p95), kb(cards.bytes), kb(cards.gzip));
      // The map's filters (issue 34), the same viewports with 20 cards, each beside its unfiltered p95.
      const filterRows = await mapFilterBench(port, Object.fromEntries(Object.entries(VIEWPORTS).map(([name, v]) => [name, q(v, 20).split('?')[1]!.replace(/&pageSize=\d+/, '')])), RUNS);
      console.log(`  the filter reader follows 200 golfers with ${friendCourses.toLocaleString('en')} courses played or ranked`);
      printFilterRows(driver, size, filterRows);
      filterSummaries.push({ driver, size, rows: filterRows });

      const search = await measure(port, SEARCHES.map(([terms]) => `/api/search?terms=${encodeURIComponent(terms)}`));
      row(driver, size, 'search (typos)', fmt(search.p50), fmt(search.p95), kb(search.bytes), kb(search.gzip));
      const ranks: string[] = [];
      for (const [terms, expected] of SEARCHES) {
        const res = JSON.parse((await get(port, `/api/search?terms=${encodeURIComponent(terms)}&limit=20`)).body.toString());
        const rank = res.data.findIndex((c: { club_name: string }) => c.club_name === expected);
        ranks.push(`"${terms}" -> ${rank >= 0 ? `#${rank + 1}` : 'missing'}`);
      }
      console.log(`  search ranks: ${ranks.join(', ')}`);

      const ids = (await database.db.select({ id: courses.id }).from(courses).limit(200)).map((r) => r.id);
      const byId = await measure(port, ids.map((id) => `/api/courses/${id}`));
      row(driver, size, 'course by id', fmt(byId.p50), fmt(byId.p95), kb(byId.bytes), kb(byId.gzip));

      // The plain way, in-process (no HTTP): a SQL bounding box capped at 500 rows, and pg_trgm.
      for (const [name, v] of Object.entries(VIEWPORTS)) {
        const s = await timeIt(() => repo.boundedPlain(v, 500), 60);
        row(driver, size, `plain bbox ${name}`, fmt(s.p50), fmt(s.p95), '(SQL)', '');
      }
      let trgmFirst = '';
      const trgm = await timeIt(async () => {
        const r = await repo.searchPlain('pebel bech', 10);
        trgmFirst = r[0]?.club_name ?? 'nothing';
      }, 30);
      row(driver, size, 'plain pg_trgm search', fmt(trgm.p50), fmt(trgm.p95), '(SQL)', '');
      console.log(`  pg_trgm "pebel bech" first hit: ${trgmFirst}`);
      await app.close();
      if (size === Math.max(...SIZES)) startupRows.push(await measureStartup(driver, bench, STARTUP_PORT));
    } finally {
      await drop();
    }
  }
}
for (const driver of ONLY === 'startup' ? DRIVERS : []) {
  console.log(`\n== start-up, ${driver}, ${Math.max(...SIZES).toLocaleString('en')} synthetic courses + seed ==`);
  startupRows.push(await startupBench(driver, { pgUrl: PG_URL, size: Math.max(...SIZES), port: STARTUP_PORT }));
}
const golferRows: GolferRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'golfer' ? DRIVERS : []) golferRows.push(...await golferBench(driver, { pgUrl: PG_URL, runs: RUNS }));
const listRows: GolferRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'lists' ? DRIVERS : []) listRows.push(...await listBench(driver, { pgUrl: PG_URL, runs: RUNS }));
const feedRows: GolferRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'feed' ? DRIVERS : []) feedRows.push(...await feedBench(driver, { pgUrl: PG_URL, runs: RUNS, rows: FEED_ROWS }));
const communityRows: GolferRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'community' ? DRIVERS : []) {
  communityRows.push(...await communityBench(driver, { pgUrl: PG_URL, runs: RUNS, golfers: GOLFERS }));
}
const uploadRows: GolferRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'uploads' ? DRIVERS : []) uploadRows.push(...await uploadBench(driver, { pgUrl: PG_URL, seconds: UPLOAD_SECONDS }));
const importRows: ImportRow[] = ONLY === undefined || ONLY === 'import' ? await importBench(DRIVERS, { pgUrl: PG_URL }) : [];
const loadRows: LoadRow[] = [];
for (const driver of ONLY === 'load' ? DRIVERS : []) {
  loadRows.push(...await loadBench(driver, {
    pgUrl: PG_URL, courses: arg('sizes') === undefined ? 40_000 : SIZES[0]!, golfers: GOLFERS ?? 2_000,
    seconds: Number(arg('seconds') ?? 20), clients: Number(arg('clients') ?? 50),
  }));
}
const streamRows: StreamRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'streams' ? DRIVERS : []) {
  streamRows.push(await streamBench(driver, { pgUrl: PG_URL, streams: Number(arg('streams') ?? 2000), follows: Number(arg('follows') ?? 200) }));
}
const importedRows: ImportedRow[] = [];
for (const driver of ONLY === undefined || ONLY === 'imported' ? DRIVERS : []) importedRows.push(...await importedBench(driver, { pgUrl: PG_URL, runs: RUNS }));
// In-process, no database: the seed courses in the search index, misspelled queries (top-1/top-3).
const misspellingExit = ONLY === undefined || ONLY === 'misspellings' ? misspellingBench({ strict: process.argv.includes('--strict') }) : 0;
// In-process and through the route (PGlite in memory): place search over the GeoNames gazetteer.
const placesExit = ONLY === undefined || ONLY === 'places' ? await placesBench({ strict: process.argv.includes('--strict') }) : 0;
agent.destroy();
console.log('\nsummary');
for (const r of rows) console.log(r);
printStartup(startupRows);
for (const f of filterSummaries) printFilterRows(f.driver, f.size, f.rows);
if (golferRows.length) {
  console.log(`\nheavy golfer (p95 budget 10 ms)\n${'driver'.padEnd(10)}${'request'.padEnd(30)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}size`);
  for (const r of golferRows) console.log(`${r.driver.padEnd(10)}${r.what.padEnd(30)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size}`);
}
if (listRows.length) {
  console.log(`\nranked list reorder (p95 budget 10 ms)\n${'driver'.padEnd(10)}${'request'.padEnd(30)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}size`);
  for (const r of listRows) console.log(`${r.driver.padEnd(10)}${r.what.padEnd(30)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size}`);
}
if (feedRows.length) {
  console.log(`\nCommunity feed, ${FEED_ROWS.toLocaleString('en')} activity rows, following 1,000 (p95 budget 20 ms)\n${'driver'.padEnd(10)}${'request'.padEnd(30)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}size`);
  for (const r of feedRows) console.log(`${r.driver.padEnd(10)}${r.what.padEnd(30)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size}`);
}
if (communityRows.length) {
  console.log(`\ncommunity rankings (recompute budget 60 s, filtered read p95 budget 5 ms; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  console.log(`${'driver'.padEnd(10)}${'request'.padEnd(30)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}size`);
  for (const r of communityRows) console.log(`${r.driver.padEnd(10)}${r.what.padEnd(30)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size}`);
}
if (uploadRows.length) {
  console.log(`\nother golfers while pictures are uploaded in a loop (target: p95 during under twice p95 alone)\n${'driver'.padEnd(10)}${'request'.padEnd(40)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}`);
  for (const r of uploadRows) console.log(`${r.driver.padEnd(10)}${r.what.padEnd(40)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size}`);
}
if (importRows.length) printImportRows(importRows);
printImportedRows(importedRows);
printLoadRows(loadRows);
if (streamRows.length) printStreamRows(streamRows);
if (misspellingExit !== 0) process.exitCode = misspellingExit;
if (placesExit !== 0) process.exitCode = placesExit;
