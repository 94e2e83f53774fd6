/**
 * Which notifications a domain event makes (issue 35): who is told, of what kind, by whom, about
 * what, and how it groups. Pure: the recorder reads the few facts an event does not carry (a
 * list's owner) and writes what this answers; whether a golfer hears it at all (blocks, disabled
 * accounts, their settings) is checked when it is written.
 */
import { GROUPED_KINDS, type NotificationKind } from '../../shared/domain/notifications/notification-kinds';
import type { DomainEvent } from './domain-events';

/** What an entry is about, by id only (names are read with the reader's access). */
export interface NotificationSubject {
  listId?: string;
  itemId?: string;
  tripId?: string;
  courseId?: string | null;
  correctionId?: string;
  reportId?: string;
  approved?: boolean;
  /** trip.declined: the companion left after accepting (else they declined the invitation). */
  left?: boolean;
  /** trip.reminder: the day it starts; pro.ending: when the plan ends (ISO). */
  date?: string;
}

export interface PlannedNotification {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  subject: NotificationSubject;
  /** Grouped kinds gather on this; null for the rest. */
  groupKey: string | null;
  /** Made at most once per golfer and kind with this key. */
  onceKey: string | null;
}

/** Facts the recorder read for the event. */
export interface EventFacts {
  /** The owner of the list an `item-reacted` event is about. */
  listOwnerId?: string | null;
}

function planned(userId: string, kind: NotificationKind, actorId: string | null, subject: NotificationSubject, thing: string, onceKey: string | null = null): PlannedNotification {
  return { userId, kind, actorId, subject, groupKey: GROUPED_KINDS.has(kind) ? `${kind}:${thing}` : null, onceKey };
}

/** The notifications an event makes; never one to the golfer who did it. */
export function notificationsOf(event: DomainEvent, facts: EventFacts = {}): PlannedNotification[] {
  const all = ((): PlannedNotification[] => {
    switch (event.type) {
      case 'follows-changed':
        return event.following ? [planned(event.followeeId, 'follow', event.followerId, {}, 'you')] : [];
      case 'item-reacted':
        return facts.listOwnerId
          ? [planned(facts.listOwnerId, 'list.reaction', event.golferId, { listId: event.list.listId, itemId: event.itemId }, event.list.listId)]
          : [];
      case 'list-bookmarked':
        return [planned(event.ownerId, 'list.saved', event.golferId, { listId: event.list.listId }, event.list.listId)];
      case 'list-moderated':
        return [planned(event.ownerId, event.hidden ? 'list.hidden' : 'list.unhidden', null, { listId: event.list.listId }, event.list.listId)];
      case 'trip-invited':
        return event.invitedIds.map((id) => planned(id, 'trip.invited', event.ownerId, { tripId: event.tripId }, event.tripId));
      case 'trip-answered':
        return [planned(event.ownerId, event.answer === 'accepted' ? 'trip.accepted' : 'trip.declined', event.golferId,
          { tripId: event.tripId, ...(event.answer === 'left' ? { left: true } : {}) }, event.tripId)];
      case 'trip-changed':
        return event.memberIds.map((id) => planned(id, 'trip.changed', event.actorId, { tripId: event.tripId }, event.tripId));
      case 'panelist-decided':
        return [planned(event.golferId, 'panelist.decided', null, { approved: event.approved }, event.requestId)];
      case 'correction-accepted':
        return [planned(event.golferId, 'correction.accepted', null, { correctionId: event.correctionId, courseId: event.courseId }, event.correctionId)];
      case 'referral-joined':
        return [planned(event.referrerId, 'referral.joined', event.joinedId, {}, event.joinedId)];
      case 'payment-failed':
        return [planned(event.golferId, 'payment.failed', null, {}, event.eventId, event.eventId)];
      case 'report-handled':
        return [planned(event.reporterId, 'report.handled', null, { reportId: event.reportId }, event.reportId, event.reportId)];
      default:
        return [];
    }
  })();
  return all.filter((n) => n.userId !== n.actorId);
}

/** The day before a trip: each of its golfers (owner and companions who accepted), once per start date. */
export function tripReminders(trip: { id: string; startDate: string; memberIds: string[] }): PlannedNotification[] {
  return trip.memberIds.map((id) => planned(id, 'trip.reminder', null, { tripId: trip.id, date: trip.startDate }, trip.id, `${trip.id}:${trip.startDate}`));
}

/** A cancelled plan ending within a week: once per end. */
export function proEnding(golfer: { id: string; endsAt: Date }): PlannedNotification {
  const date = golfer.endsAt.toISOString();
  return planned(golfer.id, 'pro.ending', null, { date }, golfer.id, date);
}
