/**
 * A community ranking's revisions remembered between writes on PostgreSQL (data/ranking-revisions.ts,
 * issue 34): two apps on one database, each with its own pool and listener, as two replicas would
 * be. A replica answers a ranking page without reading its revision again until a write announces
 * that it moved; a write through one replica reaches the other's answers within a second.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_REVISIONS_CHANNEL } from '../../src/server/data/ranking-revisions';
import { queryRows } from '../../src/server/db/client';
import { createScratchPostgres } from '../support/scratch-postgres';
import { eventually } from '../api/helpers/eventually';
import { multiEnv } from './helpers/multi-env';
import { startReplica, type Replica } from './helpers/replica-app';

let scratch: { url: string; drop: () => Promise<void> };
let a: Replica;
let b: Replica;

const etag = async (r: Replica) => {
  const res = await r.app.app.inject('/api/lists/preset/my-lie');
  expect(res.statusCode).toBe(200);
  return res.headers.etag;
};
const computedAt = async (r: Replica) => (await r.app.app.inject('/api/lists/preset/my-lie')).json().data.computedAt as string;

beforeAll(async () => {
  scratch = await createScratchPostgres(multiEnv().postgres, 'tpl_multi');
  a = await startReplica(scratch.url);
  b = await startReplica(scratch.url);
  await a.app.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
  // Both listeners are up (they connect in the background at start).
  await eventually(async () => {
    const listening = await queryRows<{ n: number }>(a.database.db, sql`
      select count(*)::int as n from pg_stat_activity where application_name = 'tpl-ranking-revisions' and datname = current_database()`);
    expect(listening[0]!.n).toBe(2);
  }, 5000);
});
afterAll(async () => {
  for (const r of [a, b]) await r?.close();
  await scratch?.drop();
});

describe('ranking revisions between replicas', () => {
  it('are remembered until announced: a revision moved in SQL alone is not seen, its announcement is', async () => {
    const before = await computedAt(b);
    expect(Date.parse(before)).toBeGreaterThan(Date.now() - 60_000);
    await a.database.db.execute(sql`update community_ranking_runs set revision = revision + 1, computed_at = '2020-01-01T00:00:00Z'
      where list_kind = 'course' and list_type = 'mylie'`);
    // The page kept for the remembered revision.
    expect(await computedAt(b)).toBe(before);
    await a.database.db.execute(sql`select pg_notify(${RANKING_REVISIONS_CHANNEL}, '')`);
    await eventually(async () => expect(await computedAt(b)).toBe('2020-01-01T00:00:00.000Z'), 1000);
  });

  it('a recompute through one replica reaches the other\'s answers within a second', async () => {
    const before = await etag(b);
    expect(before).toBeTruthy();
    await a.app.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
    const after = await etag(a);
    expect(after).not.toBe(before);
    await eventually(async () => expect(await etag(b)).toBe(after), 1000);
  });
});
