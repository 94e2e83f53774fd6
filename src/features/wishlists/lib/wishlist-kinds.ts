/** How each kind of wishlist (wishlist or watchlist) is named and reached (spec sections 2, 4 and 7). */
import { Eye, Heart, type LucideIcon } from 'lucide-react';
import { WISHLIST_PURPOSE, type Wishlist, type WishlistKind } from '../../../shared/contracts/wishlists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';

export interface WishlistCopy {
  /** "wishlist" */
  noun: string;
  /** "Wishlist" */
  title: string;
  /** "Wishlists" */
  plural: string;
  /** The screen: /wishlists */
  path: string;
  icon: LucideIcon;
  /** Chakra colour palette of the highlighted button. */
  palette: string;
  purpose: string;
}

export const WISHLIST_COPY: Record<WishlistKind, WishlistCopy> = {
  wishlist: { noun: 'wishlist', title: 'Wishlist', plural: 'Wishlists', path: '/wishlists', icon: Heart, palette: 'red', purpose: WISHLIST_PURPOSE.wishlist },
  watchlist: { noun: 'watchlist', title: 'Watchlist', plural: 'Watchlists', path: '/watchlists', icon: Eye, palette: 'accent', purpose: WISHLIST_PURPOSE.watchlist },
};

export const listsOf = (me: Pick<CurrentUser, 'wishlists' | 'watchlists'> | undefined, kind: WishlistKind): Wishlist[] =>
  (kind === 'wishlist' ? me?.wishlists : me?.watchlists) ?? [];

/** The lists of this kind that hold the course (the icon is highlighted when there is any). */
export const listsHolding = (me: Pick<CurrentUser, 'wishlists' | 'watchlists'> | undefined, kind: WishlistKind, courseId: string) =>
  listsOf(me, kind).filter((l) => l.courses.includes(courseId));

/** The user with one list replaced (or appended, or removed with `null`). */
export function withList<T extends Pick<CurrentUser, 'wishlists' | 'watchlists'>>(
  me: T | undefined, kind: WishlistKind, id: string, list: Wishlist | null,
): T | undefined {
  if (!me) return me;
  const key = kind === 'wishlist' ? 'wishlists' : 'watchlists';
  const lists = me[key];
  const at = lists.findIndex((l) => l._id === id);
  const next = list === null ? lists.filter((l) => l._id !== id)
    : at === -1 ? [...lists, list]
    : lists.map((l) => (l._id === id ? list : l));
  return { ...me, [key]: next };
}

/** The user with the course put in or taken out of one list (an optimistic toggle and its undo). */
export function withCourseInList<T extends Pick<CurrentUser, 'wishlists' | 'watchlists'>>(
  me: T | undefined, kind: WishlistKind, listId: string, courseId: string, inList: boolean,
): T | undefined {
  const list = listsOf(me, kind).find((l) => l._id === listId);
  if (!me || !list || list.courses.includes(courseId) === inList) return me;
  const courses = inList ? [...list.courses, courseId] : list.courses.filter((id) => id !== courseId);
  return withList(me, kind, listId, { ...list, courses });
}

export const courseCount = (n: number) => `${n} course${n === 1 ? '' : 's'}`;
