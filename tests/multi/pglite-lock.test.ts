/**
 * One process at a time on a PGlite folder (issue 32, item 1): real processes on one DATA_DIR, as
 * an operator would start them. While the server holds the folder, a second `npm run serve`,
 * `npm run admin:grant` and `npm run import` refuse with the message that says who holds it and
 * exit 1, and the server and its data are unharmed; while `npm run import` writes, the server
 * refuses to start and the import ends whole; a SIGKILLed holder blocks nobody.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { importReportSchema } from '../../src/shared/contracts/course-import.contract';
import { createTestUser, type TestUser } from '../api/helpers/emulator-users';
import { eventually } from '../api/helpers/eventually';
import { npmRun, npmRunToEnd, type CommandProcess, type Finished } from './helpers/command-process';
import { freePort } from './helpers/server-process';

const REAL = path.resolve('../shared/data/opengolfapi-us.ndjson.gz');
let root: string;
let clientDir: string;
const running: CommandProcess[] = [];

/** The environment of every process on `dataDir`: PGlite (no DATABASE_URL), the shared emulator. */
const envOf = (dataDir: string): Record<string, string | undefined> => ({
  NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: undefined, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
});

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-pglite-lock-'));
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-no-client-'));
});
afterAll(async () => {
  running.forEach((p) => p.signal('SIGKILL'));
  await Promise.all(running.map((p) => p.finished));
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(clientDir, { recursive: true, force: true });
});

interface Served {
  url: string;
  process: CommandProcess;
}

/**
 * `npm run serve` on the folder: 'started' (with the running server) once /api/health answers 200,
 * or how it ended when it ended first.
 */
