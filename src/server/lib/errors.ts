/**
 * HTTP errors: the transport's (routes and plugins: sign-in, validation, upload limits, rate
 * limits, a missing resource a route looks up) and the one mapping of a service's refusal to HTTP
 * (`refusedError`). Services and the data layer never import this: they throw `Refused`
 * (refused.ts), and the lint's import boundaries hold them to it.
 */
import type { FieldError } from '../../shared/contracts/field-errors';
import type { Refusal, RefusalReason } from '../../shared/domain/refusal';

/**
 * An error whose status and message are safe to show to the caller; `errors` names the fields at
 * fault (sent as `data.errors`, like a validation failure's); `retryAfter` (seconds) is sent as
 * the Retry-After header of a 429 or 503; `data` is sent as the envelope's data when there are no
 * field errors (a disabled account's appeal address; a stale refusal's record as it stands, `current`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 422 | 429 | 431 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly retryAfter?: number,
    readonly data?: object,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to do this.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);

/** A 4xx about one field: the message names it, and `data.errors` carries it. */
const fieldError = (statusCode: 400 | 404 | 409 | 403, path: string, message: string, where: FieldError['in']) =>
  new HttpError(statusCode, `${path}: ${message}`, [{ in: where, path, message }]);

const REFUSAL_STATUS: Record<RefusalReason, 400 | 403 | 404 | 409> = {
  'not-found': 404,
  forbidden: 403,
  invalid: 400,
  conflict: 409,
  stale: 409,
  // The golfer's plan allows no more: Pro's limits (the message says where Pro is).
  'over-limit': 403,
};

/**
 * The one mapping of a refusal to the error the caller sees; `where` the field is (the body unless
 * said). Services throw `Refused` (lib/refused.ts); the errors plugin answers it through this.
 */
export function refusedError(r: Refusal, where: FieldError['in'] = 'body'): HttpError {
  const status = REFUSAL_STATUS[r.reason];
  if (r.current !== undefined) return new HttpError(status, r.message, undefined, undefined, { current: r.current });
  return r.path === undefined ? new HttpError(status, r.message) : fieldError(status, r.path, r.message, where);
}

