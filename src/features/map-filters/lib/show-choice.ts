/**
 * The Show chip (signed in): all courses, the golfer's played ones, those not yet played, their
 * wishlist or watchlist, or their friends' courses. One choice at a time, kept in the URL as the
 * API's `only=` or `hide=played`.
 */
import type { MapFilters } from '../../../map/map-filters';

export const SHOW_CHOICES = ['all', 'played', 'unplayed', 'wishlist', 'watchlist', 'friends'] as const;
export type ShowChoice = (typeof SHOW_CHOICES)[number];

export const SHOW_LABELS: Record<ShowChoice, string> = {
  all: 'All courses',
  played: 'Played',
  unplayed: 'Not yet played',
  wishlist: 'Wishlist',
  watchlist: 'Watchlist',
  friends: "Friends' courses",
};

/**
 * The choice the filters make; null for a combination no single choice makes (a link with
 * `only=played,watchlist`), which the chip then names as it is.
 */
export function showChoice({ only, hide }: MapFilters): ShowChoice | null {
  if (!only && !hide) return 'all';
  if (!only && hide === 'played') return 'unplayed';
  if (only?.length === 1 && !hide) return only[0]!;
  return null;
}

export function withShow(filters: MapFilters, choice: ShowChoice): MapFilters {
  const { only: _only, hide: _hide, ...rest } = filters;
  if (choice === 'all') return rest;
  if (choice === 'unplayed') return { ...rest, hide: 'played' };
  return { ...rest, only: [choice] };
}

/** What the Show chip reads: "Played", or for a combination "Played, Watchlist". */
export function showSummary(filters: MapFilters): string {
  const choice = showChoice(filters);
  if (choice) return choice === 'all' ? 'Show' : SHOW_LABELS[choice];
  const parts = [...(filters.only ?? []).map((o) => SHOW_LABELS[o]), ...(filters.hide ? [SHOW_LABELS.unplayed] : [])];
  return parts.join(', ');
}
