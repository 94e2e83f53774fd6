import path from 'node:path';
import { openDatabase, type Database } from './client';
import type { Env } from '../env';

/** The database the server would use with this configuration. */
export const openConfiguredDatabase = (env: Env): Promise<Database> =>
  openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, 'pglite') });
