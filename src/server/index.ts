/**
 * The API server: connects to Redis and the file storage when configured, opens the database,
 * migrates, seeds when asked, and listens. Several replicas may start together on one PostgreSQL
 * (deploy/README.md, "Running N replicas"): migrations and the seed take turns on an advisory
 * lock, and the first rankings are computed by one of them.
 */
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { threadedPlaceGazetteer } from './places/threaded-place-gazetteer';
import { openConfiguredDatabase } from './db/open-configured-database';
import { PgliteFolderHeldError } from './db/pglite-lock';
import { seedIfNeeded } from './db/seed/seed';
import { demoCommunityRepository } from './data/demo-community.repository';
import type { NewGolfer } from './identity/token-claims';
import { demoCommunityService } from './services/demo-community.service';
import { readEnv, type Env } from './env';
import { createIdentity } from './identity/identity';
import { openConfiguredStorage } from './storage/configured-storage';
import { courseChangeChannel } from './data/course-changes.channel';
import { jobLock } from './data/job-lock';
import { connectRedis } from './lib/redis-client';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  seed?: boolean;
  /**
   * `npm start` only (the local default, never `npm run serve`): with the first seed of a fresh
   * database, the demo community, following and followed by this demo account.
   */
  demoCommunity?: { account: NewGolfer | null };
}

export async function startServer(env: Env = readEnv(), opts: StartOptions = {}): Promise<RunningServer> {
  // What is configured but not there stops the start with a message, before the database is touched.
  const redis = env.REDIS_URL
    ? await connectRedis({ url: env.REDIS_URL, log: { warn: (o, msg) => console.warn(`${msg}: ${(o as { err?: Error }).err?.message ?? ''}`) } })
    : undefined;
  const files = await openConfiguredStorage(env).catch((err: unknown) => {
    redis?.disconnect();
    throw err;
  });
  // PGlite's folder is this process's while it runs (its lock, db/pglite-lock.ts): a held one stops the start.
  const database = await openConfiguredDatabase(env, 'server').catch((err: unknown) => {
    files.close();
    redis?.disconnect();
    throw err;
  });
  await database.migrate();
  if (opts.seed ?? env.NODE_ENV !== 'production') {
    const result = await jobLock(database).inTurn('seed', () => seedIfNeeded(database.db));
    if (result.seeded) console.log(`Seeded ${result.courses} courses.`);
    // Only with the first seed: a community removed with demo:remove stays removed on the next start.
    if (result.seeded && opts.demoCommunity && env.NODE_ENV !== 'production') {
      const began = performance.now();
      const demo = await demoCommunityService({ demo: demoCommunityRepository(database.db, { skipForeignKeyChecks: database.driver === 'pglite' }) }).seed({ account: opts.demoCommunity.account });
      const ms = Math.round(performance.now() - began);
      if (demo) console.log(`Seeded the demo community in ${ms} ms: ${demo.golfers} demo golfers, ${demo.lists} lists (npm run demo:remove takes it out).`);
    }
  }
  const identity = createIdentity({ projectId: env.FIREBASE_PROJECT_ID, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST });
  const places = threadedPlaceGazetteer();
  const { app, communityRankings, panelRankings } = await buildApp({
    env, database, identity, storage: files.storage, places, version: env.APP_VERSION,
    redis: redis && { client: redis, prefix: env.REDIS_PREFIX },
    // On PostgreSQL, other replicas' course writes reach this one's indexes (a no-op on PGlite).
    courseChanges: courseChangeChannel(database),
  });
  await app.listen({ host: env.HOST, port: env.PORT });
  // In the background: a first start computes the rankings; a later one what a previous process left marked.
  void communityRankings.recomputeAtStart().then(() => panelRankings.recomputeAtStart());
  // The place gazetteer builds in a worker thread once the server listens (a few seconds of CPU),
  // so requests never wait for it and the first place search hardly; see src/server/places/README.md.
  places.warm();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    async close() {
      await app.close();
      await places.close();
      await database.close();
      files.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startServer().catch((err: unknown) => {
    if (!(err instanceof PgliteFolderHeldError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  console.log(`TPL API listening on ${server.url}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
