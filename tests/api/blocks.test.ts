/**
 * Blocks (issue 35): POST/DELETE /api/users/{id}/block, GET /api/user/blocks, and every rule a
 * block enforces, both ways: follows end and are refused, a blocker's profile and lists are not
 * there (404), reactions, saves and trip invitations are refused as for something not found, each
 * one's place on the other's trips ends, and neither golfer sees the other in search, suggestions
 * or the feed. Unblocking restores the reads.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, tripCompanions, userBlocks } from '../../src/server/data/schema';
import { createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList } from './helpers/lists';
import { call, fieldErrors, insertCourses } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: string[];
beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 6, 'Block course');
});
afterAll(() => t.close());

const post = (who: Golfer, url: string, body: unknown = {}) => call(t, 'POST', url, who, body);
const get = (url: string, who: Golfer | null) => call(t, 'GET', url, who);
const block = (a: Golfer, b: Golfer) => post(a, `/api/users/${b.id}/block`);
const unblock = (a: Golfer, b: Golfer) => call(t, 'DELETE', `/api/users/${b.id}/block`, a);
const followRows = (a: string, b: string) => t.database.db.$count(follows, and(eq(follows.followerId, a), eq(follows.followeeId, b)));
const ids = (items: { _id: string }[]) => items.map((u) => u._id);
/** A follow written straight to the database, as if it had slipped past the rules (to test the read filters themselves). */
const rawFollow = (a: Golfer, b: Golfer) => t.database.db.insert(follows).values({ followerId: a.id, followeeId: b.id }).onConflictDoNothing();

