/**
 * Field errors as plain types and a plain reader, without zod: the API client reads them, and the
 * API client is in the page's first stage (the map's fetches), where no zod is loaded. The zod
 * schemas of the same shapes, for the server, are in errors.contract.ts.
 */
export const REQUEST_PARTS = ['body', 'query', 'path', 'header'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** One field a 400 names: which part of the request, the field's dotted path, what is wrong. */
export interface FieldError {
  in: RequestPart;
  path: string;
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isFieldError(v: unknown): v is FieldError {
  return isRecord(v)
    && (REQUEST_PARTS as readonly unknown[]).includes(v.in)
    && typeof v.path === 'string'
    && typeof v.message === 'string';
}

/** The field errors of an error envelope's `data` (`{ errors: [...] }`), or none when it carries no valid list. */
export function fieldErrorsOf(data: unknown): FieldError[] {
  if (!isRecord(data) || !Array.isArray(data.errors) || !data.errors.every(isFieldError)) return [];
  return data.errors.map(({ in: part, path, message }) => ({ in: part, path, message }));
}
