/**
 * `npm run demo:seed` and `npm run demo:remove`: puts the demo community into the database of the
 * local default (the one `npm start` seeds on a fresh install), or removes it and everything of
 * its golfers in one transaction; then recomputes the community rankings. Stop `npm start` first:
 * PGlite's folder is one process's at a time. Refused with NODE_ENV=production.
 */
import { communityRankingsRepository } from '../data/community-rankings.repository';
import { demoCommunityRepository } from '../data/demo-community.repository';
import { panelConflictsRepository } from '../data/panel-conflicts.repository';
import { panelRankingsRepository } from '../data/panel-rankings.repository';
import { recomputeMarksRepository } from '../data/recompute-marks.repository';
import { readEnv } from '../env';
import { communityRankingsService } from '../services/community-rankings.service';
import { demoCommunityService } from '../services/demo-community.service';
import { panelRankingsService } from '../services/panel-rankings.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { openCommandDatabase } from './open-command-database';

const command = process.argv[2];
if (command !== 'seed' && command !== 'remove') {
  console.error('Usage: tsx src/server/cli/demo-community.ts seed|remove');
  process.exit(2);
}
// This command serves no links: a stand-in PUBLIC_URL keeps production's requirement from hiding the refusal below.
const env = readEnv({ PUBLIC_URL: 'http://127.0.0.1', ...process.env });
if (env.NODE_ENV === 'production') {
  console.error('The demo community is for the local default only; nothing was changed.');
  process.exit(1);
}

const database = await openCommandDatabase(env, command === 'seed' ? 'demo:seed' : 'demo:remove');
try {
  await database.migrate();
  const rankings = communityRankingsService(communityRankingsRepository(database.db, { chunkedReads: database.driver === 'pglite' }), {
    delayMs: 0, log: { error: (obj, msg) => console.error(msg, obj), info: () => {} }, marks: recomputeMarksRepository(database.db, 'community'),
  });
  const log = { error: (obj: unknown, msg: string) => console.error(msg, obj), info: () => {} };
  // The command writes nothing a listener hears: the rankings are recomputed here, by hand.
  const events = { emit: async () => {}, on: () => {} };
  const panel = panelRankingsService(
    { repo: panelRankingsRepository(database.db), conflicts: panelConflictsRepository(database.db), events }, { delayMs: 0, log, marks: recomputeMarksRepository(database.db, 'panel') },
  );
  const repo = demoCommunityRepository(database.db, { skipForeignKeyChecks: database.driver === 'pglite' });
  const demo = demoCommunityService({ demo: repo, rankingsChanged: async () => { await rankings.recompute(); await panel.recompute(); } });
  if (command === 'seed') {
    // The demo account joins in if it has signed in here (npm start makes its row on a fresh install).
    const written = await demo.seed({ account: await repo.accountByEmail(DEMO_ACCOUNTS[0].email) });
    console.log(written
      ? `Seeded the demo community: ${written.golfers} golfers, ${written.lists} lists, ${written.follows} follows. Community and panel rankings recomputed.`
      : 'The demo community is there already; nothing changed.');
  } else {
    const removed = await demo.remove();
    console.log(`Removed the demo community: ${removed} golfers and everything of theirs. Community and panel rankings recomputed.`);
  }
  await Promise.all([rankings.close(), panel.close()]);
} finally {
  await database.close();
}
