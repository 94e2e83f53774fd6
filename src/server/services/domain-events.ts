/**
 * The one way writes tell the rest of the server what happened. A service emits events after its
 * transaction commits (never from inside one, never from a route or a repository); listeners
 * react: the Community feed records activity, the community rankings schedule a recompute. A
 * listener that fails is logged and does not undo or fail the write that already happened.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ListReaction, RankBucket } from '../../shared/domain/list-rules';
import type { ListKind } from '../../shared/domain/enums';

/** The list an event is about, with what listeners need to know of it without reading it. */
export interface ListRef {
  listId: string;
  kind: ListKind;
  type: string;
}

export type DomainEvent =
  /** Courses newly marked played (not those already played). */
  | { type: 'courses-played'; golferId: string; courseIds: string[] }
  /** Courses no longer played; they left My Lie with it. */
  | { type: 'courses-unplayed'; golferId: string; courseIds: string[] }
  | { type: 'list-created'; golferId: string; list: ListRef }
  /** Name, description or visibility saved; `madePrivate` when a public list became private. */
  | { type: 'list-saved'; list: ListRef; visibilityChanged: boolean; madePrivate: boolean }
  | { type: 'list-deleted'; list: ListRef }
  /** A new item in a course or hole list (`rank` is 1-based). */
  | { type: 'item-ranked'; golferId: string; list: ListRef; itemId: string; rank: number; bucket: RankBucket | null; holeNumber: number | null }
  /** Items moved, swapped, removed, or a trip's rounds changed. */
  | { type: 'items-changed'; list: ListRef }
  | { type: 'item-reacted'; golferId: string; list: ListRef; itemId: string; reaction: ListReaction }
  /** A golfer followed (`following`) or unfollowed another. */
  | { type: 'follows-changed'; followerId: string; followeeId: string; following: boolean }
  /** An admin's course write: `deleted` when the course is gone. */
  | { type: 'course-changed'; courseId: string; deleted: boolean }
  /** Who is on the course panel or what their votes may count changed: an approval, a revocation or withdrawal, an account disabled or enabled, a declared conflict. */
  | { type: 'panel-changed' }
  /** A golfer saved someone else's list (a new save only). */
  | { type: 'list-bookmarked'; golferId: string; ownerId: string; list: ListRef }
  /** An admin hid a list, or showed it again. */
  | { type: 'list-moderated'; ownerId: string; list: ListRef; hidden: boolean }
  /** Golfers newly invited on a trip (by its owner). */
  | { type: 'trip-invited'; tripId: string; ownerId: string; invitedIds: string[] }
  /** An invited golfer accepted or declined, or a companion left. */
  | { type: 'trip-answered'; tripId: string; ownerId: string; golferId: string; answer: 'accepted' | 'declined' | 'left' }
  /** A trip's dates or its days' plan changed: `memberIds` are the owner and the companions who accepted. */
  | { type: 'trip-changed'; tripId: string; actorId: string; memberIds: string[] }
  /** Golfers taken off a trip by its owner (invited or companions). */
  | { type: 'trip-members-removed'; tripId: string; removedIds: string[] }
  /** An admin approved or rejected a golfer's request to join the panel. */
  | { type: 'panelist-decided'; golferId: string; requestId: string; approved: boolean }
  /** An admin accepted a golfer's suggested course correction. */
  | { type: 'correction-accepted'; golferId: string; correctionId: string; courseId: string | null }
  /** A golfer signed up with another's invite code. */
  | { type: 'referral-joined'; referrerId: string; joinedId: string }
  /** A Pro renewal was declined: `eventId` is the payment provider's event (told once). */
  | { type: 'payment-failed'; golferId: string; eventId: string }
  /** A golfer blocked another (issue 35); the blocked golfer is never told. */
  | { type: 'user-blocked'; blockerId: string; blockedId: string }
  /** An admin dismissed or acted on a report (issue 35): the reporter is told it was handled, never how. */
  | { type: 'report-handled'; reportId: string; reporterId: string };

export type DomainEventListener = (event: DomainEvent) => void | Promise<void>;

export interface DomainEvents {
  /** Tells every listener, one event after the other; resolves when they are done. */
  emit(...events: DomainEvent[]): Promise<void>;
  on(listener: DomainEventListener): void;
}

export function domainEvents(log: FastifyBaseLogger): DomainEvents {
  const listeners: DomainEventListener[] = [];
  return {
    async emit(...events) {
      for (const event of events) {
        for (const listener of listeners) {
          try {
            await listener(event);
          } catch (err) {
            log.error({ err, event: event.type }, 'a listener failed on a domain event; the write itself stands');
          }
        }
      }
    },
    on(listener) {
      listeners.push(listener);
    },
  };
}
