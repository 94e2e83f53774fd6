/**
 * Migrate once, copy per file. Every API test file opens its own database; running all migrations
 * into each one cost seconds per file. Vitest's global set-up (tests/api/helpers/global-setup.ts)
 * instead prepares one migrated database and each file starts from a copy of it:
 * - PGlite: a dump of a migrated data folder (`dumpDataDir`), kept in the system's temp folder
 *   under a key of the migrations and PGlite's version, so a second run reuses it; each file's
 *   in-memory PGlite loads it (`loadDataDir`), which also skips PGlite's own initdb.
 * - PostgreSQL: a migrated database made for this run, copied per file with CREATE DATABASE …
 *   TEMPLATE and dropped when the run ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client';
import { createScratchPostgres, type ScratchPostgres } from './scratch-postgres';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/** PGlite's version (its package.json is not in its exports: found above its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== 'pglite') {
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Changes whenever a migration (or its journal) or PGlite's version does. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(MIGRATIONS_DIR)) {
    hash.update(path.relative(MIGRATIONS_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of a migrated PGlite data folder's dump, made if no run has made it yet. */
export async function migratedPgliteSnapshot(): Promise<string> {
  const file = path.join(os.tmpdir(), `tpl-pglite-migrated-${migrationsKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const dump = await database.dump!();
    // Written aside, then renamed: a run started meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** A migrated database on the server, to copy per test file; `drop()` when the run ends. */
export async function migratedPostgresTemplate(serverUrl: string): Promise<ScratchPostgres> {
  const template = await createScratchPostgres(serverUrl, 'tpl_template');
  try {
    const database = await openDatabase({ url: template.url });
    try {
      await database.migrate();
    } finally {
      // No connection may stay on a template while it is copied.
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  return template;
}
