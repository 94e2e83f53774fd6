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

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
    expect(res.json().message).toContain('/api/no-such-thing');
  });
});
