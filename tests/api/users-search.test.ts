import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './helpers/emulator-users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/search', () => {
  it('finds golfers by display name, also with a typo, and shows only public fields', async () => {
    const tag = Date.now().toString(36);
    const u = await createTestUser({ displayName: `Seve Ballesteros ${tag}` });
    await t.app.inject({ url: '/api/user/me', headers: u.auth });
    const exact = (await t.app.inject(`/api/users/search?terms=ballesteros%20${tag}`)).json();
    expect(exact.data[0]).toEqual({ _id: expect.any(String), displayName: `Seve Ballesteros ${tag}`, fullName: null, picture: null, isPremium: false, isDemo: false });
    expect(exact.data[0]).not.toHaveProperty('email');
    const typo = (await t.app.inject('/api/users/search?terms=balesteros')).json();
    expect(typo.data.map((x: { displayName: string }) => x.displayName)).toContain(`Seve Ballesteros ${tag}`);
  });

  it('rejects empty terms', async () => {
    expect((await t.app.inject('/api/users/search?terms=')).statusCode).toBe(400);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows a golfer’s public fields, 404 for an unknown id, 400 for a malformed one', async () => {
    const u = await createTestUser({ displayName: 'Annika Sorenstam' });
    const me = (await t.app.inject({ url: '/api/user/me', headers: u.auth })).json().data;
    const res = await t.app.inject(`/api/users/${me._id}`);
    expect(res.json().data).toEqual({
      _id: me._id, displayName: 'Annika Sorenstam', fullName: null, picture: null, isDemo: false, isPremium: false,
      counts: { played: 0, lists: 0, followers: 0, following: 0, correctionsAccepted: 0 }, isFollowing: false, isPanelist: false,
    });
    expect((await t.app.inject('/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject('/api/users/nope')).statusCode).toBe(400);
  });
});
