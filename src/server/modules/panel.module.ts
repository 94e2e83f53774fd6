/**
 * The course panel: panelists (requests, approvals, conflicts) and the panel rankings, recomputed
 * in the background after the events that change them (once across replicas, by the job lock).
 * Registers /panelists and /panel-rankings. Needs: the database, the events, the job lock, the
 * env's recompute delay, the logger. Exports: the panel rankings service (App.panelRankings) and
 * the panel's places (the community rankings show them beside the crowd's).
 */
import { panelConflictsRepository } from '../data/panel-conflicts.repository';
import { panelRankingsRepository } from '../data/panel-rankings.repository';
import { panelistsRepository } from '../data/panelists.repository';
import { recomputeMarksRepository } from '../data/recompute-marks.repository';
import { panelRankingsRoutes } from '../routes/panel-rankings/panel-rankings.routes';
import { panelistsRoutes } from '../routes/panelists/panelists.routes';
import { DEFAULT_RECOMPUTE_DELAY_MS } from '../services/community-rankings.service';
import { panelRankingsService } from '../services/panel-rankings.service';
import { panelistsService } from '../services/panelists.service';
import type { ModuleContext } from './module-context';

export function panelModule({ database, env, events, jobs, log, routes }: ModuleContext) {
  const repo = panelRankingsRepository(database.db);
  const panelRankings = panelRankingsService(
    { repo, conflicts: panelConflictsRepository(database.db), events },
    { delayMs: env.COMMUNITY_RECOMPUTE_DELAY_MS ?? DEFAULT_RECOMPUTE_DELAY_MS, log, lock: jobs, marks: recomputeMarksRepository(database.db, 'panel') },
  );
  events.on((event) => panelRankings.onEvent(event));
  const panelists = panelistsRepository(database.db);
  routes(async (api) => {
    await api.register(panelistsRoutes, { panelists: panelistsService({ repo: panelists, events }), repo: panelists });
    await api.register(panelRankingsRoutes, { panel: panelRankings });
  });
  return { panelRankings, panelPlaces: repo.places };
}
