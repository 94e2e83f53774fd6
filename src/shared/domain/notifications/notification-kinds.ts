/**
 * What TPL tells golfers about (issue 35): every kind of notification, which channels each uses
 * unless the golfer says otherwise, and which kinds group. Pure data, shared by the server (what
 * it writes and sends) and the client (the settings screen, the bell's texts).
 */

export const NOTIFICATION_KINDS = [
  'follow',
  'trip.invited',
  'trip.accepted',
  'trip.declined',
  'trip.changed',
  'trip.reminder',
  'list.reaction',
  'list.saved',
  'panelist.decided',
  'list.hidden',
  'list.unhidden',
  'correction.accepted',
  'referral.joined',
  'payment.failed',
  'pro.ending',
  'report.handled',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelSettings = Record<NotificationChannel, boolean>;

/**
 * The kinds a golfer must not miss: they email (and push, where the golfer allowed push) unless
 * turned off. The rest are in the inbox only, until the golfer turns a channel on.
 */
export const MUST_NOT_MISS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'trip.invited', 'trip.changed', 'trip.reminder', 'payment.failed', 'pro.ending', 'panelist.decided', 'list.hidden',
]);

export function defaultChannels(kind: NotificationKind): ChannelSettings {
  const loud = MUST_NOT_MISS.has(kind);
  return { inApp: true, email: loud, push: loud };
}

/**
 * Noisy kinds group: while an entry of the same kind about the same thing is unread and its first
 * event is less than GROUP_WINDOW_MS old, a new event joins it ("Ailsa and 11 others reacted to
 * ...") instead of making another.
 */
export const GROUPED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['follow', 'list.reaction', 'list.saved', 'trip.changed']);
export const GROUP_WINDOW_MS = 60 * 60 * 1000;

/** At most this many actors are kept by name on a grouped entry; the count goes on. */
export const MAX_NAMED_ACTORS = 20;

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** What each kind is called on the settings screen. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  follow: 'New followers',
  'trip.invited': 'Trip invitations',
  'trip.accepted': 'A companion accepted your trip',
  'trip.declined': 'A companion declined your trip',
  'trip.changed': 'A trip you are on changed',
  'trip.reminder': 'The day before a trip',
  'list.reaction': 'Reactions on your lists',
  'list.saved': 'Your lists saved by others',
  'panelist.decided': 'Your panelist request decided',
  'list.hidden': 'Your list hidden by a moderator',
  'list.unhidden': 'Your list shown again',
  'correction.accepted': 'Your course corrections accepted',
  'referral.joined': 'A golfer you invited joined',
  'payment.failed': 'A Pro renewal payment failed',
  'pro.ending': 'Your Pro plan is ending',
  'report.handled': 'Your reports handled',
};
