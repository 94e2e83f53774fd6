import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './helpers/emulator-users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let golfer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  golfer = await createTestUser();
});
afterAll(() => t.close());

// The Old Course, St Andrews.
const HERE = 'lat=56.3436&lng=-2.803';

describe('GET /api/user/courses-near-me', () => {
  it('needs a signed-in golfer', async () => {
    expect((await t.app.inject(`/api/user/courses-near-me?${HERE}`)).statusCode).toBe(401);
  });

  it('lists the nearest courses, nearest first, leaving out every excluded id', async () => {
    const first = (await t.app.inject({ url: `/api/user/courses-near-me?${HERE}&limit=5`, headers: golfer.auth })).json().data;
    expect(first).toHaveLength(5);
    const d = first.map((c: { distanceKm: number }) => c.distanceKm);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(d[0]).toBeLessThan(3);
    const exclude = first.slice(0, 2).map((c: { _id: string }) => `exclude[]=${c._id}`).join('&');
    const next = (await t.app.inject({ url: `/api/user/courses-near-me?${HERE}&limit=5&${exclude}`, headers: golfer.auth })).json().data;
    const ids = next.map((c: { _id: string }) => c._id);
    expect(ids).not.toContain(first[0]._id);
    expect(ids).not.toContain(first[1]._id);
    expect(ids[0]).toBe(first[2]._id);
  });

  it('rejects bad coordinates and malformed excluded ids', async () => {
    for (const q of ['lat=100&lng=0', 'lat=0', 'lat=0&lng=0&exclude[]=nope']) {
      const res = await t.app.inject({ url: `/api/user/courses-near-me?${q}`, headers: golfer.auth });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
