/**
 * When community rankings follow the lists (issue 13): every write that can change one schedules a
 * recompute (here after 300 ms of quiet instead of 30 s), a course edit reaches the filters at
 * once, a deleted course leaves at once, and a first start computes every ranking. A recompute's
 * rows are written hidden, then shown at once (issue 34): readers meanwhile see the old ranking.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { communityRankingRuns, communityRankings } from '../../src/server/data/community.schema';
import { communityRankingsRepository } from '../../src/server/data/community-rankings.repository';
import type { Db } from '../../src/server/data/database';
import { communityRankingsService } from '../../src/server/services/community-rankings.service';
import { createIdentity } from '../../src/server/identity/identity';
import { COMMUNITY_RANKINGS } from '../../src/shared/domain/community-rankings';
import { insertFilterableCourses, rankCourses, rankedIds, readRanking } from './helpers/community';
import { courseInput } from './helpers/course-factory';
import { createGolfer, type Golfer } from './helpers/golfers';
import { addItem, getList } from './helpers/lists';
import { eventually } from './helpers/eventually';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call } from './helpers/requests';

const DELAY_MS = 300;
let t: TestApp;
let admin: Golfer;
let golfers: Golfer[];
let myLies: string[];
let A: string, B: string, C: string;

const myLie = () => rankedIds(t, '/api/lists/preset/my-lie');

beforeAll(async () => {
  const adminEmail = `admin-${Date.now()}@example.com`;
  t = await createTestApp({ adminEmails: [adminEmail], communityDelayMs: DELAY_MS });
  admin = await createGolfer(t, { email: adminEmail, verified: true });
  [A, B, C] = await insertFilterableCourses(t, [
    { clubName: 'Alpha', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PUBLIC' },
    { clubName: 'Bravo', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PUBLIC' },
    { clubName: 'Charlie', country: 'Wales', continent: 'EUROPE', clubMembership: 'PUBLIC' },
  ]) as [string, string, string];
  golfers = await Promise.all([1, 2, 3].map(() => createGolfer(t)));
});
afterAll(() => t.close());

describe('the recompute job', () => {
  it('computes every ranking at a first start, and not again once there are rankings', async () => {
    await t.communityRankings.recomputeAtStart();
    const runs = await t.database.db.select().from(communityRankingRuns);
    expect(runs).toHaveLength(COMMUNITY_RANKINGS.length);
    await t.communityRankings.recomputeAtStart();
    expect(await t.database.db.select().from(communityRankingRuns)).toEqual(runs);
  });

  it('recomputes after a quiet spell once golfers rank', async () => {
    myLies = await Promise.all(golfers.map((g) => rankCourses(t, g, [A, B, C])));
    await eventually(async () => expect(await myLie()).toEqual([A, B, C]));
  });

  it('follows a reorder, after the quiet spell (not at once)', async () => {
    for (const [i, g] of golfers.entries()) {
      const items = (await call(t, 'GET', `/api/lists/${myLies[i]}`, g)).json().data.items as { _id: string }[];
      const res = await call(t, 'POST', `/api/lists/${myLies[i]}/move-item`, g, { listItem: items[2]!._id, toIndex: 0 });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await myLie()).toEqual([A, B, C]);
    await eventually(async () => expect(await myLie()).toEqual([C, A, B]));
  });

  it('follows an unmarked played course out of My Lie, and a deleted list', async () => {
    const res = await call(t, 'POST', '/api/lists/preset/courses-played/remove', golfers[0]!, { courseId: A });
    expect(res.json().data.removed).toBe(true);
    await eventually(async () => expect(await myLie()).toEqual([C, B]));
    expect((await call(t, 'DELETE', `/api/lists/${myLies[1]}`, golfers[1]!)).statusCode).toBe(200);
    await eventually(async () => expect(await myLie()).toEqual([]));
  });

  it('follows a list made private and public again', async () => {
    myLies[1] = await rankCourses(t, golfers[1]!, [B, C]);
    await eventually(async () => expect(await myLie()).toEqual([C, B]));
    expect((await call(t, 'POST', `/api/lists/${myLies[2]}`, golfers[2]!, { isPublic: false })).statusCode).toBe(200);
    await eventually(async () => expect(await myLie()).toEqual([]));
    expect((await call(t, 'POST', `/api/lists/${myLies[2]}`, golfers[2]!, { isPublic: true })).statusCode).toBe(200);
    await eventually(async () => expect(await myLie()).toEqual([C, B]));
  });
});

describe('course writes', () => {
  it('an edited course moves between filters without a recompute', async () => {
    await t.communityRankings.settled();
    expect(await rankedIds(t, '/api/lists/preset/my-lie?country=wales')).toEqual([C]);
    const revision = (await call(t, 'GET', `/api/courses/${C}`, null)).json().data.updatedAt;
    const body = courseInput({ club_name: 'Charlie', address: { country: 'Ireland', province: null, city: null }, club_membership: 'PRIVATE', revision, reason: 'Moved' });
    expect((await call(t, 'PUT', `/api/courses/${C}`, admin, body)).statusCode).toBe(200);
    await t.communityRankings.settled();
    expect(await readRanking(t, '/api/lists/preset/my-lie?country=wales')).toMatchObject({ items: [], total: 0 });
    const ireland = await readRanking(t, '/api/lists/preset/my-lie?country=ireland&membership=PRIVATE');
    expect([ireland.items.map((i) => i.course._id), ireland.total]).toEqual([[C], 1]);
    expect((await call(t, 'GET', '/api/lists/preset/my-lie/countries', null)).json().data)
      .toEqual([{ country: 'Ireland', continent: 'EUROPE', courses: 1 }, { country: 'Scotland', continent: 'EUROPE', courses: 1 }]);
  });

  it('a deleted course leaves the rankings before the recompute, which follows', async () => {
    const before = (await readRanking(t, '/api/lists/preset/my-lie')).computedAt;
    expect((await call(t, 'DELETE', `/api/courses/${C}`, admin, { reason: 'Closed' })).statusCode).toBe(200);
    await t.communityRankings.settled();
    expect(await readRanking(t, '/api/lists/preset/my-lie')).toMatchObject({ items: [expect.objectContaining({ overallRank: 2 })], total: 1 });
    await eventually(async () => expect((await readRanking(t, '/api/lists/preset/my-lie')).computedAt).not.toBe(before));
    // Bravo is alone in every list now: no list of two compares it with anything.
    expect(await myLie()).toEqual([]);
  });
});

describe('two servers on one database', () => {
  it('serve the same ranking: a server that cached a page reads the new one once another recomputed', async () => {
    const other = await buildApp({
      env: { adminEmails: new Set(), RATE_LIMIT_MAX: 100_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database: t.database,
      identity: createIdentity({ projectId: 'demo-tpl', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST }),
    });
    try {
      const read = async (app: typeof other.app) =>
        (await app.inject('/api/lists/preset/my-lie?country=norway')).json().data.items.map((i: { course: { _id: string } }) => i.course._id);
      const [D, E] = await insertFilterableCourses(t, [
        { clubName: 'Delta', country: 'Norway', continent: 'EUROPE' }, { clubName: 'Echo', country: 'Norway', continent: 'EUROPE' },
      ]) as [string, string];
      for (const [i, g] of golfers.entries()) for (const course of [D, E]) await addItem(t, g, myLies[i]!, { course, bucket: 'loved' });
      await t.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
      expect(await read(other.app)).toEqual([D, E]);
      for (const [i, g] of golfers.entries()) {
        const echo = (await getList(t, myLies[i]!, g)).items.find((item) => item.course._id === E)!;
        expect((await call(t, 'POST', `/api/lists/${myLies[i]}/move-item`, g, { listItem: echo._id, toIndex: 0 })).statusCode).toBe(200);
      }
      await t.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
      expect(await read(other.app)).toEqual([E, D]);
      expect(await read(t.app)).toEqual([E, D]);
    } finally {
      await other.app.close();
    }
  });
});

/** The database, but its writing transactions after the first wait for `release` (the recompute's switch, once its rows are in). */
function pausedAtSwitch(db: Db) {
  let writes = 0;
  let reached!: () => void;
  let release!: () => void;
  const atSwitch = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const paused = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
      return async (fn: never, config?: Parameters<Db["transaction"]>[1]) => {
        // The ballots' snapshot (PostgreSQL) reads only.
        if (config?.accessMode !== 'read only' && ++writes === 2) {
          reached();
          await released;
        }
        return target.transaction(fn, config);
      };
    },
  });
  return { db: paused, atSwitch, release };
}

