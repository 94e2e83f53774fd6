import type { FieldError } from '../../shared/contracts/field-errors';

/**
 * An error whose status and message are safe to show to the caller; `errors` names the fields at
 * fault (sent as `data.errors`, like a validation failure's); `retryAfter` (seconds) is sent as
 * the Retry-After header of a 429 or 503.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 422 | 429 | 431 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to do this.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 4xx about one body field: the message names it, and `data.errors` carries it. */
export const fieldError = (statusCode: 400 | 404 | 409 | 403, path: string, message: string) =>
  new HttpError(statusCode, `${path}: ${message}`, [{ in: 'body', path, message }]);
