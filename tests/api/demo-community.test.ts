/**
 * The demo community of the local default: seeded once (a second seed changes nothing), shown by
 * the community screens through the real API, and removed without a trace.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { demoCommunityRepository } from '../../src/server/data/demo-community.repository';
import { demoCommunityService } from '../../src/server/services/demo-community.service';
import type { FeedPage, Leaderboard, Suggestion } from '../../src/shared/contracts/community.contract';
import type { CommunityRanking } from '../../src/shared/contracts/community-rankings.contract';
import type { NotificationsPage } from '../../src/shared/contracts/notifications.contract';
import type { PanelRanking } from '../../src/shared/contracts/panel-rankings.contract';
import type { PublicUser } from '../../src/shared/contracts/users.contract';
import { createGolfer, type Golfer } from './helpers/golfers';
import { call } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let account: Golfer;
let service: ReturnType<typeof demoCommunityService>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // The demo account as its first sign-in made it (npm start's seed makes the same row before).
  account = await createGolfer(t, { displayName: 'Demo Golfer' });
  service = demoCommunityService({
    demo: demoCommunityRepository(t.database.db, { skipForeignKeyChecks: t.database.driver === 'pglite' }),
    rankingsChanged: async () => { await t.communityRankings.recompute(); await t.panelRankings.recompute(); },
  });
});
afterAll(() => t.close());

/** Columns a recompute rewrites whatever the lists are: when, how long, how often, under which generation of rows. */
const VOLATILE: Record<string, string[]> = {
  community_ranking_runs: ['computed_at', 'duration_ms', 'iterations', 'revision', 'generation'], community_rankings: ['generation'],
  panel_ranking_runs: ['computed_at'],
};

/** Every row of every table, as sorted JSON per table (what a golfer wrote and what was computed from it). */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(t.database.db, sql`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: Record<string, unknown> }>(t.database.db, sql`select row_to_json(x) as row from ${sql.identifier(name)} x`);
    out[name] = rows.map(({ row }) => {
      for (const column of VOLATILE[name] ?? []) delete row[column];
      return JSON.stringify(row);
    }).sort();
  }
  return out;
}

const seedAccount = () => ({ firebaseUid: account.uid, email: account.email, displayName: 'Demo Golfer', photoUrl: null });
const get = <T>(url: string, who: Golfer | null = account) => call(t, 'GET', url, who).then((res) => {
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
});

describe('the demo community', () => {
  let before: Record<string, string[]>;
  let seeded: Record<string, string[]>;
  let golfers = 0;

  it('is seeded once: a second seed changes nothing', async () => {
    await t.communityRankings.recompute();
    await t.panelRankings.recompute();
    before = await snapshot();
    const written = await service.seed({ account: seedAccount() });
    expect(written).not.toBeNull();
    golfers = written!.golfers;
    expect(golfers).toBeGreaterThanOrEqual(30);
    expect(written!.lists).toBeGreaterThan(60);
    seeded = await snapshot();
    expect(seeded.users!.length).toBe(before.users!.length + golfers);
    expect(seeded.community_rankings!.length).toBeGreaterThan(40);

    expect(await service.seed({ account: seedAccount() })).toBeNull();
    expect(await snapshot()).toEqual(seeded);
  });

  it('fills the community screens: search, feed, golfers to follow, leaderboards, community rankings, an invitation', async () => {
    const found = await get<PublicUser[]>('/api/users/search?terms=Fiona%20Mackay', null);
    expect(found[0]).toMatchObject({ displayName: 'Fiona Mackay', isDemo: true });

    const feed = await get<FeedPage>('/api/community/feed');
    expect(feed.items.length).toBeGreaterThan(5);
    expect(feed.items.every((e) => e.actor.isDemo)).toBe(true);
    expect(new Set(feed.items.map((e) => e.kind)).size).toBeGreaterThan(1);

    const suggestions = await get<Suggestion[]>('/api/community/suggestions');
    expect(suggestions).toHaveLength(10);
    expect(suggestions.every((s) => s.user.isDemo && s.playedCourses > 0)).toBe(true);

    const board = await get<Leaderboard>('/api/community/leaderboard?metric=played&period=all&scope=everyone', null);
    expect(board.rows.length).toBeGreaterThan(5);
    const overall = await get<CommunityRanking>('/api/lists/preset?kind=course&type=mylie', null);
    expect(overall.total).toBeGreaterThan(40);
    expect(overall.items[0]!.golfers).toBeGreaterThanOrEqual(3);

    // The panel: the demo panelists' My Lie lists, two conflicts declared and left out.
    const panel = await get<PanelRanking>('/api/lists/panel', null);
    expect(panel.run).toMatchObject({ roster: 19, panelists: 19, conflicts: 2 });
    expect(panel.total).toBeGreaterThan(20);
    expect(overall.items.some((i) => i.panel !== null)).toBe(true);

    const profile = await get<{ counts: { followers: number; following: number } }>(`/api/users/${account.id}`);
    expect(profile.counts.followers).toBeGreaterThan(5);
    expect(profile.counts.following).toBeGreaterThan(5);
    const trips = await call(t, 'GET', '/api/lists/trips', account);
    expect(trips.body).toContain('Fife links week');

    // The bell has what the community did with the account: its followers (one entry) and the invitation.
    const inbox = await get<NotificationsPage>('/api/notifications');
    expect(inbox.unread).toBe(2);
    expect(inbox.items).toHaveLength(2);
    expect(inbox.items.map((n) => n.text)).toEqual(expect.arrayContaining([
      expect.stringMatching(/ and \d+ others followed you$/), expect.stringMatching(/ invited you on “Fife links week”$/),
    ]));
  });

  it('is removed with everything of its golfers, leaving no trace', async () => {
    // What the demo account did meanwhile with demo golfers goes too: following one, reacting to a list.
    const fiona = (await get<PublicUser[]>('/api/users/search?terms=Fiona%20Mackay', null))[0]!;
    expect((await call(t, 'POST', `/api/users/${fiona._id}/follow`, account)).statusCode).toBe(200);

    expect(await service.remove()).toBe(golfers);
    expect(await snapshot()).toEqual(before);
    expect((await get<Suggestion[]>('/api/community/suggestions'))).toEqual([]);
    expect((await get<CommunityRanking>('/api/lists/preset?kind=course&type=mylie', null)).total).toBe(0);
    expect((await get<PanelRanking>('/api/lists/panel', null)).run.roster).toBe(0);
  });

  it('can be seeded again after removal', async () => {
    expect((await service.seed({ account: seedAccount() }))?.golfers).toBe(golfers);
    expect(await service.remove()).toBe(golfers);
  });
});
