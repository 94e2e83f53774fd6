/**
 * Background recomputes once across replicas (data/job-lock.ts, lib/recompute-job.ts): two apps
 * on one PostgreSQL database, as two replicas would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { queryRows } from '../../src/server/db/client';
import { sql } from 'drizzle-orm';
import { COMMUNITY_RANKINGS } from '../../src/shared/domain/community-rankings';
import { createScratchPostgres } from '../support/scratch-postgres';
import { eventually } from '../api/helpers/eventually';
import { multiEnv } from './helpers/multi-env';
import { startReplica, type Replica } from './helpers/replica-app';

let scratch: { url: string; drop: () => Promise<void> };
let a: Replica;
let b: Replica;

beforeAll(async () => {
  scratch = await createScratchPostgres(multiEnv().postgres, 'tpl_multi');
  a = await startReplica(scratch.url, { communityDelayMs: 200 });
  b = await startReplica(scratch.url, { communityDelayMs: 200 });
});
afterAll(async () => {
  for (const r of [a, b]) await r?.close();
  await scratch?.drop();
});

const revisions = () => queryRows<{ kind: string; type: string; revision: number }>(a.database.db,
  sql`select list_kind as kind, list_type as type, revision from community_ranking_runs order by 1, 2`);

describe('background recomputes across replicas', () => {
  it('two replicas starting on an empty database compute the rankings once', async () => {
    await Promise.all([a, b].flatMap((r) => [r.app.communityRankings.recomputeAtStart(), r.app.panelRankings.recomputeAtStart()]));
    await Promise.all([a, b].flatMap((r) => [r.app.communityRankings.settled(), r.app.panelRankings.settled()]));
    const runs = await revisions();
    expect(runs).toHaveLength(COMMUNITY_RANKINGS.length);
    // Revision 1: each ranking was written by one run (a second run of a ranking moves it to 3).
    expect(runs.filter((r) => r.revision !== 1)).toEqual([]);
    const panel = await queryRows<{ n: number }>(a.database.db, sql`select count(*)::int as n from panel_ranking_runs`);
    expect(panel[0]!.n).toBeGreaterThan(0);
  });

  it('a recompute another process is running is skipped, stays due and runs once the lock is free', async () => {
    const before = (await revisions()).find((r) => r.kind === 'course' && r.type === 'mylie')!.revision;
    // Another process (this test's own connection) holds the ranking's job lock.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    await holder.query(`select pg_advisory_lock(hashtext('tpl-jobs'), hashtext('community-rankings:course:mylie'))`);
    try {
      const reports = await a.app.communityRankings.recompute([{ kind: 'course', type: 'mylie' }]);
      expect(reports).toEqual([]);
      expect((await revisions()).find((r) => r.type === 'mylie')!.revision).toBe(before);
    } finally {
      await holder.end();
    }
    // Released: the skipped key runs after the quiet spell (200 ms here) without another change.
    await eventually(async () => expect((await revisions()).find((r) => r.type === 'mylie')!.revision).toBeGreaterThan(before), 5000);
  });
});
