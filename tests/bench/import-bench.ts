/**
 * The importer at real scale (issue 25, item 6): OpenGolf's United States file (15,667 records,
 * ../shared/data/opengolfapi-us.ndjson.gz) through `runImport` into a fresh database with the seed
 * (PGlite in a temp folder; PostgreSQL, a scratch database), then the same file again (every record
 * unchanged). Printed: seconds, records per second, and the process's peak resident memory during
 * the run (sampled every 20 ms, beside the RSS before it), and a plain baseline measured in the same
 * run on the same machine: gunzip and JSON.parse of every line, no mapping, no database, so another
 * machine can judge the ratio. Target: under 60 s on PGlite. `npm run bench -- --only import`.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { runImport } from '../../src/server/import/run-import';
import { silentAnnouncer } from '../../src/server/services/course-changes';
import type { ImportReport } from '../../src/shared/contracts/course-import.contract';
import { openBenchDatabase, type Driver } from './bench-support';

export const IMPORT_FILE = path.resolve('../shared/data/opengolfapi-us.ndjson.gz');
const MB = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

export interface ImportRow {
  driver: string;
  what: string;
  seconds: number;
  records: number;
  peakRss: number;
  rssBefore: number;
}

/** Runs `work`, sampling the resident set size; the peak seen and the size before. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number; rssBefore: number }> {
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const timer = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage.rss()); }, 20);
  const began = performance.now();
  try {
    const result = await work();
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { result, seconds: (performance.now() - began) / 1000, peakRss, rssBefore };
  } finally {
    clearInterval(timer);
  }
}

/** gunzip + JSON.parse of every line: the floor any importer of this file stands on. */
async function baseline(): Promise<ImportRow> {
  const run = await withPeakRss(async () => {
    let n = 0;
    const lines = readline.createInterface({ input: fs.createReadStream(IMPORT_FILE).pipe(zlib.createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) if (line.trim()) { JSON.parse(line); n += 1; }
    return n;
  });
  return { driver: '-', what: 'baseline: gunzip + JSON.parse', seconds: run.seconds, records: run.result, peakRss: run.peakRss, rssBefore: run.rssBefore };
}

async function importOnce(database: Parameters<typeof runImport>[0]['database']): Promise<ImportReport> {
  const report = await runImport({ database, announcer: silentAnnouncer }, {
    input: fs.createReadStream(IMPORT_FILE), fileName: path.basename(IMPORT_FILE), totalBytes: fs.statSync(IMPORT_FILE).size,
  });
  if (report.stopped) throw new Error(`the import stopped: ${report.stopped.message}`);
  return report;
}

export async function importBench(drivers: Driver[], opts: { pgUrl: string }): Promise<ImportRow[]> {
  console.log(`\n== import: ${path.basename(IMPORT_FILE)} ==`);
  const rows: ImportRow[] = [await baseline()];
  for (const driver of drivers) {
    const { database, drop } = await openBenchDatabase(driver, opts.pgUrl);
    try {
      await database.migrate();
      await seedIfNeeded(database.db);
      const first = await withPeakRss(() => importOnce(database));
      const r = first.result;
      console.log(`${driver}: read ${r.read}, inserted ${r.inserted}, merged ${r.merged}, skipped ${r.read - r.inserted - r.merged - r.updated - r.unchanged}`);
      rows.push({ driver, what: 'import (fresh, with seed)', seconds: first.seconds, records: r.read, peakRss: first.peakRss, rssBefore: first.rssBefore });
      const again = await withPeakRss(() => importOnce(database));
      if (again.result.unchanged !== r.inserted + r.merged) throw new Error(`the re-run was not all unchanged: ${JSON.stringify(again.result)}`);
      rows.push({ driver, what: 're-run (all unchanged)', seconds: again.seconds, records: again.result.read, peakRss: again.peakRss, rssBefore: again.rssBefore });
    } finally {
      await drop();
    }
  }
  return rows;
}

export function printImportRows(rows: ImportRow[]): void {
  console.log(`\nimport of ${path.basename(IMPORT_FILE)} (target: under 60 s on PGlite)`);
  console.log(`${'driver'.padEnd(10)}${'run'.padEnd(32)}${'seconds'.padEnd(10)}${'records/s'.padEnd(11)}peak RSS (before)`);
  for (const r of rows) {
    console.log(`${r.driver.padEnd(10)}${r.what.padEnd(32)}${r.seconds.toFixed(2).padEnd(10)}${String(Math.round(r.records / r.seconds)).padEnd(11)}${MB(r.peakRss)} (${MB(r.rssBefore)})`);
  }
}
