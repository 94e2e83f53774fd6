/**
 * The inbox (issue 35). As a listener on the domain events (after each write has committed), it
 * asks `notification-plan.ts` who is told what, reads each recipient's channels, writes the entry
 * (the data layer refuses what a block or a disabled account forbids), pokes the live streams and
 * hands new entries to the other channels (email, push). Reading renders each entry with the
 * reader's access: an entry about what they may no longer see is left out.
 */
import type { MarkReadBody, NotificationSettings, NotificationSettingsBody, NotificationView, NotificationsPage, NotificationsQuery } from '../../shared/contracts/notifications.contract';
import { defaultChannels, NOTIFICATION_KINDS, type NotificationKind } from '../../shared/domain/notifications/notification-kinds';
import { describeNotification } from '../../shared/domain/notifications/notification-text';
import type { NotificationFactsRepository } from '../data/notification-facts.repository';
import type { NotificationSettingsRepository } from '../data/notification-settings.repository';
import type { NotificationRow, NotificationsRepository } from '../data/notifications.repository';
import type { DomainEvent, DomainEventListener } from './domain-events';
import type { NotificationSender } from './notification-delivery';
import { notificationsOf, proEnding, tripReminders, type NotificationSubject, type PlannedNotification } from './notification-plan';

export interface NotificationsDeps {
  repo: NotificationsRepository;
  facts: NotificationFactsRepository;
  settings: NotificationSettingsRepository;
  /** Tells every process's streams that a golfer's inbox moved (this one's too). */
  announce(userId: string): Promise<void>;
  log: { error(obj: object, msg: string): void };
}

const PAGE = 20;
const displayName = (u: { displayName: string | null; fullName: string | null }) => u.displayName || u.fullName || 'A golfer';

export function notificationsService({ repo, facts, settings, announce, log }: NotificationsDeps) {
  const senders: NotificationSender[] = [];

  /** The entries as this reader may see them, in the order given. */
  async function render(readerId: string, rows: NotificationRow[]): Promise<NotificationView[]> {
    const subjects = rows.map((r) => r.subject as NotificationSubject);
    const ids = (pick: (s: NotificationSubject) => string | null | undefined) => [...new Set(subjects.map(pick).filter((v): v is string => !!v))];
    const [actors, lists, trips, courses] = await Promise.all([
      facts.actors(readerId, [...new Set(rows.flatMap((r) => r.actorIds))]),
      facts.ownLists(readerId, ids((s) => s.listId)),
      facts.tripsOf(readerId, ids((s) => s.tripId)),
      facts.courses(ids((s) => s.courseId)),
    ]);
    return rows.flatMap((r) => {
      const s = r.subject as NotificationSubject;
      const seen = r.actorIds.map((id) => actors.get(id)).filter((u) => u !== undefined);
      const hidden = r.actorIds.length - seen.length;
      const said = describeNotification({
        kind: r.kind as NotificationKind, userId: readerId,
        actors: seen.map((u) => ({ id: u._id, name: displayName(u) })), actorCount: Math.max(r.actorCount - hidden, seen.length),
        list: s.listId ? lists.get(s.listId) ?? null : undefined, trip: s.tripId ? trips.get(s.tripId) ?? null : undefined,
        course: s.courseId ? courses.get(s.courseId) ?? null : undefined, approved: s.approved, left: s.left, date: s.date,
      });
      if (!said) return [];
      return [{
        id: r.id, seq: r.seq, kind: r.kind as NotificationKind, actors: seen.slice(0, 3), actorCount: Math.max(r.actorCount - hidden, seen.length),
        text: said.text, path: said.path, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), read: r.readAt != null,
      }];
    });
  }

  /** Writes one planned entry and tells the streams and the other channels. */
  async function deliver(p: PlannedNotification): Promise<void> {
    const channels = (await settings.chosenFor([p.userId], p.kind)).get(p.userId) ?? defaultChannels(p.kind);
    if (!channels.inApp && !channels.email && !channels.push) return;
    const written = await repo.write({ ...p, inApp: channels.inApp });
    if (!written) return;
    if (channels.inApp) await announce(p.userId);
    // Email and push speak only of new entries, and only where the golfer has them on.
    if (!written.isNew || senders.length === 0 || !(channels.email || channels.push)) return;
    const row = await repo.one(written.id);
    const [view] = row ? await render(p.userId, [row]) : [];
    if (!view) return;
    for (const sender of senders) {
      try {
        await sender.send({ notificationId: written.id, userId: p.userId, kind: p.kind, channels, text: view.text, path: view.path, isNew: true });
      } catch (err) {
        log.error({ err, channel: sender.name, notification: written.id }, 'a notification channel failed; the inbox entry stands');
      }
    }
  }

  /** Entries a golfer may no longer see go before they could be read. */
  async function forget(event: DomainEvent): Promise<void> {
    if (event.type === 'trip-members-removed') await repo.forgetAbout('tripId', event.tripId, event.removedIds);
    if (event.type === 'list-deleted') await repo.forgetAbout('listId', event.list.listId);
    if (event.type === 'trip-answered' && event.answer !== 'accepted') await repo.forgetAbout('tripId', event.tripId, [event.golferId]);
    // A block: what either did leaves the other's inbox (and the unread count) at once.
    if (event.type === 'user-blocked') {
      await repo.forgetActor(event.blockerId, event.blockedId);
      await repo.forgetActor(event.blockedId, event.blockerId);
      await announce(event.blockerId);
    }
  }

  const recorder: DomainEventListener = async (event) => {
    await forget(event);
    const listOwnerId = event.type === 'item-reacted' ? await facts.listOwner(event.list.listId) : undefined;
    for (const planned of notificationsOf(event, { listOwnerId })) await deliver(planned);
  };

  return {
    recorder,
    render,
    addSender: (sender: NotificationSender) => { senders.push(sender); },

    async page(userId: string, q: NotificationsQuery): Promise<NotificationsPage> {
      const limit = q.limit ?? PAGE;
      const rows = await repo.page(userId, q.before, limit);
      return {
        items: await render(userId, rows), unread: await repo.unread(userId),
        nextBefore: rows.length === limit ? rows[rows.length - 1]!.seq : null,
      };
    },

    async markRead(userId: string, body: MarkReadBody): Promise<{ unread: number }> {
      await repo.markRead(userId, 'all' in body ? 'all' : body.ids);
      await announce(userId);
      return { unread: await repo.unread(userId) };
    },

    async settings(userId: string): Promise<NotificationSettings> {
      const chosen = await settings.chosen(userId);
      return {
        kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, chosen[k] ?? defaultChannels(k)])) as NotificationSettings['kinds'],
        emailDigest: await settings.emailDigest(userId),
      };
    },

    async saveSettings(userId: string, body: NotificationSettingsBody): Promise<NotificationSettings> {
      if (body.kinds) await settings.choose(userId, body.kinds);
      if (body.emailDigest !== undefined) await settings.setEmailDigest(userId, body.emailDigest);
      return this.settings(userId);
    },

    /** The daily reminders: trips starting the day after `now` (UTC), cancelled plans ending within 7 days. Each once. */
    async sweep(now = new Date()): Promise<number> {
      const tomorrow = new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
      const planned = [
        ...(await facts.tripsStartingOn(tomorrow)).flatMap(tripReminders),
        ...(await facts.proEndingBetween(now, new Date(now.getTime() + 7 * 24 * 3600 * 1000))).map(proEnding),
      ];
      for (const p of planned) await deliver(p);
      return planned.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
