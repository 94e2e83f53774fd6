/**
 * The load bench's server process (load-bench.ts starts it with `node --import tsx`, so the load
 * generator never shares its event loop): builds the app as the catalogue bench does (buildApp,
 * a static identity, rate limit out of the way, LOG_LEVEL from LOAD_LOG_LEVEL, silent unless told)
 * over the prepared database named by DATABASE_URL or DATA_DIR (PGlite in DATA_DIR/pglite, as the
 * server keeps it), computes the community rankings, listens on 127.0.0.1 on a free port and prints
 * one line `{"port":N}`. SIGTERM closes the app and the database, then exits.
 */
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { serveUntilTerm } from './child-process';
import { staticIdentity } from './golfer-bench';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('load-server: set DATABASE_URL or DATA_DIR');
const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir!, 'pglite'), role: 'server' });
const logLevel = (process.env.LOAD_LOG_LEVEL ?? 'silent') as 'silent';
const { app, communityRankings } = await buildApp({
  env: { adminEmails: new Set(), RATE_LIMIT_MAX: 100_000_000, LOG_LEVEL: logLevel, TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
  database,
  identity: staticIdentity({}),
});
await communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
await serveUntilTerm(app, database);
