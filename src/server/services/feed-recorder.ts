/**
 * The Community feed's side of the domain events: what golfers did, written to the activity log
 * once the write that did it has committed. A feed entry is a record of the write, not part of it:
 * if this fails the write stands and the failure is logged (`domain-events.ts`).
 */
import type { ActivityRepository } from '../data/activity.repository';
import type { DomainEventListener } from './domain-events';

export function feedRecorder(activity: ActivityRepository): DomainEventListener {
  return async (event) => {
    switch (event.type) {
      case 'courses-played':
        return activity.recordPlayed(event.golferId, event.courseIds);
      case 'list-created':
        return activity.recordListEvent({ actorId: event.golferId, kind: 'list_created', listId: event.list.listId });
      case 'item-ranked':
        return activity.recordListEvent({
          actorId: event.golferId, kind: 'ranked', listId: event.list.listId, itemId: event.itemId,
          payload: { rank: event.rank, bucket: event.bucket, holeNumber: event.holeNumber },
        });
      case 'item-reacted':
        return activity.recordListEvent({
          actorId: event.golferId, kind: 'reacted', listId: event.list.listId, itemId: event.itemId, payload: { reaction: event.reaction },
        });
      case 'list-saved':
        // A list made private takes its activity out of every feed.
        return event.madePrivate ? activity.forgetList(event.list.listId) : undefined;
      default:
        return undefined;
    }
  };
}
