import { describe, expect, it } from 'vitest';
import { authErrorMessage, SILENT_AUTH_ERRORS } from '../../../src/features/auth/lib/auth-error-message';

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', /password is not right/],
    ['auth/invalid-credential', /password is not right/],
    ['auth/weak-password', /stronger password/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /connection/],
    ['auth/email-already-in-use', /already has an account/],
  ])('%s -> %s', (code, text) => {
    expect(authErrorMessage({ code })).toMatch(text);
  });

  it('never shows raw Firebase text for unknown errors', () => {
    expect(authErrorMessage({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' })).toBe('Something went wrong while signing in. Please try again.');
    expect(authErrorMessage(null)).toMatch(/Something went wrong/);
    expect(authErrorMessage(new Error('boom'))).toMatch(/Something went wrong/);
  });

  it.each([
    ['auth/internal-error', 'google', /Google could not be reached/],
    ['auth/network-request-failed', 'google', /Google could not be reached/],
    ['auth/popup-blocked', 'google', /blocked the Google window/],
    ['auth/internal-error', 'email', /Something went wrong/],
    ['auth/network-request-failed', 'email', /Cannot reach the sign-in service/],
  ] as const)('%s by %s -> %s', (code, via, text) => {
    expect(authErrorMessage({ code }, via)).toMatch(text);
  });

  it('keeps a cancelled Google popup silent', () => {
    expect(SILENT_AUTH_ERRORS.has('auth/popup-closed-by-user')).toBe(true);
  });
});
