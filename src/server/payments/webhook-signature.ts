/**
 * Webhook signatures: Stripe's scheme (`Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of
 * "t.body">`), verified and made by the official `stripe` package. The webhook route verifies
 * every event this way; the local checkout signs its events this way, with the same secret.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';

/** Stripe's own: an event signed more than 5 minutes before it arrives is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface VerifiedEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/**
 * Every U+0000 in the event's strings (keys too) as U+FFFD. PostgreSQL's text and JSON refuse
 * NUL, so an id or a metadata value holding one would turn a signed event into a 500, which Stripe
 * retries for days; replaced (not dropped), two ids that differ only there stay different.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k) as string, withoutNul(v)]));
  }
  return value;
}

/**
 * The event in `rawBody` when `header` signs exactly those bytes with `secret` within the
 * tolerance, with no U+0000 left in it (`withoutNul`); null otherwise (bad, stale or missing
 * signature, a body changed after signing).
 */
export function verifyEvent(rawBody: Buffer, header: string | undefined, secret: string, nowSeconds?: number): VerifiedEvent | null {
  if (!header) return null;
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowSeconds) as unknown as VerifiedEvent;
    const ok = typeof event?.id === 'string' && typeof event.type === 'string' && typeof event.data?.object === 'object' && event.data.object !== null;
    return ok ? withoutNul(event) as VerifiedEvent : null;
  } catch {
    return null;
  }
}

/** The `Stripe-Signature` header for `payload`, as Stripe would send it. */
export const signPayload = (payload: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/**
 * The local checkout's signing secret when STRIPE_WEBHOOK_SECRET is unset: kept in DATA_DIR so it
 * lasts across restarts (any process serving the same data verifies what another signed), or
 * made for this process alone when there is no folder (tests).
 */
export function localWebhookSecret(dataDir: string | null): string {
  const fresh = () => `whsec_local_${crypto.randomBytes(24).toString('base64url')}`;
  if (!dataDir) return fresh();
  const file = path.join(dataDir, 'local-payments-webhook-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = fresh();
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
