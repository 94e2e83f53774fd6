/**
 * What closing the app stops, in one onClose hook and in this order: the imports (no batch writes
 * or announces after), the course-change channel, the catalogue; then it waits for the
 * catalogue's index rebuilds and the rankings' recomputes to end. One hook, not one per module,
 * because the order matters. Needs: the root app and what the other modules export. Exports: nothing.
 */
import type { CourseChangeChannel } from '../data/course-changes.channel';
import type { CommunityRankingsService } from '../services/community-rankings.service';
import type { CourseCatalogue } from '../services/course-catalogue';
import type { CourseImportsService } from '../services/course-imports.service';
import type { PanelRankingsService } from '../services/panel-rankings.service';
import type { ModuleContext } from './module-context';

export interface ShutdownNeeds {
  imports: CourseImportsService;
  courseChanges?: CourseChangeChannel;
  catalogue: CourseCatalogue;
  communityRankings: CommunityRankingsService;
  panelRankings: PanelRankingsService;
}

export function shutdownModule({ app }: ModuleContext, { imports, courseChanges, catalogue, communityRankings, panelRankings }: ShutdownNeeds): void {
  app.addHook('onClose', async () => {
    await imports.close();
    await courseChanges?.close();
    catalogue.close();
    await Promise.all([catalogue.settled(), communityRankings.close(), panelRankings.close()]);
  });
}
