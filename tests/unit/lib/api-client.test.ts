import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../src/lib/api-client';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

async function thrown(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError', () => {
  const errors = [{ in: 'body', path: 'displayName', message: 'must not be empty' }];

  it('carries the envelope data and its field errors', () => {
    const error = new ApiError('Invalid body: displayName: must not be empty', 400, { errors });
    expect(error.data).toEqual({ errors });
    expect(error.fieldErrors).toEqual(errors);
  });

  it('has no field errors when data holds none', () => {
    expect(new ApiError('Course not found', 404).data).toBeNull();
    expect(new ApiError('Course not found', 404).fieldErrors).toEqual([]);
    expect(new ApiError('x', 400, { errors: 'displayName' }).fieldErrors).toEqual([]);
  });
});

describe('api', () => {
  it('throws the envelope’s message, status and data on a 400', async () => {
    const data = { errors: [{ in: 'body', path: 'preferences.difficulty', message: 'must be one of none, easy, average, hard' }] };
    vi.stubGlobal('fetch', answer(400, { status: 'error', message: 'Invalid body: preferences.difficulty: must be one of none, easy, average, hard', data }));
    const error = await thrown(api.put('/user/profile', {}));
    expect(error).toMatchObject({ status: 400, message: 'Invalid body: preferences.difficulty: must be one of none, easy, average, hard', data });
    expect(error.fieldErrors).toEqual(data.errors);
  });

  it('keeps data null for errors without it, and for answers that are not envelopes', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 'error', message: 'Course not found', data: null }));
    expect(await thrown(api.get('/courses/x'))).toMatchObject({ status: 404, message: 'Course not found', data: null });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    expect(await thrown(api.get('/courses/x'))).toMatchObject({ status: 502, message: 'Request failed (502).', data: null });
  });

  it('says when TPL cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await thrown(api.get('/courses'))).toMatchObject({ status: 0, data: null, fieldErrors: [] });
  });
});
