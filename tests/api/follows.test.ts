import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../src/server/data/schema';
import { createGolfer, FORGED, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> } | null;
const post = (who: Who, url: string, payload: object | undefined = {}) => t.app.inject({ method: 'POST', url, headers: who?.auth, payload });
const get = (url: string, who?: Who) => t.app.inject({ url, headers: who?.auth ?? undefined });
const ids = (res: { json(): { data: { items: { _id: string }[] } } }) => res.json().data.items.map((u) => u._id);

async function followRows(follower: string, followee: string): Promise<number> {
  return t.database.db.$count(follows, and(eq(follows.followerId, follower), eq(follows.followeeId, followee)));
}

describe('POST /api/users/{id}/follow and /unfollow', () => {
  it('follows once however often it is asked, and unfollows the same way', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const first = await post(a, `/api/users/${b.id}/follow`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ userId: b.id, isFollowing: true, followers: 1 });
    const again = await post(a, `/api/users/${b.id}/follow`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ userId: b.id, isFollowing: true, followers: 1 });
    expect(await followRows(a.id, b.id)).toBe(1);

    const un = await post(a, `/api/users/${b.id}/unfollow`);
    expect(un.statusCode).toBe(200);
    expect(un.json().data).toEqual({ userId: b.id, isFollowing: false, followers: 0 });
    expect((await post(a, `/api/users/${b.id}/unfollow`)).statusCode).toBe(200);
    expect(await followRows(a.id, b.id)).toBe(0);
  });

  it('accepts no body at all, as well as an empty one', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    expect((await post(a, `/api/users/${b.id}/follow`, undefined)).statusCode).toBe(200);
    expect(await followRows(a.id, b.id)).toBe(1);
  });

  it('acts only as the signed-in user: a body naming someone else is refused, and the target gains no follows', async () => {
    const [a, b, c] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    const res = await post(a, `/api/users/${b.id}/follow`, { followerId: c.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unknown body field: followerId/);
    expect(await followRows(c.id, b.id)).toBe(0);
    await post(a, `/api/users/${b.id}/follow`);
    expect(ids(await get(`/api/user/${a.id}/following`))).toEqual([b.id]);
    expect(ids(await get(`/api/user/${b.id}/following`))).toEqual([]);
    expect(ids(await get(`/api/user/${c.id}/following`))).toEqual([]);
  });

  it('refuses to follow yourself with 400', async () => {
    const a = await createGolfer(t);
    const res = await post(a, `/api/users/${a.id}/follow`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'You cannot follow yourself.', data: null });
    expect((await post(a, `/api/users/${a.id}/unfollow`)).statusCode).toBe(400);
    expect(await followRows(a.id, a.id)).toBe(0);
  });

  it('answers 404 for an unknown golfer and 400 naming the field for a malformed id', async () => {
    const a = await createGolfer(t);
    expect((await post(a, `/api/users/${UNKNOWN_ID}/follow`)).statusCode).toBe(404);
    expect((await post(a, `/api/users/${UNKNOWN_ID}/unfollow`)).statusCode).toBe(404);
    const bad = await post(a, '/api/users/42/follow');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/path.*id/);
  });

  it('answers 401 without a valid token', async () => {
    const b = await createGolfer(t);
    for (const action of ['follow', 'unfollow']) {
      expect((await post(null, `/api/users/${b.id}/${action}`)).statusCode, action).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `/api/users/${b.id}/${action}`, headers: FORGED, payload: {} })).statusCode, action).toBe(401);
    }
  });

  it('refuses a disabled Firebase account', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    await getAuth(getApps().find((x) => x.name === 'tpl-demo-tpl')!).updateUser(a.uid, { disabled: true });
    expect((await post(a, `/api/users/${b.id}/follow`)).statusCode).toBe(401);
    expect(await followRows(a.id, b.id)).toBe(0);
  });
});

