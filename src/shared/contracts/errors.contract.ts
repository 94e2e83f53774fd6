/**
 * The error side of the envelope (spec section 7): `{ status: 'error', message, data }`.
 *
 * `message` is always a sentence a person can read. `data` is null, except for a 400 from input
 * validation, where it carries every field error so a form can put each under its field (and
 * `GET /api/health`'s 503, which carries its readiness report, and a disabled account's 403, which
 * says where to appeal: account-disabled.ts):
 *
 * ```json
 * { "status": "error", "message": "Invalid body: displayName: must not be empty",
 *   "data": { "errors": [{ "in": "body", "path": "displayName", "message": "must not be empty" }] } }
 * ```
 *
 * A `stale` 409 (someone saved in between) may carry the record as it stands now, so the caller
 * can show it: `data: { current: {...} }` (`current: null` when it is gone), as an admin's course
 * save does (issue 32).
 *
 * `path` is the field's dotted path inside its part of the request (`preferences.difficulty`,
 * `gallery.0.src`); it is empty when the error concerns the part as a whole (an unknown field is
 * reported once per field name, with that name as `path`).
 */
import { z } from 'zod';
import { REQUEST_PARTS, type FieldError } from './field-errors';

export { fieldErrorsOf, REQUEST_PARTS, type FieldError, type RequestPart } from './field-errors';

export const fieldErrorSchema: z.ZodType<FieldError> = z.object({
  in: z.enum(REQUEST_PARTS),
  path: z.string(),
  message: z.string(),
});

export const validationErrorDataSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;

/** A disabled account's 403 on every route: where to appeal. */
export const accountDisabledDataSchema = z.object({ accountDisabled: z.object({ supportEmail: z.string().nullable() }) });
export const staleErrorDataSchema = z.object({ current: z.unknown() });

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  data: z.union([validationErrorDataSchema, accountDisabledDataSchema, staleErrorDataSchema]).nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
