/**
 * Email and push (issue 35): the one-click unsubscribe link's query and body, and a browser's push
 * subscription (the JSON of the Push API's `PushSubscription`).
 */
import { z } from 'zod';
import { inputText } from './common.contract';

/** `?token=` of `/api/notifications/unsubscribe` (the signed token; checked by the server). */
export const unsubscribeQuerySchema = z.strictObject({ token: inputText({ max: 1024 }) });

/**
 * What a one-click POST carries (RFC 8058: `List-Unsubscribe=One-Click`, form-encoded or
 * multipart); not required, so a plain POST of the link works too.
 */
export const unsubscribeBodySchema = z.looseObject({ 'List-Unsubscribe': z.string().max(100).optional() }).nullish();

export const unsubscribeResultSchema = z.object({ kind: z.string() });

const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A push service's endpoint: https, and outside production also a loopback http one (tests start their own). */
export const pushEndpointSchema = (allowLoopbackHttp: boolean) =>
  inputText({ max: 2048 }).refine((s) => {
    const u = URL.parse(s);
    return !!u && (u.protocol === 'https:' || (allowLoopbackHttp && u.protocol === 'http:' && u.hostname === '127.0.0.1'));
  }, 'must be an https URL');

/** `POST /api/notifications/push/subscriptions`: `subscription.toJSON()` as the browser gives it. */
export const pushSubscriptionBodySchema = (allowLoopbackHttp: boolean) => z.strictObject({
  endpoint: pushEndpointSchema(allowLoopbackHttp),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key (65 bytes). */
    p256dh: base64url(80, 100),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionBody = z.infer<ReturnType<typeof pushSubscriptionBodySchema>>;

/** `DELETE /api/notifications/push/subscriptions`. */
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: inputText({ max: 2048 }) });

export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushRemovedSchema = z.object({ removed: z.boolean() });
export const pushSubscribedSchema = z.object({});
