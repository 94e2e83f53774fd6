import { z } from 'zod';

/**
 * Every id in the API is a UUID; anything else is a 400 that names the field. UUIDs are
 * case-insensitive (RFC 9562): an id in upper case is the same id, so it is lower-cased here,
 * once for every endpoint, before any comparison.
 */
export const idSchema = z.uuid({ error: 'must be a UUID' }).toLowerCase();

/**
 * A reference to a record in a body: its id, or the record itself as the API answered it (by its
 * `_id`). Spec section 7 names some fields by the record ("listItem", "course"), and a client that
 * sends back what it read must not be refused for it.
 */
export const idRef = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) && '_id' in v ? (v as { _id: unknown })._id : v),
  idSchema,
);

/**
 * Fields the server computes and answers, which a client that saves what it read sends back:
 * accepted and ignored (`readOnly(['owner', 'createdAt'])` in a strict body).
 */
export const readOnly = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.unknown().optional()])) as Record<K, z.ZodOptional<z.ZodUnknown>>;

/** Control characters (C0, DEL, C1): no name, term or filter needs one, and PostgreSQL refuses NUL. */
export const hasControlCharacters = (s: string): boolean => /\p{Cc}/u.test(s);
const CONTROL_MESSAGE = 'must not contain control characters';

/**
 * The string type of every input: trimmed, without control characters, bounded. Every string a
 * request can carry (query, path, body) is one of these, so a NUL byte is a 400 naming its field
 * on every endpoint instead of a database error. `refuses` widens what counts as a control
 * character for a field (names also refuse bidirectional controls, see domain/person-name.ts).
 */
export const inputText = ({ max, allowEmpty = false, refuses = hasControlCharacters }: {
  max: number;
  allowEmpty?: boolean;
  refuses?: (s: string) => boolean;
}) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(allowEmpty ? 0 : 1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !refuses(s), CONTROL_MESSAGE);

/** A body that is not there: no body, an empty body or an empty JSON object (a POST the spec gives none). */
export const noBodySchema = z.strictObject({}).nullish();
export const idParamsSchema = z.strictObject({ id: idSchema });

/** Query values arrive as strings; numbers are coerced and must be finite. */
export const queryNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .refine(Number.isFinite, 'must be a finite number')
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .pipe(z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const MAX_PAGE_SIZE = 100;
export const pagingSchema = {
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, MAX_PAGE_SIZE).default(20),
};

/** Accepts `?a=x&a=y` and `?a=x,y`, so links stay short and forms stay simple. */
export const queryList = <T extends z.ZodType>(item: T, maxItems = 20) =>
  z.preprocess(
    (v) => (v == null ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).map((s) => s.trim()).filter(Boolean)),
    z.array(item).max(maxItems, `at most ${maxItems} values`).optional(),
  );

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/** The envelope of spec section 7: every response, success or error. */
export interface Envelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}
