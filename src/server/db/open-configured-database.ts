import path from 'node:path';
import { openDatabase, type Database } from './client';
import type { PgliteRole } from './pglite-lock';
import type { Env } from '../env';

/**
 * The database the server would use with this configuration. `role` names the opener: on PGlite
 * it is written beside the folder's lock, so a second opener's refusal says who holds the folder.
 */
export const openConfiguredDatabase = (env: Env, role: PgliteRole): Promise<Database> =>
  openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, 'pglite'), role });
