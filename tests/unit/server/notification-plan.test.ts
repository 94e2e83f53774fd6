import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/server/services/domain-events';
import { notificationsOf, proEnding, tripReminders } from '../../../src/server/services/notification-plan';

const list = { listId: 'l', kind: 'course' as const, type: 'custom' };
const brief = (e: DomainEvent, listOwnerId?: string) =>
  notificationsOf(e, { listOwnerId }).map((n) => `${n.userId} ${n.kind} by ${n.actorId ?? '-'} group ${n.groupKey ?? '-'} once ${n.onceKey ?? '-'}`);

describe('notificationsOf', () => {
  it.each<[string, DomainEvent, string | undefined, string[]]>([
    ['a follow tells the followed', { type: 'follows-changed', followerId: 'a', followeeId: 'b', following: true }, undefined, ['b follow by a group follow:you once -']],
    ['an unfollow tells nobody', { type: 'follows-changed', followerId: 'a', followeeId: 'b', following: false }, undefined, []],
    ['a reaction tells the owner, grouped per list', { type: 'item-reacted', golferId: 'a', list, itemId: 'i', reaction: 'fire' }, 'o', ['o list.reaction by a group list.reaction:l once -']],
    ['a reaction on a list gone tells nobody', { type: 'item-reacted', golferId: 'a', list, itemId: 'i', reaction: 'fire' }, undefined, []],
    ['a save', { type: 'list-bookmarked', golferId: 'a', ownerId: 'o', list }, undefined, ['o list.saved by a group list.saved:l once -']],
    ['a hide', { type: 'list-moderated', ownerId: 'o', list, hidden: true }, undefined, ['o list.hidden by - group - once -']],
    ['invitations, one each', { type: 'trip-invited', tripId: 't', ownerId: 'o', invitedIds: ['a', 'b'] }, undefined, ['a trip.invited by o group - once -', 'b trip.invited by o group - once -']],
    ['a companion left', { type: 'trip-answered', tripId: 't', ownerId: 'o', golferId: 'a', answer: 'left' }, undefined, ['o trip.declined by a group - once -']],
    ['a change tells every member but who made it', { type: 'trip-changed', tripId: 't', actorId: 'a', memberIds: ['o', 'a', 'b'] }, undefined, ['o trip.changed by a group trip.changed:t once -', 'b trip.changed by a group trip.changed:t once -']],
    ['a payment failed, once per event', { type: 'payment-failed', golferId: 'g', eventId: 'evt_1' }, undefined, ['g payment.failed by - group - once evt_1']],
    ['members removed tell nobody', { type: 'trip-members-removed', tripId: 't', removedIds: ['a'] }, undefined, []],
    ['a report handled tells the reporter, once', { type: 'report-handled', reportId: 'r', reporterId: 'g' }, undefined, ['g report.handled by - group - once r']],
    ['a block tells nobody', { type: 'user-blocked', blockerId: 'a', blockedId: 'b' }, undefined, []],
    ['course edits tell nobody', { type: 'course-changed', courseId: 'c', deleted: false }, undefined, []],
  ])('%s', (_name, event, owner, expected) => expect(brief(event, owner)).toEqual(expected));

  it('never tells golfers of their own doing (a golfer reacting on a list they own)', () => {
    expect(brief({ type: 'item-reacted', golferId: 'o', list, itemId: 'i', reaction: 'fire' }, 'o')).toEqual([]);
  });
});

describe('the sweeps', () => {
  it('remind each golfer of a trip once per start date, and a plan ending once per end', () => {
    expect(tripReminders({ id: 't', startDate: '2027-08-10', memberIds: ['o', 'a'] }).map((n) => `${n.userId} ${n.onceKey}`)).toEqual(['o t:2027-08-10', 'a t:2027-08-10']);
    expect(proEnding({ id: 'g', endsAt: new Date('2027-01-01T00:00:00Z') })).toMatchObject({ kind: 'pro.ending', onceKey: '2027-01-01T00:00:00.000Z' });
  });
});
