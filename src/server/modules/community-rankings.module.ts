/**
 * The community rankings (Plackett-Luce over golfers' lists), recomputed in the background after
 * the events that change them (once across replicas, by the job lock); registers
 * /community-rankings. Needs: the database, the events, the job lock, the env's recompute delay,
 * the logger, the panel's places. Exports: the service (App.communityRankings; index.ts computes
 * at start).
 *
 * A ranking's revisions are remembered between the writes that move them (`data/ranking-revisions.ts`):
 * on PGlite always (its writes are this process's), on PostgreSQL while this process listens to
 * the other replicas' announcements of them.
 */
import { communityRankingsRepository } from '../data/community-rankings.repository';
import { listenToPostgres, type PgListener } from '../data/pg-listener';
import { RANKING_REVISIONS_CHANNEL, rankingRevisionsMoved } from '../data/ranking-revisions';
import type { PanelRankingsRepository } from '../data/panel-rankings.repository';
import { recomputeMarksRepository } from '../data/recompute-marks.repository';
import { communityRankingsRoutes } from '../routes/community-rankings/community-rankings.routes';
import { communityRankingsService, DEFAULT_RECOMPUTE_DELAY_MS } from '../services/community-rankings.service';
import type { ModuleContext } from './module-context';

/**
 * Whether revisions may be remembered now: on PostgreSQL, while listening to the channel (each
 * announcement, a reconnect or a lost connection forgets what was remembered); closed with the app.
 */
function revisionsListener({ app, database, log }: ModuleContext): () => boolean {
  const { url } = database;
  if (database.driver === 'pglite' || !url) return () => database.driver === 'pglite';
  const forget = () => rankingRevisionsMoved(database.db);
  let listener: PgListener | null = null;
  const listening = listenToPostgres(url, [RANKING_REVISIONS_CHANNEL], {
    onNotify: forget,
    onReconnected: forget,
    onTrouble: (err, retryInMs) => {
      forget();
      log.warn({ err, retryInMs }, 'the ranking revisions listener lost its connection; revisions are read every time until it is back');
    },
  }, { applicationName: 'tpl-ranking-revisions' }).then((l) => (listener = l), (err: unknown) => {
    log.warn({ err }, 'could not listen for ranking revisions; they are read every time');
    return null;
  });
  app.addHook('onClose', async () => { await (await listening)?.close(); });
  return () => listener?.connected ?? false;
}

export function communityRankingsModule(ctx: ModuleContext, { panelPlaces }: { panelPlaces: PanelRankingsRepository['places'] }) {
  const { database, env, events, jobs, log, routes } = ctx;
  const rememberRevisions = revisionsListener(ctx);
  const communityRankings = communityRankingsService(communityRankingsRepository(database.db, { chunkedReads: database.driver === 'pglite', rememberRevisions }), {
    delayMs: env.COMMUNITY_RECOMPUTE_DELAY_MS ?? DEFAULT_RECOMPUTE_DELAY_MS,
    log,
    panelPlaces,
    lock: jobs,
    marks: recomputeMarksRepository(database.db, 'community'),
  });
  events.on((event) => communityRankings.onEvent(event));
  routes((api) => api.register(communityRankingsRoutes, { community: communityRankings }));
  return { communityRankings };
}
