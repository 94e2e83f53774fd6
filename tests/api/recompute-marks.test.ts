/**
 * Pending community recomputes outlive the process (issue 32, item 14): list writes answered just
 * before a crash (here: the app closed while its recompute was still waiting for its quiet spell,
 * which drops the in-memory mark as a crash would) reach the rankings at the next start, and the
 * mark is cleared only by a recompute that began after the write that made it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { recomputeMarks } from '../../src/server/data/community.schema';
import { recomputeMarksRepository } from '../../src/server/data/recompute-marks.repository';
import { createIdentity } from '../../src/server/identity/identity';
import { insertFilterableCourses, rankCourses, rankedIds } from './helpers/community';
import { createGolfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Far longer than the test: nothing recomputes on its own. */
const AN_HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ communityDelayMs: AN_HOUR });
  await t.communityRankings.recomputeAtStart();
  await t.panelRankings.recomputeAtStart();
});
afterAll(() => t.close());

/** Another server process's app on the same database, as a restart builds it (not started yet). */
const restartedApp = (): Promise<App> => buildApp({
  env: { adminEmails: new Set(), RATE_LIMIT_MAX: 100_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined, COMMUNITY_RECOMPUTE_DELAY_MS: AN_HOUR },
  database: t.database,
  identity: createIdentity({ projectId: 'demo-tpl', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST }),
});

const marks = async () => (await t.database.db.select({ job: recomputeMarks.job, key: recomputeMarks.key }).from(recomputeMarks))
  .map((m) => `${m.job} ${m.key}`).sort();

describe('pending recomputes across a crash', () => {
  it('list writes answered before the crash reach the rankings at the next start, and the marks are then cleared', async () => {
    const [A, B, C] = await insertFilterableCourses(t, [{ clubName: 'Alpha' }, { clubName: 'Bravo' }, { clubName: 'Charlie' }]) as [string, string, string];
    const golfers = await Promise.all([1, 2, 3].map(() => createGolfer(t)));
    for (const g of golfers) await rankCourses(t, g, [C, A, B]);
    expect(await rankedIds(t, '/api/lists/preset/my-lie')).toEqual([]);
    // Answered writes have their marks in the database (the panel's too: courses were marked played).
    expect(await marks()).toEqual(expect.arrayContaining(['community course:mylie', 'panel course:mylie']));

    // The crash: the process goes before its quiet spell ends; what it held in memory is lost.
    await t.app.close();

    const first = await restartedApp();
    try {
      expect((await first.app.inject('/api/lists/preset/my-lie')).json().data.items).toEqual([]);
      await first.communityRankings.recomputeAtStart();
      await first.panelRankings.recomputeAtStart();
      const ranked = (await first.app.inject('/api/lists/preset/my-lie')).json().data.items.map((i: { course: { _id: string } }) => i.course._id);
      expect(ranked).toEqual([C, A, B]);
      expect(await marks()).toEqual([]);
    } finally {
      await first.app.close();
    }

    // A second restart finds nothing pending and recomputes nothing.
    const second = await restartedApp();
    try {
      const before = await second.app.inject('/api/lists/preset/my-lie');
      await second.communityRankings.recomputeAtStart();
      const after = await second.app.inject('/api/lists/preset/my-lie');
      expect(after.json().data.computedAt).toBe(before.json().data.computedAt);
    } finally {
      await second.app.close();
    }
  });

  it('a mark made after a recompute began survives it; the next recompute clears it', async () => {
    const store = recomputeMarksRepository(t.database.db, 'community');
    await store.add(['course:most_fun']);
    const began = await store.now();
    // A write while the recompute runs: its mark is newer than the run's start.
    await store.add(['course:most_fun']);
    await store.clear('course:most_fun', began);
    expect(await store.pending()).toContain('course:most_fun');
    await store.clear('course:most_fun', await store.now());
    expect(await store.pending()).not.toContain('course:most_fun');
    // Each job clears only its own marks.
    await recomputeMarksRepository(t.database.db, 'panel').add(['course:most_fun']);
    await store.clear('course:most_fun', await store.now());
    expect(await marks()).toContain('panel course:most_fun');
  });
});
