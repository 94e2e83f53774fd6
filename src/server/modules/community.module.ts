/**
 * The community page and its feed. Builds: the activity and community-stats repositories, the feed
 * recorder (first listener on the events: what golfers did becomes the feed), the community
 * service; registers /community. Needs: the database, the events. Exports: nothing.
 */
import { activityRepository } from '../data/activity.repository';
import { communityStatsRepository } from '../data/community-stats.repository';
import { communityRoutes } from '../routes/community/community.routes';
import { communityService } from '../services/community.service';
import { feedRecorder } from '../services/feed-recorder';
import type { ModuleContext } from './module-context';

export function communityModule({ database, events, routes }: ModuleContext): void {
  const activity = activityRepository(database.db);
  events.on(feedRecorder(activity));
  routes((api) => api.register(communityRoutes, {
    community: communityService({ activity, stats: communityStatsRepository(database.db) }),
  }));
}
