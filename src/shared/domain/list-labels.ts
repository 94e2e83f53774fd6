/**
 * How lists read to people: the spec names the list types (section 3) but not their labels, so
 * these are ours. 'mylie' is the "My Lie" screen's list; the rest say what they rank.
 */
import type { ListKind, ListType } from './enums';

const TYPE_LABELS: Record<ListType, string> = {
  wishlist: 'Wishlist',
  watchlist: 'Watchlist',
  played: 'Played',
  mylie: 'My Lie',
  bucket_list: 'Bucket list',
  hidden_gems: 'Hidden gems',
  most_fun: 'Most fun',
  best_value: 'Best value',
  munis: 'Munis',
  beauty: 'Beauty',
  vibe: 'Vibe',
  executive: 'Executive',
  custom: 'Custom',
  openers: 'Openers',
  closers: 'Closers',
  hardest: 'Hardest',
  par_3s: 'Par 3s',
  par_4s: 'Par 4s',
  par_5s: 'Par 5s',
  greensites: 'Green sites',
  gems: 'Gems',
  strategic: 'Strategic',
  trip: 'Trip',
};

export function listTypeLabel(type: string): string {
  return TYPE_LABELS[type as ListType] ?? type.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/** "3 courses", "1 hole": hole lists rank holes, course lists and trips hold courses. */
export function listItemsText(kind: ListKind, count: number): string {
  const noun = kind === 'hole' ? 'hole' : 'course';
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The line under a list's name: its type (and "hole list" for holes, whose types say less) and what it holds. */
export function listSummaryText(list: { kind: ListKind; type: string; itemCount: number }): string {
  const type = list.kind === 'hole' ? `${listTypeLabel(list.type)} (holes)` : listTypeLabel(list.type);
  return `${type} · ${listItemsText(list.kind, list.itemCount)}`;
}
