/**
 * What `buildApp` (app.ts) is given: the environment's slice it reads, the database, identity,
 * storage, the course-change channel, Redis for shared rate limits, the place gazetteer, the
 * version and the logger. Here rather than in app.ts so that the modules, which app.ts imports,
 * read it without importing app.ts back (app.ts re-exports it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CourseChangeChannel } from '../data/course-changes.channel';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Identity } from '../identity/identity';
import type { PaymentsEnv } from '../payments/choose-provider';
import type { PlaceGazetteer } from '../places/place-gazetteer';
import type { FileStorage } from '../storage/file-storage';
import type { MailWorkerOptions } from '../services/mail-worker';

export interface AppDeps {
  env: Pick<Env, 'adminEmails' | 'RATE_LIMIT_MAX' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'SUPPORT_EMAIL'> & Partial<Pick<Env, 'LOG_FORMAT'>> & {
    /** 'development' when unset (tests, benchmarks). */
    NODE_ENV?: Env['NODE_ENV'];
    CLIENT_DIR?: string;
    /** The origin links in files we hand out (a trip's calendar) point to; required in production, the request's own origin elsewhere. */
    PUBLIC_URL?: string;
    MAP_STYLE_URL?: string;
    MAP_STYLE_URL_DARK?: string;
    /** Quiet time after the last list change before community rankings are recomputed (default 30 s). */
    COMMUNITY_RECOMPUTE_DELAY_MS?: number;
    /** How long an admin import's process vouches for its run without a word (default 30 s). */
    IMPORT_LEASE_MS?: number;
    /** A comment line on each open notification stream this often (default 25 s). */
    NOTIFICATION_HEARTBEAT_MS?: number;
    /** False: no hourly notification sweep (tests run it themselves); on by default. */
    NOTIFICATION_SWEEP?: boolean;
    /** Email and push (issue 35): see env.ts. Unset in tests unless a test sets them. */
    SMTP_URL?: string;
    MAIL_FROM?: string;
    UNSUBSCRIBE_SECRET?: string;
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    /** DATA_DIR resolved: without SMTP_URL, mail is written to `<dataDir>/mail`. */
    dataDir?: string;
    /** The port links fall back to (http://127.0.0.1:PORT) when PUBLIC_URL is unset. */
    PORT?: number;
  } & PaymentsEnv;
  database: Database;
  identity: Identity;
  /** Uploaded files (profile pictures); without it uploads answer 503. */
  storage?: FileStorage;
  /**
   * Course changes between processes (several replicas on one PostgreSQL): this app announces its
   * course writes on it and applies the others'. None: this process is the only one.
   */
  courseChanges?: CourseChangeChannel;
  /** Redis for rate limits shared by the replicas (the caller connects and closes it); counted in this process when absent. */
  redis?: { client: Redis; prefix: string };
  /** Place search; the process's one gazetteer unless given (it loads on first use). */
  places?: PlaceGazetteer;
  version?: string;
  /** The mail worker's pace (tests shorten it); see services/mail-worker.ts. */
  mail?: Partial<MailWorkerOptions> & {
    /** Write .eml files here instead of `<dataDir>/mail` (used only without SMTP_URL). */
    folder?: string;
  };
  /** A logger of the caller's (tests route server logs into their own output); else pino at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}
