/**
 * The one HTTP client: calls /api, attaches the signed-in user's Firebase ID token, unwraps the
 * envelope. On error every method throws an ApiError whose message is the server's message text
 * (spec section 7 has GET raise an Error and writes throw the bare text; one Error type that
 * carries the text and the status serves both and keeps stack traces). It also carries the
 * envelope's `data`: for a 400 from input validation, the field errors (errors.contract.ts).
 */
import { accountDisabledOf } from '../shared/contracts/account-disabled';
import type { Envelope } from '../shared/contracts/common.contract';
import { fieldErrorsOf, type FieldError } from '../shared/contracts/field-errors';
import { reportAccountDisabled } from './account-disabled';

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;

/** Set by the auth feature once Firebase is ready. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The error envelope's `data` as the server sent it: null for most errors. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field errors in `data` (a 400 from input validation); empty when it carries none. */
  get fieldErrors(): FieldError[] {
    return fieldErrorsOf(this.data);
  }
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function request<T>(method: string, path: string, opts: { query?: Query; body?: unknown; form?: FormData; signal?: AbortSignal } = {}): Promise<T> {
  const token = await tokenSource();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body gets its multipart content type (with the boundary) from fetch itself.
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}${toQueryString(opts.query)}`, {
      method,
      headers,
      body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('Cannot reach TPL. Check your connection and try again.', 0);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || envelope?.status !== 'success') {
    // A disabled account: every call says so; the shell shows one screen for it (lib/account-disabled.ts).
    const disabled = res.status === 403 && token ? accountDisabledOf(envelope?.data) : null;
    if (disabled) reportAccountDisabled(disabled);
    throw new ApiError(envelope?.message ?? `Request failed (${res.status}).`, res.status, envelope?.data ?? null);
  }
  return envelope.data;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, { body }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
  /** POST as multipart/form-data (file uploads), with the same token and envelope handling. */
  postForm: <T>(path: string, form: FormData) => request<T>('POST', path, { form }),
  /** DELETE, with a JSON body when one is given (an admin's reason). */
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body === undefined ? {} : { body }),
  /** A file the API answers (a CSV export), with the same token; an error answers its envelope's message. */
  file: (path: string, query?: Query) => requestFile(path, query),
  /** An event stream (server-sent events) with the same token: the open response, its body to read as it arrives. */
  stream: (path: string, opts: { lastEventId?: string | null; signal: AbortSignal }) => openStream(path, opts),
};

async function openStream(path: string, { lastEventId, signal }: { lastEventId?: string | null; signal: AbortSignal }): Promise<Response> {
  const token = await tokenSource();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`/api${path}`, { headers, signal });
  if (!res.ok || !res.body) {
    const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(envelope?.message ?? `Request failed (${res.status}).`, res.status, envelope?.data ?? null);
  }
  return res;
}

/** A GET whose answer is a file: its bytes and the name the server gives it. */
async function requestFile(path: string, query?: Query): Promise<{ blob: Blob; filename: string | null }> {
  const token = await tokenSource();
  let res: Response;
  try {
    res = await fetch(`/api${path}${toQueryString(query)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('Cannot reach TPL. Check your connection and try again.', 0);
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(envelope?.message ?? `Request failed (${res.status}).`, res.status, envelope?.data ?? null);
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), filename };
}
