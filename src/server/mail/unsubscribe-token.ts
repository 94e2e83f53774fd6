/**
 * One-click unsubscribe tokens (RFC 8058; issue 35): `<payload>.<signature>`, both base64url, the
 * payload `{"u": userId, "k": kind, "p": "unsubscribe"}` and the signature its HMAC-SHA256 under
 * the deployment's secret. A token never expires (an old email's link keeps working) and says
 * only "this golfer wants no more email of this kind" (or, kind `digest`, no more daily digest):
 * the purpose inside the signed payload keeps it from ever standing for anything else. Pure given
 * the secret; tests/unit/server/mail/.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '../../shared/domain/notifications/notification-kinds';

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

/** What a token stops: one kind's email, or the daily digest. */
export type UnsubscribeKind = NotificationKind | 'digest';

export interface UnsubscribeClaim {
  userId: string;
  kind: UnsubscribeKind;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function unsubscribeToken({ userId, kind }: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kind, p: UNSUBSCRIBE_PURPOSE })).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The claim of a token signed under `secret`; null for anything altered, malformed or made for another purpose. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const match = /^([A-Za-z0-9_-]{1,512})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  // The canonical encoding only: a second spelling of the same bytes is an altered token.
  if (given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return null;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claim !== 'object' || claim === null) return null;
  const { u, k, p } = claim as Record<string, unknown>;
  if (p !== UNSUBSCRIBE_PURPOSE || typeof u !== 'string' || !UUID.test(u) || typeof k !== 'string' || !(k === 'digest' || isNotificationKind(k))) return null;
  return { userId: u, kind: k };
}
