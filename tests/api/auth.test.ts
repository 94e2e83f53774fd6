import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, setEmailVerified } from './helpers/emulator-users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ADMIN_EMAIL = `admin-${Date.now()}@example.com`;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
});
afterAll(() => t.close());

describe('identity', () => {
  it('answers 401 without a token on a user endpoint', async () => {
    const res = await t.app.inject('/api/user/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
  });

  it('answers 401 for a malformed or forged token, even on a public endpoint', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic abc', 'Bearer ']) {
      const res = await t.app.inject({ url: '/api/courses?pageSize=1', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('creates the user row on first sight and returns the same user afterwards', async () => {
    const u = await createTestUser({ displayName: 'Ada Lovelace' });
    const first = await t.app.inject({ url: '/api/user/me', headers: u.auth });
    expect(first.statusCode).toBe(200);
    const me = first.json().data;
    expect(me).toMatchObject({ email: u.email, displayName: 'Ada Lovelace', isAdmin: false, isPremium: false, subscription: null });
    expect(me.preferences).toEqual({ difficulty: 'none', architecture: 'none', lengthUnit: null });
    const second = await t.app.inject({ url: '/api/user/me', headers: u.auth });
    expect(second.json().data._id).toBe(me._id);
  });

  it('grants admin to verified ADMIN_EMAILS only', async () => {
    const admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
    const golfer = await createTestUser({ verified: true });
    expect((await t.app.inject({ url: '/api/user/me', headers: admin.auth })).json().data.isAdmin).toBe(true);
    expect((await t.app.inject({ url: '/api/user/me', headers: golfer.auth })).json().data.isAdmin).toBe(false);
  });

  it('does not make an admin of whoever signs up first with an unverified admin address', async () => {
    const email = `unclaimed-admin-${Date.now()}@example.com`;
    const app = await createTestApp({ adminEmails: [email] });
    try {
      const squatter = await createTestUser({ email });
      const me = await app.app.inject({ url: '/api/user/me', headers: squatter.auth });
      expect(me.json().data.isAdmin).toBe(false);
      expect((await app.app.inject({ method: 'DELETE', url: `/api/courses/${crypto.randomUUID()}`, headers: squatter.auth })).statusCode).toBe(403);
      // Once the address is verified the grant holds; when the claim stops holding, so does the grant.
      const verified = await setEmailVerified(squatter, true);
      expect((await app.app.inject({ url: '/api/user/me', headers: verified.auth })).json().data.isAdmin).toBe(true);
      const unverified = await setEmailVerified(squatter, false);
      expect((await app.app.inject({ url: '/api/user/me', headers: unverified.auth })).json().data.isAdmin).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('takes the Bearer scheme in any case', async () => {
    const u = await createTestUser();
    for (const scheme of ['bearer', 'BEARER', 'Bearer', 'bEaReR']) {
      const res = await t.app.inject({ url: '/api/user/me', headers: { authorization: `${scheme} ${u.idToken}` } });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('never shows the email in a default display name', async () => {
    const u = await createTestUser({ email: `secret.person.${Date.now()}@example.com` });
    const me = (await t.app.inject({ url: '/api/user/me', headers: u.auth })).json().data;
    expect(me.displayName).toMatch(/^Golfer \d{4}$/);
    const found = await t.app.inject({ url: '/api/users/search?terms=secret.person' });
    expect(found.json().data).toEqual([]);
  });

  it('refuses a disabled account and a deleted account', async () => {
    const disabled = await createTestUser();
    const deleted = await createTestUser();
    expect((await t.app.inject({ url: '/api/user/me', headers: disabled.auth })).statusCode).toBe(200);
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    const auth = getAuth(getApps().find((a) => a.name === 'tpl-demo-tpl')!);
    await auth.updateUser(disabled.uid, { disabled: true });
    await auth.deleteUser(deleted.uid);
    expect((await t.app.inject({ url: '/api/user/me', headers: disabled.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: deleted.auth })).statusCode).toBe(401);
  });
});
