/**
 * `npm run import -- <file> [--source NAME] [--dry-run] [--map field=column ...] [--report json]`
 * (issue 25): loads a file of courses into the configured database through `runImport`, with a
 * progress bar on stderr (bytes of the file read, records, rate, time left) and the report at the
 * end; with --report json the report is also one JSON line, printed last on stdout.
 *
 * The database is the server's: DATABASE_URL when set (then it runs beside running servers), else
 * PGlite in DATA_DIR/pglite, which only one process may hold (db/pglite-lock.ts): when the server
 * or another import holds it the command says so and stops with exit code 1 (use the admin
 * console's import, or stop the server). It migrates first. On
 * PostgreSQL the running servers hear which courses changed (LISTEN/NOTIFY) and reload them.
 *
 * Exit codes: 0 when it ran to the end of the file, 1 when it stopped (the report says where),
 * 2 for a usage error (no file, an unknown flag, a bad --map, generic data without --source: its
 * head is read before the database opens).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SingleBar } from 'cli-progress';
import { courseChangeChannel } from '../data/course-changes.channel';
import { readEnv } from '../env';
import { SourceNeeded } from '../import/import-record';
import { readCourses } from '../import/read/read-courses';
import { runImport } from '../import/run-import';
import { IMPORT_USAGE, parseImportArgs } from './import-args';
import { importReportText } from './import-report-text';
import { openCommandDatabase } from './open-command-database';

const parsed = parseImportArgs(process.argv.slice(2));
if (parsed.ok === 'help') {
  console.log(IMPORT_USAGE);
  process.exit(0);
}
if (!parsed.ok) {
  console.error(`${parsed.error}\n\n${IMPORT_USAGE}`);
  process.exit(2);
}
const args = parsed.args;
let totalBytes: number;
try {
  const stat = fs.statSync(args.file);
  if (!stat.isFile()) throw new Error('not a file');
  totalBytes = stat.size;
} catch {
  console.error(`No such file: ${args.file}\n\n${IMPORT_USAGE}`);
  process.exit(2);
}

// Data without a source of its own needs --source: a usage error, said before the database opens.
if (!args.source) {
  const head = fs.createReadStream(args.file);
  try {
    await readCourses(head, { fileName: path.basename(args.file), map: args.map });
  } catch (error) {
    if (error instanceof SourceNeeded) {
      console.error(`${error.message}\n\n${IMPORT_USAGE}`);
      process.exit(2);
    }
    // Any other stop at open is the run's to report.
  } finally {
    head.destroy();
  }
}

// This command serves no links: a stand-in PUBLIC_URL keeps production's requirement from refusing it.
const env = readEnv({ PUBLIC_URL: 'http://127.0.0.1', ...process.env });
// A PGlite folder the server or another import holds stops the command here, before the progress bar.
const database = await openCommandDatabase(env, 'import');

const bar = new SingleBar({
  stream: process.stderr,
  format: 'Importing [{bar}] {percentage}% | {records} records | {rate}/s | {eta_formatted} left',
  hideCursor: true,
  etaBuffer: 50,
});
// On PostgreSQL the running servers hear the changed courses (LISTEN/NOTIFY); on PGlite none runs.
const courseChanges = courseChangeChannel(database);
let code = 0;
try {
  await database.migrate();
  bar.start(totalBytes, 0, { records: 0, rate: 0 });
  const report = await runImport({ database, announcer: courseChanges }, {
    input: fs.createReadStream(args.file),
    fileName: path.basename(args.file),
    totalBytes,
    source: args.source,
    dryRun: args.dryRun,
    map: Object.keys(args.map).length ? args.map : undefined,
    onProgress: (p) => bar.update(p.bytesRead, { records: p.records.toLocaleString('en-US'), rate: p.rate.toLocaleString('en-US') }),
  });
  bar.stop();
  (args.json ? console.error : console.log)(importReportText(report));
  if (args.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  code = report.stopped ? 1 : 0;
} catch (error) {
  bar.stop();
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await courseChanges.close();
  await database.close();
}
process.exit(code);