describe('POST/DELETE /api/users/{id}/block and GET /api/user/blocks', () => {
  it('blocks and unblocks idempotently, lists whom you blocked, and never tells the blocked golfer', async () => {
    const [a, b, d] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    for (let i = 0; i < 2; i++) {
      const res = await block(a, b);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ userId: b.id, isBlocked: true });
    }
    await block(a, d);
    expect(await t.database.db.$count(userBlocks, eq(userBlocks.blockerId, a.id))).toBe(2);
    const page = (await get('/api/user/blocks?pageSize=1', a)).json().data;
    expect(page).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(page.items).toHaveLength(1);
    expect((await get('/api/user/blocks', b)).json().data.items).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const res = await unblock(a, b);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ userId: b.id, isBlocked: false });
    }
    expect(ids((await get('/api/user/blocks', a)).json().data.items)).toEqual([d.id]);
  });

  it('refuses yourself with 400, an unknown golfer with 404, signed out with 401', async () => {
    const a = await createGolfer(t);
    const self = await block(a, a);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot block yourself.');
    expect((await post(a, `/api/users/${UNKNOWN_ID}/block`)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/users/${a.id}/block`, null, {})).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user/blocks', null)).statusCode).toBe(401);
  });
});

describe('what a block stops, both ways', () => {
  it('ends follows either way in the same write, and refuses a new follow as for no such golfer', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    await post(a, `/api/users/${b.id}/follow`);
    await post(b, `/api/users/${a.id}/follow`);
    expect((await block(a, b)).statusCode).toBe(200);
    expect(await followRows(a.id, b.id)).toBe(0);
    expect(await followRows(b.id, a.id)).toBe(0);
    for (const [x, y] of [[b, a], [a, b]] as const) {
      const res = await post(x, `/api/users/${y.id}/follow`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Golfer not found.');
    }
    expect(await followRows(b.id, a.id)).toBe(0);
  });

  it("hides each golfer's profile, played courses, lists and My Lie reads from the other (404), and unblocking restores them", async () => {
    const [a, b, other] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    const list = await createList(t, a, { name: 'Public A' });
    const listB = await createList(t, b, { name: 'Public B' });
    await block(a, b);
    const paths = (u: Golfer, l: string) => [`/api/users/${u.id}`, `/api/users/${u.id}/played`, `/api/lists/user/${u.id}`, `/api/lists/user/${u.id}/all`,
      `/api/lists/user/${u.id}/stats`, `/api/users/${u.id}/golf-dna`, `/api/lists/${l}`];
    for (const [viewer, owner, l] of [[b, a, list], [a, b, listB]] as const) {
      for (const path of paths(owner, l)) {
        const res = await get(path, viewer);
        expect(res.statusCode, `${path} ${res.body}`).toBe(404);
        expect(res.json().message).not.toMatch(/block/i);
      }
    }
    for (const path of paths(a, list)) expect((await get(path, other)).statusCode, path).toBe(200);
    for (const path of paths(a, list)) expect((await get(path, null)).statusCode, path).toBe(200);
    await unblock(a, b);
    for (const path of paths(a, list)) expect((await get(path, b)).statusCode, path).toBe(200);
  });

  it('refuses reactions and saves on the other golfer’s lists as for no such list, both ways', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const listA = await createList(t, a, { name: 'A list' });
    const itemA = await addItem(t, a, listA, { course: c[0]!, bucket: 'loved' });
    const listB = await createList(t, b, { name: 'B list' });
    const itemB = await addItem(t, b, listB, { course: c[1]!, bucket: 'loved' });
    await block(a, b);
    for (const [who, list, item] of [[b, listA, itemA], [a, listB, itemB]] as const) {
      const react = await post(who, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'fire' });
      expect(react.statusCode, react.body).toBe(404);
      expect(react.json().message).toBe('List not found.');
      const save = await post(who, `/api/lists/${list}/add`);
      expect(save.statusCode).toBe(404);
      expect(save.json().message).toBe('List not found.');
    }
    await unblock(a, b);
    expect((await post(b, `/api/lists/${listA}/items/${itemA}/reaction`, { reaction: 'fire' })).statusCode).toBe(200);
    expect((await post(b, `/api/lists/${listA}/add`)).statusCode).toBe(200);
  });

  it('refuses a trip invitation either way, as for no such golfer (even with a follow that slipped past)', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const trip = { name: 'Links week', startDate: '2027-05-03', endDate: '2027-05-05' };
    await block(b, a);
    await rawFollow(a, b);
    const aInvitesB = await post(a, '/api/lists/trip', { ...trip, companions: [b.id] });
    expect(aInvitesB.statusCode).toBe(400);
    expect(fieldErrors(aInvitesB)).toEqual(['body:companions.0 no such golfer']);
    await rawFollow(b, a);
    const bInvitesA = await post(b, '/api/lists/trip', { ...trip, companions: [a.id] });
    expect(fieldErrors(bInvitesA)).toEqual(['body:companions.0 no such golfer']);
    await unblock(b, a);
    expect((await post(a, '/api/lists/trip', { ...trip, companions: [b.id] })).statusCode).toBe(201);
  });

  it('takes each golfer off the other’s trips (invited or on it) in the same write; a save from the plan as it was is refused as stale', async () => {
    const [a, b, cal] = [await createGolfer(t), await createGolfer(t), await createGolfer(t)];
    for (const [x, y] of [[a, b], [b, a], [a, cal]] as const) await post(x, `/api/users/${y.id}/follow`);
    const dates = { startDate: '2027-06-07', endDate: '2027-06-09' };
    const aTrip = (await post(a, '/api/lists/trip', { name: 'A’s trip', ...dates, companions: [b.id, cal.id] })).json().data as { _id: string; updatedAt: string };
    const bTrip = (await post(b, '/api/lists/trip', { name: 'B’s trip', ...dates, companions: [a.id] })).json().data as { _id: string };
    expect((await post(b, `/api/lists/trip/${aTrip._id}/accept`)).statusCode).toBe(200);
    const before = (await get(`/api/lists/trip/${aTrip._id}`, a)).json().data as { updatedAt: string };

    expect((await block(a, b)).statusCode).toBe(200);
    // B was on A's trip, A was invited on B's: both places end, and neither trip is the other's to read.
    expect((await get(`/api/lists/trip/${aTrip._id}`, b)).statusCode).toBe(404);
    expect((await get(`/api/lists/trip/${bTrip._id}`, a)).statusCode).toBe(404);
    const seen = (await get(`/api/lists/trip/${aTrip._id}`, a)).json().data as { companions: { _id: string }[]; invited: { _id: string }[]; updatedAt: string };
    expect(ids(seen.companions)).toEqual([]);
    expect(ids(seen.invited)).toEqual([cal.id]);
    expect(ids((await get(`/api/lists/trip/${bTrip._id}`, b)).json().data.invited)).toEqual([]);
    expect(seen.updatedAt).not.toBe(before.updatedAt);
    expect(await t.database.db.$count(tripCompanions, inArray(tripCompanions.userId, [a.id, b.id]))).toBe(0);

    // The owner's planner still holding the old party is told the trip changed, not that B is no golfer.
    const stale = await post(a, '/api/lists/trip', { _id: aTrip._id, revision: before.updatedAt, companions: [b.id, cal.id] });
    expect(stale.statusCode).toBe(409);
    const fresh = await post(a, '/api/lists/trip', { _id: aTrip._id, revision: seen.updatedAt, name: 'A’s trip, renamed' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(ids(fresh.json().data.invited)).toEqual([cal.id]);
  });

  it('keeps each golfer out of the other’s search, suggestions and feed', async () => {
    const tag = `Zebedee${Date.now().toString(36)}`;
    const a = await createGolfer(t, { displayName: `${tag} Ann` });
    const b = await createGolfer(t, { displayName: `${tag} Bob` });
    for (const g of [a, b]) expect((await post(g, '/api/lists/preset/courses-played/add', { courseId: c[2]! })).statusCode).toBe(201);
    const search = async (who: Golfer) => ids((await get(`/api/users/search?terms=${tag}`, who)).json().data as { _id: string }[]);
    const suggested = async (who: Golfer) => ((await get('/api/community/suggestions', who)).json().data as { user: { _id: string } }[]).map((s) => s.user._id);
    const feed = async (who: Golfer) => ((await get('/api/community/feed', who)).json().data.items as { actor: { _id: string } }[]).map((e) => e.actor._id);
    expect(await search(a)).toContain(b.id);
    expect(await suggested(a)).toContain(b.id);
    expect(await suggested(b)).toContain(a.id);

    await block(a, b);
    // Follows that slipped past the rules still show nothing: the reads keep the two apart themselves.
    await rawFollow(a, b);
    await rawFollow(b, a);
    expect(await search(a)).not.toContain(b.id);
    expect(await search(b)).not.toContain(a.id);
    expect(await suggested(a)).not.toContain(b.id);
    expect(await suggested(b)).not.toContain(a.id);
    expect(await feed(a)).not.toContain(b.id);
    expect(await feed(b)).not.toContain(a.id);
    expect(ids((await get(`/api/users/search?terms=${tag}`, null)).json().data as { _id: string }[]).sort()).toEqual([a.id, b.id].sort());

    await unblock(a, b);
    expect(await search(b)).toContain(a.id);
    expect(await feed(a)).toContain(b.id);
  });
});
