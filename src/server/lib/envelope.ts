import { z } from 'zod';
import type { ErrorEnvelope, FieldError } from '../../shared/contracts/errors.contract';

/** The success envelope around a response schema (spec section 7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

export const ok = <T>(data: T, message = 'OK') => ({ status: 'success' as const, message, data });

/**
 * Every error response the server sends is built here: the error handler, the not-found handler,
 * framework errors (bad URLs), rate limits, health and client serving. `data` is null but for a
 * 400 from input validation (its field errors, see `errors.contract.ts`) and health's 503 (the
 * readiness report).
 */
export function errorEnvelope<T = null>(message: string, data: T = null as T) {
  return { status: 'error' as const, message, data };
}

export const validationErrorEnvelope = (message: string, errors: FieldError[]): ErrorEnvelope =>
  errorEnvelope(message, { errors });
