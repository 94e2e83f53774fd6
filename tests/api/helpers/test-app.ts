import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { seedIfNeeded } from '../../../src/server/db/seed/seed';
import { createIdentity } from '../../../src/server/identity/identity';
import { localFileStorage } from '../../../src/server/storage/local-file-storage';
import { openTestDatabase } from './test-database';

export interface TestApp extends App {
  database: Database;
  /** The folder the app's local file storage writes to (removed on close). */
  uploadsDir: string;
  close(): Promise<void>;
}

/** A whole app on a fresh database, called through `app.inject`. */
export async function createTestApp(opts: { seed?: boolean; adminEmails?: string[]; rateLimitMax?: number } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (opts.seed) await seedIfNeeded(database.db);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-uploads-'));
  const identity = createIdentity({ projectId: 'demo-tpl', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
  const built = await buildApp({
    env: {
      adminEmails: new Set((opts.adminEmails ?? []).map((e) => e.toLowerCase())),
      RATE_LIMIT_MAX: opts.rateLimitMax ?? 100_000,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: false,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    database,
    identity,
    storage: localFileStorage(uploadsDir),
  });
  return {
    ...built,
    database,
    uploadsDir,
    async close() {
      await built.app.close();
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
