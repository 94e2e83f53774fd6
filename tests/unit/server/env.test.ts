import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../src/server/env';

describe('PUBLIC_URL', () => {
  it.each([
    [{ NODE_ENV: 'production' }, /PUBLIC_URL: is required when NODE_ENV=production/],
    [{ NODE_ENV: 'production', PUBLIC_URL: '' }, /PUBLIC_URL: is required/],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL: must be an http\(s\) URL/],
    [{ PUBLIC_URL: 'ftp://tpl.example.com' }, /PUBLIC_URL: must be an http\(s\) URL/],
    [{ PUBLIC_URL: 'tpl.example.com' }, /PUBLIC_URL/],
  ])('%j is refused', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });

  it.each([
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://tpl.example.com', ALLOW_LOCAL_PAYMENTS: 'true' }, 'https://tpl.example.com'],
    [{ NODE_ENV: 'development' }, undefined],
    [{ NODE_ENV: 'test', PUBLIC_URL: '' }, undefined],
    [{ PUBLIC_URL: 'http://localhost:3000' }, 'http://localhost:3000'],
  ])('%j is taken', (source, publicUrl) => {
    expect(readEnv(source).PUBLIC_URL).toBe(publicUrl);
  });
});

describe('SUPPORT_EMAIL (a disabled golfer\'s appeal address)', () => {
  it.each([
    [{}, undefined],
    [{ SUPPORT_EMAIL: '' }, undefined],
    [{ SUPPORT_EMAIL: 'appeals@tpl.example' }, 'appeals@tpl.example'],
  ])('%j is taken as %s', (source, email) => {
    expect(readEnv(source).SUPPORT_EMAIL).toBe(email);
  });

  it('refuses what is not an email address', () => {
    expect(() => readEnv({ SUPPORT_EMAIL: 'write to us' })).toThrow(/SUPPORT_EMAIL: must be an email address/);
  });
});
