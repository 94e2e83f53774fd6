/**
 * Following and unfollowing: the write, then the event (after it committed) for those who keep
 * something of the follow graph (the map's friends' courses, services/map-scopes.ts).
 */
import type { FollowsRepository } from '../data/follows.repository';
import type { DomainEvents } from './domain-events';

export function followsService(follows: Pick<FollowsRepository, 'follow' | 'unfollow'>, events: DomainEvents) {
  return {
    /** True when the golfer was not following yet. */
    async follow(followerId: string, followeeId: string): Promise<boolean> {
      const created = await follows.follow(followerId, followeeId);
      if (created) await events.emit({ type: 'follows-changed', followerId, followeeId, following: true });
      return created;
    },
    /** True when the golfer was following. */
    async unfollow(followerId: string, followeeId: string): Promise<boolean> {
      const removed = await follows.unfollow(followerId, followeeId);
      if (removed) await events.emit({ type: 'follows-changed', followerId, followeeId, following: false });
      return removed;
    },
  };
}

export type FollowsService = ReturnType<typeof followsService>;
