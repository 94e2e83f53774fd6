/**
 * The community rankings (Plackett-Luce over golfers' lists), recomputed in the background after
 * the events that change them (once across replicas, by the job lock); registers
 * /community-rankings. Needs: the database, the events, the job lock, the env's recompute delay,
 * the logger, the panel's places. Exports: the service (App.communityRankings; index.ts computes
 * at start).
 */
import { communityRankingsRepository } from '../data/community-rankings.repository';
import type { PanelRankingsRepository } from '../data/panel-rankings.repository';
import { recomputeMarksRepository } from '../data/recompute-marks.repository';
import { communityRankingsRoutes } from '../routes/community-rankings/community-rankings.routes';
import { communityRankingsService, DEFAULT_RECOMPUTE_DELAY_MS } from '../services/community-rankings.service';
import type { ModuleContext } from './module-context';

export function communityRankingsModule({ database, env, events, jobs, log, routes }: ModuleContext, { panelPlaces }: { panelPlaces: PanelRankingsRepository['places'] }) {
  const communityRankings = communityRankingsService(communityRankingsRepository(database.db, { chunkedReads: database.driver === 'pglite', rememberRevisions: database.driver === 'pglite' }), {
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
