import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type App, type AppDeps } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { seedIfNeeded } from '../../../src/server/db/seed/seed';
import { createIdentity } from '../../../src/server/identity/identity';
import { localFileStorage } from '../../../src/server/storage/local-file-storage';
import { openTestDatabase } from './test-database';

export interface TestApp extends App {
  database: Database;
  /** The folder the app's local file storage writes to (removed on close). */
  uploadsDir: string;
  /** Where mail goes without `smtpUrl` (.eml files; removed on close unless the test gave it). */
  mailDir: string;
  close(): Promise<void>;
}

/**
 * Server logs at error level go to console.error, where the test setup fails the test that caused
 * them and shows what the server logged (a 500's cause, with its stack).
 */
function testLogger() {
  type LoggedError = { stack?: string; message?: string; cause?: LoggedError };
  const describe = (err: LoggedError | undefined): string =>
    err ? `\n${err.stack ?? err.message}${err.cause ? `\ncaused by:${describe(err.cause)}` : ''}` : '';
  return pino({ level: 'error' }, {
    write(line: string) {
      const { msg, err } = JSON.parse(line) as { msg: string; err?: LoggedError };
      console.error(`[server] ${msg}${describe(err)}`);
    },
  });
}

/** A whole app on a fresh database, called through `app.inject`. */
export interface TestAppOptions {
  seed?: boolean;
  adminEmails?: string[];
  rateLimitMax?: number;
  communityDelayMs?: number;
  nodeEnv?: 'development' | 'production' | 'test';
  publicUrl?: string;
  trustProxy?: boolean;
  /** An admin import's lease (IMPORT_LEASE_MS). */
  importLeaseMs?: number;
  /**
   * A database already open (a second start on the same database, as after a restart): the app
   * uses it, and `close()` leaves it open for its owner.
   */
  database?: Database;
  /** SUPPORT_EMAIL: where a disabled golfer appeals. */
  supportEmail?: string;
  /** A comment line on each notification stream this often (NOTIFICATION_HEARTBEAT_MS). */
  notificationHeartbeatMs?: number;
  /** SMTP_URL (a server the test started); else mail is written to `mailDir`. */
  smtpUrl?: string;
  /** The folder .eml files go to without `smtpUrl` (default: a temporary one). */
  mailDir?: string;
  /** MAIL_FROM. */
  mailFrom?: string;
  /** The mail worker's pace and retries (services/mail-worker.ts). */
  mail?: AppDeps['mail'];
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? await openTestDatabase();
  const closeDatabase = () => (opts.database ? Promise.resolve() : database.close());
  if (opts.seed) await seedIfNeeded(database.db);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-uploads-'));
  const mailDir = opts.mailDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-mail-'));
  const removeDirs = () => {
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    if (!opts.mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
  };
  const identity = createIdentity({ projectId: 'demo-tpl', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
  let built: App;
  try {
    built = await buildApp({
      env: {
        NODE_ENV: opts.nodeEnv,
        PUBLIC_URL: opts.publicUrl,
        adminEmails: new Set((opts.adminEmails ?? []).map((e) => e.toLowerCase())),
        RATE_LIMIT_MAX: opts.rateLimitMax ?? 100_000,
        LOG_LEVEL: 'error',
        TRUST_PROXY: opts.trustProxy ?? false,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
        COMMUNITY_RECOMPUTE_DELAY_MS: opts.communityDelayMs,
        IMPORT_LEASE_MS: opts.importLeaseMs,
        SUPPORT_EMAIL: opts.supportEmail,
        NOTIFICATION_HEARTBEAT_MS: opts.notificationHeartbeatMs,
        // Tests run the sweep themselves (`notifications.sweep(now)`).
        NOTIFICATION_SWEEP: false,
        SMTP_URL: opts.smtpUrl,
        MAIL_FROM: opts.mailFrom,
      },
      mail: { ...opts.mail, folder: mailDir },
      database,
      identity,
      storage: localFileStorage(uploadsDir),
      logger: testLogger(),
    });
  } catch (err) {
    await closeDatabase();
    removeDirs();
    throw err;
  }
  return {
    ...built,
    database,
    uploadsDir,
    mailDir,
    async close() {
      await built.app.close();
      await closeDatabase();
      removeDirs();
    },
  };
}
