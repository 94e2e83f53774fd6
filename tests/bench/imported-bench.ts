/**
 * `npm run bench -- --only imported` (and part of the default run): the read benchmarks over the
 * seed plus real imported data. A fresh database per driver gets the seed, then the OpenGolfAPI
 * US release (../shared/data/opengolfapi-us.ndjson.gz, 15,667 courses) through `runImport`, as
 * `npm run import` writes it; then p50/p95 through HTTP of bounded-courses (the world, the US,
 * Ohio, a city), search (real US course names, misspelled) and course-by-id of imported courses,
 * with the plain SQL way beside (plain-queries.ts). The import rate has its own phase (`--only import`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { courseSources } from '../../src/server/data/import.schema';
import type { Identity } from '../../src/server/identity/identity';
import { runImport } from '../../src/server/import/run-import';
import { silentAnnouncer } from '../../src/server/services/course-changes';
import { fmt, get, kb, measurePaths, openBenchDatabase, timeCalls, type Driver } from './bench-support';
import { plainQueries } from './plain-queries';

export const OPENGOLF_US = path.resolve('../shared/data/opengolfapi-us.ndjson.gz');

// Viewports of a 1280x800 map at MapLibre zooms (512 px tiles).
const VIEWPORTS = {
  'world z1.5': { south: -85, west: -180, north: 85, east: 180, zoom: 1.5 },
  'US z4': { south: 24.5, west: -126, north: 50, east: -68, zoom: 4 },
  'Ohio z7': { south: 38.6, west: -86.3, north: 42.0, east: -79.3, zoom: 7 },
  'Columbus z11': { south: 39.855, west: -83.22, north: 40.065, east: -82.78, zoom: 11 },
};
/** Misspelled real US course names; the first hit is printed (a seed course may hold the name). */
const SEARCHES = ['whisling straights', 'bethpage blak', 'oakmnt country club', 'egyptian contry club', 'mckendree hils', 'pinehurts no 2'];

const noIdentity: Identity = { mode: 'emulator', auth: null as never, verify: async () => null, ready: async () => true };

export interface ImportedRow { driver: Driver; what: string; p50: number; p95: number; size: string }

export function printImportedRows(rows: ImportedRow[]): void {
  if (!rows.length) return;
  console.log(`\nreads over the seed + OpenGolfAPI US\n${'driver'.padEnd(10)}${'request'.padEnd(32)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}size`);
  for (const r of rows) console.log(`${r.driver.padEnd(10)}${r.what.padEnd(32)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size}`);
}

export async function importedBench(driver: Driver, opts: { pgUrl: string; runs: number }): Promise<ImportedRow[]> {
  console.log(`\n== ${driver}: seed + OpenGolfAPI US (${path.basename(OPENGOLF_US)}) ==`);
  const { database, drop } = await openBenchDatabase(driver, opts.pgUrl);
  const out: ImportedRow[] = [];
  try {
    await database.migrate();
    await seedIfNeeded(database.db);
    const began = Date.now();
    const report = await runImport({ database, announcer: silentAnnouncer }, {
      input: fs.createReadStream(OPENGOLF_US), fileName: path.basename(OPENGOLF_US), totalBytes: fs.statSync(OPENGOLF_US).size,
    });
    const skipped = Object.values(report.skipped).reduce((a, b) => a + b, 0);
    console.log(`  imported in ${((Date.now() - began) / 1000).toFixed(1)} s: read ${report.read}, inserted ${report.inserted}, merged ${report.merged}, skipped ${skipped}${report.stopped ? `, STOPPED: ${report.stopped.message}` : ''}`);
    if (driver === 'postgres') await database.db.execute('ANALYZE' as never);

    const { app } = await buildApp({
      env: { adminEmails: new Set(), RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database,
      identity: noIdentity,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      const row = (what: string, s: { p50: number; p95: number }, size: string) => {
        out.push({ driver, what, p50: s.p50, p95: s.p95, size });
        console.log(`  ${what.padEnd(32)}${fmt(s.p50).padEnd(9)}${fmt(s.p95).padEnd(9)}${size}`);
      };
      const bounded = (v: Record<string, number>, pageSize: number) =>
        `/api/bounded-courses?${new URLSearchParams({ ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])), pageSize: String(pageSize) })}`;
      for (const [name, v] of Object.entries(VIEWPORTS)) {
        const s = await measurePaths(port, [bounded(v, 20)], opts.runs);
        row(`bounded ${name} +20 cards`, s, `${kb(s.bytes)} (${kb(s.gzip)} gzip)`);
      }
      const search = await measurePaths(port, SEARCHES.map((t) => `/api/search?terms=${encodeURIComponent(t)}`), opts.runs);
      row('search (typos)', search, kb(search.bytes));
      const hits: string[] = [];
      for (const terms of SEARCHES) {
        const res = JSON.parse((await get(port, `/api/search?terms=${encodeURIComponent(terms)}&limit=5`)).body.toString()) as { data: { club_name: string }[] };
        hits.push(`"${terms}" -> ${res.data[0]?.club_name ?? 'nothing'}`);
      }
      console.log(`  first hits: ${hits.join('; ')}`);
      const ids = (await database.db.select({ id: courseSources.courseId }).from(courseSources).limit(200)).map((r) => r.id);
      if (ids.length === 0) throw new Error('no imported course to read by id');
      const byId = await measurePaths(port, ids.map((id) => `/api/courses/${id}`), opts.runs);
      row('course by id (imported)', byId, kb(byId.bytes));

      const plain = plainQueries(database.db);
      for (const [name, v] of Object.entries(VIEWPORTS)) row(`plain bbox ${name}`, await timeCalls(() => plain.boundedPlain(v, 500), 60), '(SQL)');
      row('plain pg_trgm search', await timeCalls(() => plain.searchPlain(SEARCHES[0]!, 10), 30), '(SQL)');
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
  return out;
}
