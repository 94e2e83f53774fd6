import { describe, expect, it } from 'vitest';
import { describeNotification, whoText, type NotificationFacts } from '../../../src/shared/domain/notifications/notification-text';

const me = 'me';
const ailsa = { id: 'a', name: 'Ailsa' };
const ben = { id: 'b', name: 'Ben' };
const list = { id: 'l', name: 'Links of Fife' };
const trip = { id: 't', name: 'East Lothian' };
const facts = (f: Partial<NotificationFacts> & Pick<NotificationFacts, 'kind'>): NotificationFacts => ({ userId: me, actors: [ailsa], actorCount: 1, ...f });

describe('whoText', () => {
  it.each<[{ name: string }[], number, string]>([
    [[ailsa], 1, 'Ailsa'],
    [[ailsa, ben], 2, 'Ailsa and Ben'],
    [[ailsa, ben], 3, 'Ailsa and 2 others'],
    [[ailsa], 2, 'Ailsa and 1 other'],
    [[ailsa, ben], 12, 'Ailsa and 11 others'],
    [[], 0, 'Someone'],
  ])('%j, %i', (actors, count, text) => expect(whoText(actors, count)).toBe(text));
});

describe('describeNotification', () => {
  it.each<[string, NotificationFacts, { text: string; path: string } | null]>([
    ['one follower opens their profile', facts({ kind: 'follow' }), { text: 'Ailsa followed you', path: '/users/a' }],
    ['many open the followers', facts({ kind: 'follow', actors: [ailsa, ben], actorCount: 5 }), { text: 'Ailsa and 4 others followed you', path: '/users/me/followers' }],
    ['a reaction names the list', facts({ kind: 'list.reaction', list, actorCount: 12, actors: [ailsa, ben] }), { text: 'Ailsa and 11 others reacted to “Links of Fife”', path: '/lists/l' }],
    ['a list no longer yours says nothing', facts({ kind: 'list.reaction', list: null }), null],
    ['an actor no longer visible says nothing', facts({ kind: 'follow', actors: [], actorCount: 0 }), null],
    ['a trip you left says nothing', facts({ kind: 'trip.invited', trip: null }), null],
    ['an invitation opens the trip', facts({ kind: 'trip.invited', trip }), { text: 'Ailsa invited you on “East Lothian”', path: '/trip-planner/t' }],
    ['a companion who left', facts({ kind: 'trip.declined', trip, left: true }), { text: 'Ailsa left your trip “East Lothian”', path: '/trip-planner/t' }],
    ['the reminder has no actor', facts({ kind: 'trip.reminder', trip, actors: [], actorCount: 0, date: '2027-08-10' }), { text: '“East Lothian” starts tomorrow, 10 August 2027', path: '/trip-planner/t' }],
    ['a hidden list', facts({ kind: 'list.hidden', list, actors: [], actorCount: 0 }), { text: 'A moderator hid your list “Links of Fife”', path: '/lists/l' }],
    ['a denied panel request', facts({ kind: 'panelist.decided', approved: false, actors: [], actorCount: 0 }), { text: 'Your course panel request was decided: you are not on the panel', path: '/panel' }],
    ['a correction to a course gone', facts({ kind: 'correction.accepted', course: null, actors: [], actorCount: 0 }), { text: 'Your course correction was accepted', path: '/' }],
    ['a failed payment opens Pro', facts({ kind: 'payment.failed', actors: [], actorCount: 0 }), { text: 'Your Pro renewal payment failed: update your card to keep Pro', path: '/pro' }],
    ['a report handled names no action', facts({ kind: 'report.handled', actors: [], actorCount: 0 }), { text: 'Thank you: a moderator looked at your report', path: '/' }],
  ])('%s', (_name, f, said) => expect(describeNotification(f)).toEqual(said));
});
