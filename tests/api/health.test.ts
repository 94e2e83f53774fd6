import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database, the identity service and the indexes as ready', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.data.database.driver);
    expect(body.data.identity).toEqual({ ok: true, mode: 'emulator' });
    expect(body.data.indexes.ready).toBe(true);
    expect(body.data.indexes.courses).toBeGreaterThanOrEqual(500);
  });

  it("sends the page's security headers on the app's pages and files", async () => {
    const res = await t.app.inject('/trip-planner');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Google sign-in (signInWithPopup) frames the Auth emulator's helper page; blocked, it never finishes.
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends an API's security headers on API answers, errors included (OWASP REST)", async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
    expect(res.json().message).toContain('/api/no-such-thing');
  });
});