async function serve(dataDir: string): Promise<{ started: Served } | { ended: Finished }> {
  const port = await freePort();
  const server = npmRun('serve', [], { ...envOf(dataDir), PORT: String(port) });
  let ended: Finished | null = null;
  void server.finished.then((f) => (ended = f));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${url}/api/health`).then((r) => r.status, () => 0);
    if (ended) return { ended };
    if (status === 200) {
      running.push(server);
      return { started: { url, process: server } };
    }
    if (Date.now() > until) throw new Error(`npm run serve did not start within 120 s. It printed:\n${server.output().slice(-4000)}`);
    await Promise.race([server.finished, new Promise((r) => setTimeout(r, 200))]);
  }
}

async function mustStart(dataDir: string): Promise<Served> {
  const outcome = await serve(dataDir);
  if ('ended' in outcome) throw new Error(`npm run serve ended (${outcome.ended.code}):\n${outcome.ended.output.slice(-4000)}`);
  return outcome.started;
}

/** A server that must not start: how it ended (if it did start, it is killed and the test fails). */
async function mustRefuse(dataDir: string): Promise<Finished> {
  const outcome = await serve(dataDir);
  if ('started' in outcome) {
    outcome.started.process.signal('SIGKILL');
    await outcome.started.process.finished;
    expect.fail('a second npm run serve on a held PGlite folder started');
  }
  return outcome.ended;
}

const json = async (res: Response) => (await res.json()) as { status: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const post = (url: string, user: TestUser, body: unknown) =>
  fetch(url, { method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function counts(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [row] = await queryRows<{ courses: number; sources: number }>(database.db, sql`
      select (select count(*) from courses)::int as courses, (select count(*) from course_sources)::int as sources`);
    return row!;
  } finally {
    await database.close();
  }
}

const HELD_BY_SERVER = /The server \(pid \d+\) holds \S*pglite: /;

describe('a PGlite folder the server holds', () => {
  const dataDir = () => path.join(root, 'served');
  let golfer: TestUser;
  let courseId: string;
  let first: Served;

  it('refuses a second server, admin:grant and an import with the message and exit 1; the server and its data are unharmed', async () => {
    first = await mustStart(dataDir());
    golfer = await createTestUser();
    expect((await json(await fetch(`${first.url}/api/user/me`, { headers: golfer.auth }))).data.isAdmin).toBe(false);
    courseId = (await json(await fetch(`${first.url}/api/courses?pageSize=1`))).data.items[0]._id;
    expect((await post(`${first.url}/api/lists/preset/courses-played/add`, golfer, { courseId })).status).toBe(201);

    const second = await mustRefuse(dataDir());
    expect(second.code).toBe(1);
    expect(second.output).toMatch(HELD_BY_SERVER);
    expect(second.output).toContain('stop the server and run again.');

    const grant = await npmRunToEnd('admin:grant', [golfer.email], envOf(dataDir()));
    expect(grant.code).toBe(1);
    expect(grant.output).toMatch(HELD_BY_SERVER);
    expect(grant.output).not.toContain('now an admin');

    const imported = await npmRunToEnd('import', [REAL], envOf(dataDir()));
    expect(imported.code).toBe(1);
    expect(imported.output).toMatch(HELD_BY_SERVER);
    expect(imported.output).toContain("use the admin console's import (Admin → Import) or stop the server and run again.");

    // The server goes on as before: health is green, the golfer's played course is there, writes work.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const entries = await json(await fetch(`${first.url}/api/user/courses-played`, { headers: golfer.auth }));
    expect(entries.data.map((e: { courseId: string }) => e.courseId)).toEqual([courseId]);
    expect((await json(await fetch(`${first.url}/api/user/me`, { headers: golfer.auth }))).data.isAdmin).toBe(false);
    expect((await post(`${first.url}/api/lists/preset/courses-played/remove`, golfer, { courseId })).status).toBe(200);
    expect((await post(`${first.url}/api/lists/preset/courses-played/add`, golfer, { courseId })).status).toBe(201);
  }, 300_000);

  it('a SIGKILLed server blocks nobody: admin:grant runs, and the next server opens the folder with everything in it', async () => {
    // Killed as a crash or the OOM killer would: nothing of it runs again, its file still names it.
    first.process.signal('SIGKILL');
    expect((await first.process.finished).signal).toBe('SIGKILL');
    expect(JSON.parse(fs.readFileSync(`${path.join(dataDir(), 'pglite')}.pid`, 'utf8'))).toMatchObject({ role: 'server' });

    const grant = await npmRunToEnd('admin:grant', [golfer.email], envOf(dataDir()));
    expect({ code: grant.code, output: grant.output }).toMatchObject({ code: 0, output: expect.stringContaining(`${golfer.email} is now an admin.`) });

    const next = await mustStart(dataDir());
    expect((await json(await fetch(`${next.url}/api/user/me`, { headers: golfer.auth }))).data.isAdmin).toBe(true);
    const entries = await json(await fetch(`${next.url}/api/user/courses-played`, { headers: golfer.auth }));
    expect(entries.data.map((e: { courseId: string }) => e.courseId)).toEqual([courseId]);
    next.process.signal('SIGTERM');
    await next.process.finished;
    // Stopped, it let go of the folder: this process opens it.
    expect((await counts(dataDir())).courses).toBeGreaterThan(500);
  }, 300_000);
});

describe('a PGlite folder npm run import writes', () => {
  it('refuses the server with the message and exit 1; the import goes on and ends whole', async () => {
    const dataDir = path.join(root, 'importing');
    const lockFile = `${path.join(dataDir, 'pglite')}.pid`;
    const importing = npmRun('import', [REAL, '--report', 'json'], envOf(dataDir));
    // Once the import holds the folder it is paused, so the server is sure to meet it mid-run.
    await eventually(async () => expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ role: 'import' }), 60_000);
    importing.signal('SIGSTOP');
    let refused: Finished;
    try {
      refused = await mustRefuse(dataDir);
    } finally {
      importing.signal('SIGCONT');
    }
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/An import \(npm run import\) \(pid \d+\) holds \S*pglite: wait for it to finish and run again\./);

    const done = await importing.finished;
    expect(done.code, done.output.slice(-2000)).toBe(0);
    const report = importReportSchema.parse(JSON.parse(importing.stdout().trim().split('\n').at(-1)!));
    expect(report.inserted).toBeGreaterThan(10_000);
    // The folder opens (no Aborted()) and holds what the import reported, every course with its source.
    expect(await counts(dataDir)).toEqual({ courses: report.inserted, sources: report.inserted });
  }, 300_000);
});
