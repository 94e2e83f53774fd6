/**
 * What a notification says and which screen it opens (issue 35), from the entry as its reader may
 * see it: the actors still visible to them, the names of things they may read. The same sentence
 * shows in the bell, an email's subject and a push. Pure and table-tested.
 */
import type { NotificationKind } from './notification-kinds';

export interface NotificationFacts {
  kind: NotificationKind;
  /** The reader. */
  userId: string;
  /** Visible actors, newest first: id and name. */
  actors: { id: string; name: string }[];
  /** All visible actors, named or not (a grouped entry names the first few). */
  actorCount: number;
  list?: { id: string; name: string } | null;
  trip?: { id: string; name: string } | null;
  course?: { id: string; name: string } | null;
  approved?: boolean;
  left?: boolean;
  /** trip.reminder: the day it starts; pro.ending: when the plan ends (ISO). */
  date?: string;
}

/** "Ailsa", "Ailsa and Ben", "Ailsa and 11 others". */
export function whoText(actors: { name: string }[], count: number): string {
  const first = actors[0]?.name ?? 'Someone';
  if (count <= 1) return first;
  if (count === 2 && actors[1]) return `${first} and ${actors[1].name}`;
  const others = count - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const quoted = (name: string) => `“${name}”`;

function dayText(iso: string | undefined): string {
  if (!iso) return 'soon';
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? 'soon' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The sentence and the app path; null when the reader may no longer see what it is about. */
export function describeNotification(f: NotificationFacts): { text: string; path: string } | null {
  const who = whoText(f.actors, f.actorCount);
  const actor = f.actors[0];
  const needsActor = ['follow', 'list.reaction', 'list.saved', 'trip.invited', 'trip.accepted', 'trip.declined', 'trip.changed', 'referral.joined'];
  if (needsActor.includes(f.kind) && !actor) return null;
  const list = f.list;
  const trip = f.trip;
  switch (f.kind) {
    case 'follow':
      return { text: `${who} followed you`, path: f.actorCount > 1 ? `/users/${f.userId}/followers` : `/users/${actor!.id}` };
    case 'list.reaction':
      return list ? { text: `${who} reacted to ${quoted(list.name)}`, path: `/lists/${list.id}` } : null;
    case 'list.saved':
      return list ? { text: `${who} saved ${quoted(list.name)}`, path: `/lists/${list.id}` } : null;
    case 'list.hidden':
      return list ? { text: `A moderator hid your list ${quoted(list.name)}`, path: `/lists/${list.id}` } : null;
    case 'list.unhidden':
      return list ? { text: `Your list ${quoted(list.name)} is shown again`, path: `/lists/${list.id}` } : null;
    case 'trip.invited':
      return trip ? { text: `${who} invited you on ${quoted(trip.name)}`, path: `/trip-planner/${trip.id}` } : null;
    case 'trip.accepted':
      return trip ? { text: `${who} accepted your trip ${quoted(trip.name)}`, path: `/trip-planner/${trip.id}` } : null;
    case 'trip.declined':
      return trip ? { text: `${who} ${f.left ? 'left' : 'declined'} your trip ${quoted(trip.name)}`, path: `/trip-planner/${trip.id}` } : null;
    case 'trip.changed':
      return trip ? { text: `${who} changed the plan of ${quoted(trip.name)}`, path: `/trip-planner/${trip.id}` } : null;
    case 'trip.reminder':
      return trip ? { text: `${quoted(trip.name)} starts tomorrow, ${dayText(f.date)}`, path: `/trip-planner/${trip.id}` } : null;
    case 'panelist.decided':
      return f.approved
        ? { text: 'You are on the course panel: your rankings now count for the panel', path: '/panel' }
        : { text: 'Your course panel request was decided: you are not on the panel', path: '/panel' };
    case 'correction.accepted':
      return f.course
        ? { text: `Your correction to ${f.course.name} was accepted`, path: `/courses/${f.course.id}` }
        : { text: 'Your course correction was accepted', path: '/' };
    case 'referral.joined':
      return { text: `${who} joined TPL with your invite`, path: `/users/${actor!.id}` };
    case 'payment.failed':
      return { text: 'Your Pro renewal payment failed: update your card to keep Pro', path: '/pro' };
    case 'pro.ending':
      return { text: `Your Pro plan ends on ${dayText(f.date)}`, path: '/pro' };
    case 'report.handled':
      return { text: 'Thank you: a moderator looked at your report', path: '/' };
  }
}
