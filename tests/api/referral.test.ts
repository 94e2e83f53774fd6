import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, referralCodes, referrals, users } from '../../src/server/data/schema';
import { referralRepository } from '../../src/server/data/referral.repository';
import { createGolfer, FORGED, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { expectConsoleError } from '../support/fail-on-console-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ADMIN_EMAIL = `admin-${Date.now()}@example.com`;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> } | null;
const get = (url: string, who?: Who) => t.app.inject({ url, headers: who?.auth ?? undefined });
const attribute = (who: Who, payload: object) => t.app.inject({ method: 'POST', url: '/api/referral/attribute', headers: who?.auth, payload });
const codeOf = async (g: Golfer): Promise<string> => (await get(`/api/referral/user/${g.id}`, g)).json().data.code;
const follows_ = (follower: string, followee: string) =>
  t.database.db.$count(follows, sql`${follows.followerId} = ${follower} and ${follows.followeeId} = ${followee}`);

describe('GET /api/referral/user/{userId}', () => {
  it('creates a user’s code once (8 URL-safe characters) and keeps it', async () => {
    const g = await createGolfer(t);
    const res = await get(`/api/referral/user/${g.id}`, g);
    expect(res.statusCode).toBe(200);
    const { code } = res.json().data;
    expect(res.json().data).toEqual({ code, referrals: [], total: 0 });
    expect(code).toMatch(/^[A-Za-z0-9_-]{8}$/);
    for (let i = 0; i < 3; i++) expect(await codeOf(g)).toBe(code);
    expect(await t.database.db.$count(referralCodes, eq(referralCodes.userId, g.id))).toBe(1);
    expect(await codeOf(await createGolfer(t))).not.toBe(code);
  });

  it('lists the golfers a user referred, newest first', async () => {
    const inviter = await createGolfer(t);
    const code = await codeOf(inviter);
    const friends = [await createGolfer(t, { displayName: 'Friend One' }), await createGolfer(t, { displayName: 'Friend Two' })];
    for (const f of friends) expect((await attribute(f, { code })).statusCode).toBe(201);
    const data = (await get(`/api/referral/user/${inviter.id}`, inviter)).json().data;
    expect(data.total).toBe(2);
    expect(data.referrals.map((r: { user: { _id: string } }) => r.user._id)).toEqual([friends[1]!.id, friends[0]!.id]);
    expect(data.referrals[0]).toEqual({ user: { _id: friends[1]!.id, displayName: 'Friend Two', fullName: null, picture: null, isPremium: false, isDemo: false }, createdAt: expect.any(String) });
  });

  it('is only for yourself (403 for another user’s), admins may read anyone’s', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const other = await get(`/api/referral/user/${b.id}`, a);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 'error', data: null });
    const admin = await createGolfer(t, { email: ADMIN_EMAIL, verified: true });
    const asAdmin = await get(`/api/referral/user/${b.id}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.code).toBe(await codeOf(b));
    expect((await get(`/api/referral/user/${UNKNOWN_ID}`, admin)).statusCode).toBe(404);
  });

  it('answers 401 without a valid token and 400 naming the field for a malformed id', async () => {
    const g = await createGolfer(t);
    expect((await get(`/api/referral/user/${g.id}`)).statusCode).toBe(401);
    expect((await get(`/api/referral/user/${g.id}`, { auth: FORGED })).statusCode).toBe(401);
    const bad = await get('/api/referral/user/me', g);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/path.*userId/);
  });
});

describe('referral codes are unique', () => {
  it('retries with a new code when the random one is taken, and gives up after a few tries', async () => {
    const [taken, fresh] = [await createGolfer(t), await createGolfer(t)];
    const takenCode = await codeOf(taken);
    const queue = [takenCode, takenCode, 'Fresh_c0'];
    const repo = referralRepository(t.database.db, { generateCode: () => queue.shift()! });
    expect(await repo.ensureCode(fresh.id)).toBe('Fresh_c0');
    expect(queue).toEqual([]);
    expect(await codeOf(fresh)).toBe('Fresh_c0');
    expect(await codeOf(taken)).toBe(takenCode);

    const unlucky = await createGolfer(t);
    const always = referralRepository(t.database.db, { generateCode: () => takenCode });
    await expect(always.ensureCode(unlucky.id)).rejects.toThrow(/unique referral code/);
    expect(await t.database.db.$count(referralCodes, eq(referralCodes.userId, unlucky.id))).toBe(0);
  });
});

describe('GET /api/referral/code/{code}', () => {
  it('shows whose code it is to anyone, with public fields only', async () => {
    const inviter = await createGolfer(t, { displayName: 'Gary Player' });
    const code = await codeOf(inviter);
    const res = await get(`/api/referral/code/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ code, referrer: { _id: inviter.id, displayName: 'Gary Player', fullName: null, picture: null, isPremium: false, isDemo: false } });
  });

  it('answers 404 for an unknown code and 400 naming the field for a malformed one', async () => {
    expect((await get('/api/referral/code/ZZZZZZZZ')).statusCode).toBe(404);
    for (const code of ['short', 'much-too-long-code', 'bad%20cod']) {
      const res = await get(`/api/referral/code/${code}`);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toMatch(/path.*code/);
    }
  });
});

