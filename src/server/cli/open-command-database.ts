/**
 * The database an operator command works on (the server's: DATABASE_URL, else PGlite in
 * DATA_DIR/pglite). A PGlite folder another process holds (the server, an import) stops the
 * command before anything is read or written, with the message that says who holds it and what
 * to do, and exit code 1 (`db/pglite-lock.ts`; the lock itself is taken where the folder opens).
 */
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { PgliteFolderHeldError, type PgliteRole } from '../db/pglite-lock';
import type { Env } from '../env';

export async function openCommandDatabase(env: Env, role: PgliteRole): Promise<Database> {
  try {
    return await openConfiguredDatabase(env, role);
  } catch (error) {
    if (!(error instanceof PgliteFolderHeldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
