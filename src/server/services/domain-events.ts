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
