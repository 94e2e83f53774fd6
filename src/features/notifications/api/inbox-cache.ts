/**
 * The inbox as the client keeps it: pages of entries, newest first, the first page carrying the
 * unread count. Pure updates, so the stream and the mutations change the cache the same way.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationView, NotificationsPage } from '../../../shared/contracts/notifications.contract';

export type Inbox = InfiniteData<NotificationsPage, number | undefined>;

/** An entry that arrived live: it replaces its older self (a grouped entry grows) and goes first. */
export function withArrived(inbox: Inbox, n: NotificationView, unread: number): Inbox {
  const pages = inbox.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== n.id) }));
  const [first, ...rest] = pages;
  return { ...inbox, pages: [{ ...first!, items: [n, ...first!.items], unread }, ...rest] };
}

export function withUnread(inbox: Inbox, unread: number): Inbox {
  const [first, ...rest] = inbox.pages;
  return { ...inbox, pages: [{ ...first!, unread }, ...rest] };
}

/** Entries marked read (all of them, or the ids named), before the server answers. */
export function withRead(inbox: Inbox, ids: readonly number[] | 'all'): Inbox {
  const hit = (n: NotificationView) => ids === 'all' || ids.includes(n.id);
  const newlyRead = inbox.pages.flatMap((p) => p.items).filter((n) => hit(n) && !n.read).length;
  const pages = inbox.pages.map((p, i) => ({
    ...p,
    items: p.items.map((n) => (hit(n) ? { ...n, read: true } : n)),
    unread: i === 0 ? (ids === 'all' ? 0 : Math.max(0, p.unread - newlyRead)) : p.unread,
  }));
  return { ...inbox, pages };
}
