/**
 * Opens the database: PGlite (embedded PostgreSQL) in a folder, or a PostgreSQL server when a
 * connection string is given. Both run the same Drizzle schema and the same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from '../data/database';
import * as schema from '../data/schema';
import { withSessionLock } from '../data/session-lock';
import { lockPgliteFolder, type PgliteRole } from './pglite-lock';

// The handle's types and the raw-rows helper live in the data layer (which never imports db/);
// re-exported for the app, the CLI and the tests, which open a database here.
export { queryRows, type Database, type Db } from '../data/database';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `role`: who opens a PGlite folder (named in the refusal another opener gets); `other` unless said.
 * `snapshot`: an in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of
 * an empty cluster (the tests load one migrated snapshot per file rather than migrating each time).
 */
export type DatabaseOptions = { url: string } | { dataDir: string | null; role?: PgliteRole; snapshot?: Blob };

/**
 * `dataDir: null` keeps PGlite in memory (tests). A PGlite folder is first locked for this process
 * (`pglite-lock.ts`): a folder another process holds throws PgliteFolderHeldError, before PGlite
 * touches it. Every opener comes through here, so none can forget the lock; `close()` releases it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped database) makes
    // the pool emit 'error'; unheard, that event would crash the process. The pool drops that
    // connection and opens a new one when it is next needed, so saying so is enough.
    pool.on('error', (err) => console.warn(`PostgreSQL ended an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      url: options.url,
      // Replicas starting together migrate in turn (drizzle's migrator takes no lock of its own):
      // the first applies what is new, the others then find nothing to do.
      migrate: async () => {
        await withSessionLock(options.url, 'migrate', true, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
      },
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? await lockPgliteFolder(options.dataDir, options.role ?? 'other') : () => {};
  let client: PGlite;
  try {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir ?? undefined, { extensions: { pg_trgm }, loadDataDir: options.snapshot });
    // PGlite's one session: a new WAL segment is not filled with zeros first (16 MB written
    // inside some commit, which held every request for 40 ms during a community recompute).
    await client.exec('set wal_init_zero = off');
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
