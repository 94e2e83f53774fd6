/**
 * What the map knows about the signed-in golfer: which courses they played or keep in a wishlist
 * or watchlist (pins are drawn differently), which pins the map filter shows, and, for the
 * "played" and "on my lists" filters, the markers of the golfer's own courses (those can lie
 * anywhere in the world, so they come from their own fetch rather than the viewport's).
 *
 * Stage one holds only this small store: the shell (stage two, which has the signed-in user)
 * publishes into it, so the golfer's course ids arrive with the shell and add nothing to the
 * JavaScript before the first draw.
 */
import { useSyncExternalStore } from 'react';
import type { CourseMarker } from '../shared/contracts/courses.contract';

export const MAP_FILTERS = ['all', 'played', 'unplayed', 'lists'] as const;
export type MapFilter = (typeof MAP_FILTERS)[number];

export interface GolferMarks {
  played: ReadonlySet<string>;
  wishlist: ReadonlySet<string>;
  watchlist: ReadonlySet<string>;
}

export interface GolferMapState {
  /** Null while signed out (pins are plain and the filter is ignored). */
  marks: GolferMarks | null;
  /** Changes whenever the golfer's played courses do (a "not yet played" viewport depends on them). */
  playedKey: string | null;
  filter: MapFilter;
  /** The golfer's own courses as markers (played, wishlists, watchlists); null until loaded. */
  own: readonly CourseMarker[] | null;
}

const FILTER_KEY = 'tpl.mapFilter';

function storedFilter(): MapFilter {
  try {
    const v = window.localStorage.getItem(FILTER_KEY);
    return (MAP_FILTERS as readonly string[]).includes(v ?? '') ? (v as MapFilter) : 'all';
  } catch {
    return 'all';
  }
}

let state: GolferMapState = { marks: null, playedKey: null, filter: typeof window === 'undefined' ? 'all' : storedFilter(), own: null };
const listeners = new Set<() => void>();

function update(next: Partial<GolferMapState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const setGolferMarks = (marks: GolferMarks | null, playedKey: string | null = null): void =>
  update({ marks, playedKey: marks ? playedKey : null, ...(marks ? {} : { own: null }) });
export const setOwnCourses = (own: readonly CourseMarker[] | null): void => update({ own });
export function setMapFilter(filter: MapFilter): void {
  try {
    window.localStorage.setItem(FILTER_KEY, filter);
  } catch {
    // Private mode: the filter still applies for this visit.
  }
  update({ filter });
}

export const golferMapState = (): GolferMapState => state;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useGolferMapState = (): GolferMapState => useSyncExternalStore(subscribe, golferMapState, golferMapState);

/** The filter in force: any filter needs a signed-in golfer. */
export const effectiveFilter = (s: GolferMapState): MapFilter => (s.marks ? s.filter : 'all');
