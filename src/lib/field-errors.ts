/**
 * Field errors for forms, keyed by the field's dotted path ("preferences.difficulty"): from the
 * shared zod schema before sending, and from the API's answer after (an ApiError's `fieldErrors`,
 * the list a 400 from input validation carries in `data.errors`; see errors.contract.ts).
 */
import type { z } from 'zod';
import type { FieldError } from '../shared/contracts/errors.contract';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** A form's errors: under its fields, and one message for the form as a whole (or none). */
export interface FormErrors {
  fields: FieldErrors;
  form: string | null;
}

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** "must not be empty" -> "Must not be empty." */
export const sentence = (message: string) => {
  const s = message.trim().replace(/^./, (c) => c.toUpperCase());
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= sentence(issue.message);
  }
  return errors;
}

/** Field errors that no field shows, in the server's words: "Invalid body: email: unknown field". */
function leftOverMessage(errors: readonly FieldError[]): string {
  const byPart = new Map<string, string[]>();
  for (const e of errors) byPart.set(e.in, [...(byPart.get(e.in) ?? []), e.path ? `${e.path}: ${e.message}` : e.message]);
  return [...byPart].map(([part, items]) => `Invalid ${part}: ${items.join('; ')}`).join('. ');
}

/**
 * What a failed API call means for a form with the given fields: each body field error whose path
 * is one of `fields` goes under that field (the first one per field); everything else is the
 * form-level message. An error without field errors (a 400 without `data.errors`, a 401, a 500,
 * no connection) keeps its message whole.
 */
export function apiFormErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: error instanceof Error && error.message ? error.message : SOMETHING_WRONG };
  const listed = error.fieldErrors;
  if (listed.length === 0) return { fields: {}, form: error.message || SOMETHING_WRONG };
  const placed: FieldErrors = {};
  const rest: FieldError[] = [];
  for (const e of listed) {
    if (e.in === 'body' && fields.includes(e.path)) placed[e.path] ??= sentence(e.message);
    else rest.push(e);
  }
  return { fields: placed, form: rest.length ? leftOverMessage(rest) : null };
}
