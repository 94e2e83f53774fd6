/**
 * `npm run import` end to end (issue 25, "Bad input"): the real command (tsx src/server/cli/import.ts)
 * on a PGlite folder of its own: a truncated gzip stops it with a message and a non-zero exit,
 * --dry-run --report json prints the report as its last stdout line and writes nothing, and a
 * folder a live server holds is refused with the message that says what to do.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { lockPgliteFolder } from '../../src/server/db/pglite-lock';
import { importReportSchema } from '../../src/shared/contracts/course-import.contract';

const REAL = path.resolve('../shared/data/opengolfapi-us.ndjson.gz');
let dir: string;
/** Six whole records of the real file. */
let sample: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-import-cmd-'));
  sample = gunzipSync(fs.readFileSync(REAL)).toString('utf8').split('\n').slice(0, 6).join('\n') + '\n';
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the command with DATA_DIR set (never DATABASE_URL: this is PGlite's path). */
function command(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/server/cli/import.ts', ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

async function countsIn(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return (await queryRows<{ courses: number; sources: number }>(database.db, sql`
      select (select count(*) from courses)::int as courses, (select count(*) from course_sources)::int as sources`))[0];
  } finally {
    await database.close();
  }
}

describe('npm run import', () => {
  it('stops on a truncated gzip with a message and a non-zero exit; the whole records before it are written', async () => {
    const file = path.join(dir, 'truncated.ndjson.gz');
    const whole = gzipSync(sample);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const dataDir = path.join(dir, 'truncated');
    const run = await command([file], dataDir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/STOPPED/);
    expect(run.stdout + run.stderr).toMatch(/truncat|unexpected end/i);
    const written = await countsIn(dataDir);
    expect(written!.courses).toBeLessThan(6);
    expect(written!.sources).toBe(written!.courses);
  }, 90_000);

  it('--dry-run --report json: one JSON line last on stdout, nothing written', async () => {
    const file = path.join(dir, 'sample.ndjson');
    fs.writeFileSync(file, sample);
    const dataDir = path.join(dir, 'dry');
    const run = await command([file, '--dry-run', '--report', 'json'], dataDir);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const report = importReportSchema.parse(JSON.parse(lines[0]!));
    expect(report).toMatchObject({ dryRun: true, read: 6, inserted: 6, stopped: null, file: 'sample.ndjson' });
    expect(run.stderr).toMatch(/Dry run \(nothing written\)/);
    expect(await countsIn(dataDir)).toEqual({ courses: 0, sources: 0 });
  }, 90_000);

  it('refuses a PGlite folder a running server holds, and usage errors exit 2', async () => {
    const dataDir = path.join(dir, 'held');
    const release = await lockPgliteFolder(path.join(dataDir, 'pglite'), 'server');
    try {
      const held = await command([REAL], dataDir);
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(`The server (pid ${process.pid}) holds`);
      expect(held.stderr).toContain("use the admin console's import (Admin → Import) or stop the server and run again.");
    } finally {
      release();
    }
    const usage = await command([REAL, '--map', 'lat'], dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--map takes field=column/);
    // issue 32: an unknown field is a usage error (2), said before the database is opened
    const bogus = await command([REAL, '--map', 'bogus=Town'], dataDir);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toMatch(/--map bogus=Town: unknown field "bogus"/);
    expect(bogus.stderr).toMatch(/Usage: npm run import/);
    // issue 32: generic data without --source is a usage error too: the file name is no identity
    const generic = path.join(dir, 'courses (1).csv');
    fs.copyFileSync('tests/fixtures/import/courses.csv', generic);
    const unnamed = await command([generic], path.join(dir, 'unnamed'));
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toMatch(/courses \(1\)\.csv holds courses without a source of their own .* name their source \(--source NAME/);
    expect(unnamed.stderr).toMatch(/Usage: npm run import/);
    expect(fs.existsSync(path.join(dir, 'unnamed', 'pglite'))).toBe(false);
  }, 90_000);
});