describe('followers and following lists', () => {
  let star: Golfer;
  let fans: Golfer[];

  beforeAll(async () => {
    star = await createGolfer(t, { displayName: 'Star' });
    fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await createGolfer(t, { displayName: `Fan ${i}` });
      await post(fan, `/api/users/${star.id}/follow`);
      fans.push(fan);
    }
    await post(star, `/api/users/${fans[0]!.id}/follow`);
  });

  it('pages a golfer’s followers, most recent first, as public users', async () => {
    const page1 = await get(`/api/user/${star.id}/followers?pageSize=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(ids(page1)).toEqual([fans[2]!.id, fans[1]!.id]);
    expect(page1.json().data.items[0]).toEqual({ _id: fans[2]!.id, displayName: 'Fan 2', fullName: null, picture: null, isPremium: false, isDemo: false });
    expect(ids(await get(`/api/user/${star.id}/followers?pageSize=2&page=2`))).toEqual([fans[0]!.id]);
    expect(ids(await get(`/api/user/${star.id}/followers?pageSize=2&page=3`))).toEqual([]);
  });

  it('lists whom a golfer follows', async () => {
    expect(ids(await get(`/api/user/${star.id}/following`))).toEqual([fans[0]!.id]);
    expect(ids(await get(`/api/user/${fans[1]!.id}/following`))).toEqual([star.id]);
  });

  it('gives the signed-in user their own followers and following', async () => {
    const followers = await get('/api/user/followers', star);
    expect(followers.statusCode).toBe(200);
    expect(followers.json().data.total).toBe(3);
    expect(ids(await get('/api/user/following', star))).toEqual([fans[0]!.id]);
    expect(ids(await get('/api/user/followers', fans[0]))).toEqual([star.id]);
    expect(ids(await get('/api/user/followers', fans[1]))).toEqual([]);
  });

  it('leaves disabled golfers out of follower and following lists and their counts (issue 24), and back once enabled', async () => {
    const host = await createGolfer(t);
    const [kept, gone] = [await createGolfer(t), await createGolfer(t)];
    for (const g of [kept, gone]) await post(g, `/api/users/${host.id}/follow`);
    await post(host, `/api/users/${gone.id}/follow`);
    await t.database.db.update(users).set({ disabledAt: new Date(), disabledReason: 'Spam' }).where(eq(users.id, gone.id));
    const followers = (await get(`/api/user/${host.id}/followers`)).json().data;
    expect(followers.items.map((u: { _id: string }) => u._id)).toEqual([kept.id]);
    expect(followers.total).toBe(1);
    expect((await get(`/api/user/${host.id}/following`)).json().data).toMatchObject({ items: [], total: 0 });
    expect((await get(`/api/users/${host.id}`)).json().data.counts).toMatchObject({ followers: 1, following: 0 });
    await t.database.db.update(users).set({ disabledAt: null, disabledReason: null }).where(eq(users.id, gone.id));
    expect((await get(`/api/user/${host.id}/followers`)).json().data.total).toBe(2);
  });

  it('answers 401 for the current user’s lists without a valid token', async () => {
    for (const url of ['/api/user/followers', '/api/user/following']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, { auth: FORGED })).statusCode, url).toBe(401);
    }
  });

  it('refuses huge page sizes, page 0, unknown query fields and malformed ids with 400; unknown golfers with 404', async () => {
    for (const url of [`/api/user/${star.id}/followers?pageSize=101`, '/api/user/following?pageSize=5000']) {
      const res = await get(url, star);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/pageSize/);
    }
    expect((await get(`/api/user/${star.id}/following?page=0`)).statusCode).toBe(400);
    expect((await get(`/api/user/${star.id}/followers?sort=name`)).json().message).toMatch(/unknown query field: sort/);
    const bad = await get('/api/user/not-an-id/followers');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/path.*id/);
    expect((await get(`/api/user/${UNKNOWN_ID}/followers`)).statusCode).toBe(404);
    expect((await get(`/api/user/${UNKNOWN_ID}/following`)).statusCode).toBe(404);
  });
});