describe('POST /api/referral/attribute', () => {
  it('attributes the user to the inviter and makes them follow the inviter', async () => {
    const [inviter, newbie] = [await createGolfer(t, { displayName: 'Inviter' }), await createGolfer(t)];
    const code = await codeOf(inviter);
    const res = await attribute(newbie, { code: ` ${code} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ code, referrer: { _id: inviter.id, displayName: 'Inviter', fullName: null, picture: null, isPremium: false, isDemo: false }, createdAt: expect.any(String) });
    expect(await follows_(newbie.id, inviter.id)).toBe(1);
    expect(await follows_(inviter.id, newbie.id)).toBe(0);
    expect((await get(`/api/users/${inviter.id}`, newbie)).json().data).toMatchObject({ isFollowing: true, counts: { followers: 1 } });
  });

  it('attributes at most once: a second time is 409 and changes nothing', async () => {
    const [first, second, newbie] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    const [c1, c2] = [await codeOf(first), await codeOf(second)];
    expect((await attribute(newbie, { code: c1 })).statusCode).toBe(201);
    for (const code of [c1, c2]) {
      const again = await attribute(newbie, { code });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 'error', message: 'You have already been referred.', data: null });
    }
    expect(await follows_(newbie.id, second.id)).toBe(0);
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, newbie.id));
    expect(row).toMatchObject({ referrerId: first.id, code: c1 });
  });

  it('keeps one follow when the new user already followed the inviter', async () => {
    const [inviter, fan] = [await createGolfer(t), await createGolfer(t)];
    await t.app.inject({ method: 'POST', url: `/api/users/${inviter.id}/follow`, headers: fan.auth, payload: {} });
    expect((await attribute(fan, { code: await codeOf(inviter) })).statusCode).toBe(201);
    expect(await follows_(fan.id, inviter.id)).toBe(1);
  });

  it('never attributes a user to themselves (400), nor to an unknown code (404)', async () => {
    const g = await createGolfer(t);
    const own = await attribute(g, { code: await codeOf(g) });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot use your own referral code.');
    expect((await attribute(g, { code: 'Nobody00' })).statusCode).toBe(404);
    expect(await t.database.db.$count(referrals, eq(referrals.referredUserId, g.id))).toBe(0);
    expect(await t.database.db.$count(follows, eq(follows.followerId, g.id))).toBe(0);
  });

  it.each([
    ['a malformed code', { code: 'x' }, /code/],
    ['a missing code', {}, /code/],
    ['a code that is not a string', { code: 12345678 }, /code/],
    ['an unknown field', { code: 'Abcdefgh', referrerId: UNKNOWN_ID }, /unknown body field: referrerId/],
  ])('refuses %s with 400 naming the field', async (_name, body, message) => {
    const g = await createGolfer(t);
    const res = await attribute(g, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('never makes two golfers each other’s referral, nor a ring of them', async () => {
    const [a, b, c] = [await createGolfer(t, { displayName: 'Ann' }), await createGolfer(t, { displayName: 'Ben' }), await createGolfer(t)];
    expect((await attribute(b, { code: await codeOf(a) })).statusCode).toBe(201);
    // A referred by B, when B was referred by A: refused, and nothing written.
    const mutual = await attribute(a, { code: await codeOf(b) });
    expect(mutual.statusCode).toBe(409);
    expect(mutual.json()).toEqual({ status: 'error', message: 'Ben joined through your invite, so they cannot have invited you.', data: null });
    expect(await t.database.db.$count(referrals, eq(referrals.referredUserId, a.id))).toBe(0);
    expect(await follows_(a.id, b.id)).toBe(0);
    // C referred by B, then A by C: refused too (C joined after A).
    expect((await attribute(c, { code: await codeOf(b) })).statusCode).toBe(201);
    const ring = await attribute(a, { code: await codeOf(c) });
    expect(ring.statusCode).toBe(409);
    expect(ring.json().message).toMatch(/joined after you/);
    expect(await t.database.db.$count(referrals, eq(referrals.referredUserId, a.id))).toBe(0);
  });

  it('never attributes a golfer to someone who joined after them', async () => {
    const [earlier, later] = [await createGolfer(t), await createGolfer(t, { displayName: 'Latecomer' })];
    const res = await attribute(earlier, { code: await codeOf(later) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Latecomer joined after you, so they cannot have invited you.');
    expect(await follows_(earlier.id, later.id)).toBe(0);
    expect((await attribute(later, { code: await codeOf(earlier) })).statusCode).toBe(201);
  });

  it('counts a code only in the first 7 days after joining', async () => {
    const inviter = await createGolfer(t);
    const code = await codeOf(inviter);
    const joinedDaysAgo = async (days: number) => {
      const g = await createGolfer(t);
      await t.database.db.update(users).set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) }).where(eq(users.id, g.id));
      // The inviter was there first in every case.
      await t.database.db.update(users).set({ createdAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000) }).where(eq(users.id, inviter.id));
      return g;
    };
    const old = await joinedDaysAgo(8);
    const late = await attribute(old, { code });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ status: 'error', message: 'Invite codes count only in the first 7 days after you join.', data: null });
    expect(await t.database.db.$count(referrals, eq(referrals.referredUserId, old.id))).toBe(0);
    expect(await follows_(old.id, inviter.id)).toBe(0);
    const veteran = await joinedDaysAgo(365 * 3);
    expect((await attribute(veteran, { code })).statusCode).toBe(403);
    expect((await attribute(await joinedDaysAgo(6.9), { code })).statusCode).toBe(201);
  });

  it('answers 401 without a valid token', async () => {
    const inviter = await createGolfer(t);
    const code = await codeOf(inviter);
    expect((await attribute(null, { code })).statusCode).toBe(401);
    expect((await attribute({ auth: FORGED }, { code })).statusCode).toBe(401);
  });

  it('writes the referral and the follow together or not at all', async () => {
    const [inviter, newbie] = [await createGolfer(t), await createGolfer(t)];
    const code = await codeOf(inviter);
    // Make the follow insert fail for this one user, as a failing second write would.
    await t.database.db.execute(sql.raw(`
      create function tpl_test_refuse_follow() returns trigger language plpgsql as $$
      begin
        if new.follower_id = '${newbie.id}' then raise exception 'refused by test'; end if;
        return new;
      end $$`));
    await t.database.db.execute(sql.raw(
      'create trigger tpl_test_refuse_follow before insert on follows for each row execute function tpl_test_refuse_follow()',
    ));
    try {
      expectConsoleError(/request failed[\s\S]*caused by:[\s\S]*refused by test/);
      const res = await attribute(newbie, { code });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/refused by test/);
      expect(await t.database.db.$count(referrals, eq(referrals.referredUserId, newbie.id))).toBe(0);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger tpl_test_refuse_follow on follows'));
      await t.database.db.execute(sql.raw('drop function tpl_test_refuse_follow()'));
    }
    expect((await attribute(newbie, { code })).statusCode).toBe(201);
    expect(await follows_(newbie.id, inviter.id)).toBe(1);
  });

  it('lets only one of two simultaneous attributions win', async () => {
    const [a, b, newbie] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    const [ca, cb] = [await codeOf(a), await codeOf(b)];
    const results = await Promise.all([attribute(newbie, { code: ca }), attribute(newbie, { code: cb })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.statusCode === 201)!.json().data.referrer._id;
    const loser = winner === a.id ? b.id : a.id;
    expect(await follows_(newbie.id, winner)).toBe(1);
    expect(await follows_(newbie.id, loser)).toBe(0);
  });
});
