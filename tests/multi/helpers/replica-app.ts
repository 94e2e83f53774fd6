/**
 * One replica inside the test process: an app on a shared PostgreSQL database with its own
 * connection pool and its own course-change channel, as a second `npm run serve` would have.
 */
import { buildApp, type App } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { courseChangeChannel, type CourseChangeChannel } from '../../../src/server/data/course-changes.channel';
import { createIdentity } from '../../../src/server/identity/identity';

export interface Replica {
  app: App;
  database: Database;
  channel: CourseChangeChannel;
  close(): Promise<void>;
}

export async function startReplica(url: string, opts: { communityDelayMs?: number; adminEmails?: string[]; importLeaseMs?: number } = {}): Promise<Replica> {
  const database = await openDatabase({ url });
  await database.migrate();
  const channel = courseChangeChannel(database);
  const app = await buildApp({
    env: {
      adminEmails: new Set(opts.adminEmails?.map((e) => e.toLowerCase())), RATE_LIMIT_MAX: 100_000, LOG_LEVEL: 'silent', TRUST_PROXY: false,
      COMMUNITY_RECOMPUTE_DELAY_MS: opts.communityDelayMs, IMPORT_LEASE_MS: opts.importLeaseMs,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    database, identity: createIdentity({ projectId: 'demo-tpl', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST }), courseChanges: channel,
  });
  return {
    app, database, channel,
    async close() {
      await app.app.close();
      await database.close();
    },
  };
}
