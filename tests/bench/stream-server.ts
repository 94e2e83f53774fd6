/**
 * The stream bench's server process (stream-bench.ts starts it apart, so its streams' readers
 * never share this event loop): the app over the prepared database named by DATABASE_URL or
 * DATA_DIR, with a static identity in which token `t-<i>` is golfer `bench-stream-<i>` for i below
 * STREAM_GOLFERS. Listens on 127.0.0.1 on a free port and prints `{"port":N}`; SIGTERM closes it.
 */
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import type { VerifiedIdentity } from '../../src/server/identity/identity';
import { serveUntilTerm } from './child-process';
import { staticIdentity } from './golfer-bench';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('stream-server: set DATABASE_URL or DATA_DIR');
const golfers = Number(process.env.STREAM_GOLFERS ?? 0);
const tokens: Record<string, VerifiedIdentity> = {};
for (let i = 0; i < golfers; i++) {
  tokens[`t-${i}`] = { uid: `bench-stream-${i}`, email: `stream-${i}@example.com`, emailVerified: true, name: `Streamer ${i}`, picture: null };
}
const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir!, 'pglite'), role: 'server' });
const { app } = await buildApp({
  env: { adminEmails: new Set(), RATE_LIMIT_MAX: 100_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined, NOTIFICATION_SWEEP: false },
  database,
  identity: staticIdentity(tokens),
});
await serveUntilTerm(app, database);
