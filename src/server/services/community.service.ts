/**
 * Community (issue 13, part 5): the feed, leaderboards, suggestions and friend scores over the
 * activity log and the community numbers.
 */
import type { FeedPage, FeedQuery, FriendScore, Leaderboard, LeaderboardQuery, Suggestion } from '../../shared/contracts/community.contract';
import { itemScore } from '../../shared/domain/ranking/score';
import type { ActivityRepository } from '../data/activity.repository';
import type { CommunityStatsRepository } from '../data/community-stats.repository';

export const SUGGESTIONS = 10;

export function communityService({ activity, stats }: { activity: ActivityRepository; stats: CommunityStatsRepository }) {
  return {
    feed(viewerId: string, q: FeedQuery): Promise<FeedPage> {
      return activity.feed(viewerId, q.before, q.limit);
    },

    async leaderboard(q: LeaderboardQuery, viewerId: string | null): Promise<Leaderboard> {
      const { rows, me } = await stats.leaderboard(q, viewerId);
      return { metric: q.metric, period: q.period, scope: q.scope, rows, me };
    },

    suggestions(viewerId: string): Promise<Suggestion[]> {
      return stats.suggestions(viewerId, SUGGESTIONS);
    },

    /** The mean of the My Lie scores of the followed golfers who ranked the course, one decimal. */
    async friendScore(viewerId: string, courseId: string): Promise<FriendScore> {
      const places = await stats.followedMyLiePlaces(viewerId, courseId);
      if (places.length === 0) return { courseId, score: null, golfers: 0 };
      // Scores are whole tenths: sum in tenths so the mean rounds half up exactly.
      const tenths = places.reduce((sum, p) => sum + Math.round(itemScore(p.bucket, p.index, p.size) * 10), 0);
      return { courseId, score: Math.round(tenths / places.length) / 10, golfers: places.length };
    },
  };
}

export type CommunityService = ReturnType<typeof communityService>;
