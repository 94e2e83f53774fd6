/** The API server: opens the database, migrates, seeds when asked, and listens. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { placeGazetteer } from './places/place-gazetteer';
import { openConfiguredDatabase } from './db/open-configured-database';
import { seedIfNeeded } from './db/seed/seed';
import { demoCommunityRepository } from './data/demo-community.repository';
import type { NewGolfer } from './identity/token-claims';
import { demoCommunityService } from './services/demo-community.service';
import { readEnv, type Env } from './env';
import { createIdentity } from './identity/identity';
import { localFileStorage } from './storage/local-file-storage';
import { courseChangeChannel } from './data/course-changes.channel';

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
  const database = await openConfiguredDatabase(env);
  await database.migrate();
  if (opts.seed ?? env.NODE_ENV !== 'production') {
    const result = await seedIfNeeded(database.db);
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
  const storage = localFileStorage(path.join(env.dataDir, 'uploads'));
  const { app, communityRankings, panelRankings } = await buildApp({
    env, database, identity, storage, version: env.APP_VERSION,
    // On PostgreSQL, other replicas' course writes reach this one's indexes (a no-op on PGlite).
    courseChanges: courseChangeChannel(database),
  });
  await app.listen({ host: env.HOST, port: env.PORT });
  // In the background: a first start (or a database from before community or panel rankings) computes them.
  void communityRankings.recomputeIfNeverComputed().then(() => panelRankings.recomputeIfNeverComputed());
  // The place gazetteer builds once the server listens (about 2 s of this process's time), so the
  // first place search need not wait for it; see src/server/README.md, "Places".
  placeGazetteer.warm();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startServer();
  console.log(`TPL API listening on ${server.url}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