describe('the write of a recompute', () => {
  it('is hidden until it is whole: readers see the previous ranking meanwhile, and only the new one after', async () => {
    const [F, G] = await insertFilterableCourses(t, [
      { clubName: 'Foxtrot', country: 'Latvia', continent: 'EUROPE' }, { clubName: 'Golf', country: 'Latvia', continent: 'EUROPE' },
    ]) as [string, string];
    const others = await Promise.all([1, 2, 3].map(() => createGolfer(t)));
    const lists = await Promise.all(others.map((g) => rankCourses(t, g, [F, G])));
    await t.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
    const latvia = () => rankedIds(t, '/api/lists/preset/my-lie?country=latvia');
    const scores = async () => (await call(t, 'GET', `/api/courses/${G}/community-scores`, null)).json().data.rankings;
    expect(await latvia()).toEqual([F, G]);
    const scoresBefore = await scores();
    // Golf above Foxtrot in every list, written behind the app's back (no event, so only the recompute below sees it).
    await t.database.db.execute(sql`
      update list_items li set rank_key = (select o.rank_key from list_items o where o.list_id = li.list_id and o.course_id = ${G}) || 'V'
      where li.list_id in (${sql.join(lists.map((id) => sql`${id}`), sql`, `)}) and li.course_id = ${F}`);

    const { db, atSwitch, release } = pausedAtSwitch(t.database.db);
    const slow = communityRankingsService(communityRankingsRepository(db, { chunkedReads: t.database.driver === 'pglite' }), {
      delayMs: 60_000, log: { error: () => {}, info: () => {} },
    });
    try {
      const running = slow.recompute([{ kind: 'course', type: 'mylie' }]);
      await atSwitch;
      // The new rows are in, under a generation nobody reads yet.
      const mylie = and(eq(communityRankings.listKind, 'course'), eq(communityRankings.listType, 'mylie'));
      const rows = await t.database.db.select({ generation: communityRankings.generation }).from(communityRankings).where(mylie);
      expect(new Set(rows.map((r) => r.generation)).size).toBe(2);
      expect(await latvia()).toEqual([F, G]);
      expect(await readRanking(t, '/api/lists/preset/my-lie?country=latvia')).toMatchObject({ total: 2 });
      expect(await scores()).toEqual(scoresBefore);
      release();
      await running;
      expect(await latvia()).toEqual([G, F]);
      const after = await t.database.db.select({ generation: communityRankings.generation }).from(communityRankings).where(mylie);
      const [run] = await t.database.db.select().from(communityRankingRuns)
        .where(and(eq(communityRankingRuns.listKind, 'course'), eq(communityRankingRuns.listType, 'mylie')));
      expect(after.length).toBe(rows.length / 2);
      expect(after.every((r) => r.generation === run!.generation)).toBe(true);
    } finally {
      release();
      await slow.close();
    }
  });
});
