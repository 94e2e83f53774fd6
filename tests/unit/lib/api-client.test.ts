import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDisabledNow, clearAccountDisabled } from '../../../src/lib/account-disabled';
import { api, ApiError, setTokenSource } from '../../../src/lib/api-client';
import { accountDisabledOf } from '../../../src/shared/contracts/account-disabled';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

async function thrown(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(async () => null);
  clearAccountDisabled();
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

describe('a disabled account (issue 32)', () => {
  const disabled = { status: 'error', message: 'This account has been disabled.', data: { accountDisabled: { supportEmail: 'appeals@tpl.example' } } };

  it('is reported once a signed-in call answers 403 with data.accountDisabled', async () => {
    setTokenSource(async () => 'token');
    vi.stubGlobal('fetch', answer(403, disabled));
    expect(await thrown(api.get('/user/me'))).toMatchObject({ status: 403, message: 'This account has been disabled.' });
    expect(accountDisabledNow()).toEqual({ supportEmail: 'appeals@tpl.example' });
    clearAccountDisabled();
    expect(accountDisabledNow()).toBeNull();
  });

  it('is not reported for another 403, or for a call made without a token', async () => {
    setTokenSource(async () => 'token');
    vi.stubGlobal('fetch', answer(403, { status: 'error', message: 'Only admins can do this.', data: null }));
    await thrown(api.get('/admin/users'));
    expect(accountDisabledNow()).toBeNull();
    setTokenSource(async () => null);
    vi.stubGlobal('fetch', answer(403, disabled));
    await thrown(api.get('/user/me'));
    expect(accountDisabledNow()).toBeNull();
  });

  it.each([
    [{ accountDisabled: { supportEmail: 'a@b.example' } }, { supportEmail: 'a@b.example' }],
    [{ accountDisabled: { supportEmail: null } }, { supportEmail: null }],
    [{ accountDisabled: {} }, { supportEmail: null }],
    [{ errors: [] }, null],
    [null, null],
    ['accountDisabled', null],
  ])('reads %j as %j', (data, expected) => {
    expect(accountDisabledOf(data)).toEqual(expected);
  });
});
