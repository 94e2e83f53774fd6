/**
 * Field errors for forms, from the shared zod schema before sending and from the API's 400
 * message after ("Invalid body: displayName: must not be empty; fullName: must be …", see the
 * server's error handler), keyed by the field's path ("preferences.difficulty").
 */
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

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

const INVALID_BODY = /^Invalid body: (.+)$/s;
const FIELD_PART = /^([A-Za-z][\w.]*): (.+)$/s;

/**
 * Splits an API error message into errors of the given fields and whatever is left (shown for
 * the whole form). Only a body validation message has field parts; anything else is left whole.
 */
export function apiFieldErrors(message: string, fields: readonly string[]): { fields: FieldErrors; rest: string | null } {
  const body = INVALID_BODY.exec(message);
  if (!body) return { fields: {}, rest: message };
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const part of body[1]!.split('; ')) {
    const m = FIELD_PART.exec(part);
    if (m && fields.includes(m[1]!)) errors[m[1]!] ??= sentence(m[2]!);
    else rest.push(part);
  }
  return { fields: errors, rest: rest.length ? `Invalid input: ${rest.join('; ')}` : null };
}
