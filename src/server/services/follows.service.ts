/**
 * Following and unfollowing: the write, then the event (after it committed) for those who keep
 * something of the follow graph (the map's friends' courses, services/map-scopes.ts).
 */
import { blockedWriteRefusal } from '../../shared/domain/safety/block-rules';
import type { BlocksRepository } from '../data/blocks.repository';
import type { FollowsRepository } from '../data/follows.repository';
import { ensure } from '../lib/refused';
import type { DomainEvents } from './domain-events';

export function followsService(follows: Pick<FollowsRepository, 'follow' | 'unfollow'>, events: DomainEvents, blocks: Pick<BlocksRepository, 'between'>) {
  return {
    /** True when the golfer was not following yet. A block either way answers as for no such golfer. */
    async follow(followerId: string, followeeId: string): Promise<boolean> {
      ensure(blockedWriteRefusal(await blocks.between(followerId, followeeId), 'Golfer'));
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
