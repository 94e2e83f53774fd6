/**
 * The only reader of process.env. Every setting, its default and its meaning is here and in the
 * configuration table in deploy/README.md.
 */
import path from 'node:path';
import { z } from 'zod';

/** An http(s) URL, or unset (an empty value counts as unset). */
const optionalHttpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

export const PUBLIC_URL_REQUIRED = 'is required when NODE_ENV=production (the origin of links in a trip\'s calendar file, e.g. https://tpl.example.com)';

/** A string, or unset (an empty value counts as unset). */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

export const STRIPE_KEYS_REQUIRED = 'STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production (or set ALLOW_LOCAL_PAYMENTS=true to take payments through the local checkout, which charges nobody)';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Public origin of the links in files the server hands out (a trip's calendar). Required in
   * production; in development the request's own origin stands in for it.
   */
  PUBLIC_URL: optionalHttpUrl,
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the embedded PGlite in DATA_DIR/pglite is used. */
  DATABASE_URL: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().default('demo-tpl'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Service account JSON for hosted Firebase (production); the emulator needs none. */
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  /** Comma-separated emails that are admins whenever they sign in. */
  ADMIN_EMAILS: z.string().default(''),
  /** Where golfers write for help: a disabled account's screen names it as the way to appeal (issue 32). */
  SUPPORT_EMAIL: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.email({ error: 'must be an email address' }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (the default: production, `npm run serve`) or `pretty`: one readable line per entry, as `npm start` writes (lib/logger.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Requests per minute per client IP on the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Redis for rate limits shared across replicas (redis://[:password@]host:6379[/db]); counted in
   * each process when unset. Set but not answering at start: the server refuses to start.
   */
  REDIS_URL: optionalText,
  /** Prefix of every key this deployment writes in Redis (several deployments or test runs can share one). */
  REDIS_PREFIX: z.string().default('tpl:'),
  /**
   * Uploaded files (pictures) in an S3-compatible bucket, shared by every replica; the local folder
   * DATA_DIR/uploads when unset. The bucket must exist (checked at start) and may stay private:
   * the API serves the files at /api/files/.
   */
  S3_BUCKET: optionalText,
  /** The store's URL for anything but AWS itself (MinIO: http://minio:9000); unset for AWS. */
  S3_ENDPOINT: optionalHttpUrl,
  /** The bucket's region (any value for MinIO). */
  S3_REGION: z.string().default('us-east-1'),
  /** Access keys; both or neither (then the AWS SDK's default chain: environment, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style addressing (http://host/bucket/key): true for MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Serve the built client from this folder (absent in API-only deployments). */
  CLIENT_DIR: z.string().default('./dist'),
  TRUST_PROXY: bool.default(false),
  /** A hosted MapLibre style for the map (see src/map/README.md, "Map styles"); the offline basemap when unset. */
  MAP_STYLE_URL: optionalHttpUrl,
  /** The hosted style for dark mode; MAP_STYLE_URL serves both themes when unset. */
  MAP_STYLE_URL_DARK: optionalHttpUrl,
  /** Community rankings are recomputed this long after the last list change (and at most 10× as long after the first). */
  COMMUNITY_RECOMPUTE_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * An admin import's lease: its server renews it while the run goes on; a run not renewed for this
   * long (its server died) is marked interrupted by any replica.
   */
  IMPORT_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** Stripe (src/server/payments/README.md): all three, or none for the local checkout. */
  STRIPE_SECRET_KEY: optionalText,
  /** The recurring yearly price of TPL Pro ($39.99). */
  STRIPE_PRICE_ID: optionalText,
  /** The webhook endpoint's signing secret (whsec_...); without Stripe, the local checkout signs with it when set. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Production without Stripe keys is refused unless this says the local checkout is meant (a demo or staging). */
  ALLOW_LOCAL_PAYMENTS: bool.default(false),
  /**
   * Outgoing email over SMTP, nodemailer's URL form (smtp://user:pass@host:587, smtps://... for TLS
   * from the start); unset: each message is written as an .eml file to DATA_DIR/mail.
   */
  SMTP_URL: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** The From of every email ("TPL <no-reply@tpl.example.com>"); unset: TPL <no-reply@host of PUBLIC_URL>. */
  MAIL_FROM: optionalText,
  /** Signs the one-click unsubscribe links in emails; unset: one is made once and kept in the database (app_meta), shared by the replicas. */
  UNSUBSCRIBE_SECRET: optionalText,
  /** Web Push's VAPID key pair (web-push's base64url keys), both or neither; unset: made once and kept in the database (app_meta). */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who push services may contact about this sender: a mailto: or https: URL; unset: mailto:SUPPORT_EMAIL, else PUBLIC_URL when https, else mailto:no-reply@<host>. */
  VAPID_SUBJECT: optionalText,
  /** Reported by /api/health; npm sets it from package.json. */
  APP_VERSION: z.string().default(process.env.npm_package_version ?? 'dev'),
});

export type Env = z.infer<typeof envSchema> & { adminEmails: Set<string>; dataDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // Else links in generated files would take whatever host a request names (or a proxy forwards).
    throw new Error(`Invalid configuration:\n  PUBLIC_URL: ${PUBLIC_URL_REQUIRED}`);
  }
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    // In emulator mode firebase-admin accepts unsigned tokens: anyone could sign in as anyone.
    throw new Error('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production.');
  }
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PRICE_ID, env.STRIPE_WEBHOOK_SECRET];
  if (env.STRIPE_SECRET_KEY && stripeKeys.some((k) => !k)) {
    // Half a Stripe setup would take money without ever hearing that it did.
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY: needs STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET beside it');
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.ALLOW_LOCAL_PAYMENTS) {
    throw new Error(`Invalid configuration:\n  STRIPE_SECRET_KEY: ${STRIPE_KEYS_REQUIRED}`);
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    adminEmails: new Set(env.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  };
}
