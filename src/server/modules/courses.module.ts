/**
 * The course catalogue: the courses in memory (search, viewport, card cache), its merges, the
 * credited sources, golfers' corrections. Listens to the other processes' course changes (before
 * the indexes load, so a change made meanwhile is applied after them), then opens the catalogue.
 * Registers /courses and the corrections. Needs: the database, the events, the logger, the
 * course-change channel (none: this process is the only one), the played repository.
 * Exports: the catalogue (App.catalogue; search, health, admin, import) and the merges repository.
 */
import { coursesRepository } from '../data/courses.repository';
import type { CourseChangeChannel } from '../data/course-changes.channel';
import { courseMergeRepository } from '../data/course-merge.repository';
import { creditedSources } from '../data/course-source-reads';
import { correctionsRepository } from '../data/corrections.repository';
import type { PlayedRepository } from '../data/played.repository';
import { mapScopeRepository } from '../data/map-scope.repository';
import { mapScopes } from '../services/map-scopes';
import { correctionsRoutes } from '../routes/courses/corrections.routes';
import { coursesRoutes } from '../routes/courses/courses.routes';
import { correctionsService } from '../services/corrections.service';
import { CourseCatalogue } from '../services/course-catalogue';
import { courseMerger } from '../services/course-merge.service';
import type { ModuleContext } from './module-context';

export async function coursesModule(
  { database, events, log, routes }: ModuleContext,
  { courseChanges, played }: { courseChanges?: CourseChangeChannel; played: PlayedRepository },
) {
  const merges = courseMergeRepository(database.db);
  const catalogue = new CourseCatalogue(coursesRepository(database.db), events, courseMerger(merges), {
    announcer: courseChanges,
    onAnnounceError: (err) => log.error({ err }, 'a course change could not be announced to the other processes'),
  });
  // Listening before the indexes load: a change made meanwhile is applied after them, not missed.
  await courseChanges?.listen({
    onChange: (change) => catalogue.apply(change),
    onResync: () => catalogue.resync(),
    onTrouble: (err, what) => log.warn({ err }, what),
  });
  await catalogue.open();
  const scope = mapScopes(mapScopeRepository(database.db));
  events.on((event) => {
    if (event.type === 'follows-changed') scope.forget(event.followerId);
  });
  routes(async (api) => {
    await api.register(coursesRoutes, { catalogue, played, scope, creditedSources: () => creditedSources(database.db) });
    await api.register(correctionsRoutes, { service: correctionsService({ repo: correctionsRepository(database.db), catalogue, events }) });
  });
  return { catalogue, merges };
}
