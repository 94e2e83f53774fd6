/**
 * Blocks (issue 35): a golfer blocks or unblocks another. The block and the end of what joins the
 * two (a follow either way, a place on the other's trip) are one transaction; after it commits
 * the service tells the rest of the server: `follows-changed` for each follow it ended,
 * `trip-members-removed` for each trip (which tells no one, and forgets the trip's notifications
 * for the golfer taken off), and `user-blocked`. Nothing of it reaches the blocked golfer.
 */
import type { BlockState } from '../../shared/contracts/safety.contract';
import { mayBlock } from '../../shared/domain/safety/block-rules';
import type { BlocksRepository } from '../data/blocks.repository';
import type { UsersRepository } from '../data/users.repository';
import { ensure } from '../lib/refused';
import type { DomainEvent, DomainEvents } from './domain-events';

export function blocksService({ blocks, users, events }: { blocks: BlocksRepository; users: Pick<UsersRepository, 'exists'>; events: DomainEvents }) {
  const check = async (actorId: string, targetId: string) =>
    ensure(mayBlock({ actorId, targetId, targetExists: actorId !== targetId && (await users.exists(targetId)) }));

  return {
    async block(actorId: string, targetId: string): Promise<BlockState> {
      await check(actorId, targetId);
      const { created, endedFollows, endedCompanions } = await blocks.block(actorId, targetId);
      const ended: DomainEvent[] = endedFollows.map((f) => ({ type: 'follows-changed', ...f, following: false }));
      for (const c of endedCompanions) ended.push({ type: 'trip-members-removed', tripId: c.tripId, removedIds: [c.userId] });
      const blocked: DomainEvent[] = created ? [{ type: 'user-blocked', blockerId: actorId, blockedId: targetId }] : [];
      await events.emit(...ended, ...blocked);
      return { userId: targetId, isBlocked: true };
    },

    async unblock(actorId: string, targetId: string): Promise<BlockState> {
      await check(actorId, targetId);
      await blocks.unblock(actorId, targetId);
      return { userId: targetId, isBlocked: false };
    },
  };
}

export type BlocksService = ReturnType<typeof blocksService>;
