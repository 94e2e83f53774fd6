/**
 * What the map knows about the signed-in golfer: which courses they played or keep in a wishlist
 * or watchlist (pins are drawn with a ring). Which courses show is the URL's filters
 * (map-filters.ts: `only=played`, `hide=played`, ...), answered by the server.
 *
 * Stage one holds only this small store: the shell (stage two, which has the signed-in user)
 * publishes into it, so the golfer's course ids arrive with the shell and add nothing to the
 * JavaScript before the first draw.
 */
import { useSyncExternalStore } from 'react';

export interface GolferMarks {
  played: ReadonlySet<string>;
  wishlist: ReadonlySet<string>;
  watchlist: ReadonlySet<string>;
}

export interface GolferMapState {
  /** Null while signed out (pins are plain, and `only` and `hide` are not asked for). */
  marks: GolferMarks | null;
  /** Changes whenever the golfer's marks do (an `only` or `hide` viewport depends on them). */
  marksKey: string | null;
}

let state: GolferMapState = { marks: null, marksKey: null };
const listeners = new Set<() => void>();

export function setGolferMarks(marks: GolferMarks | null, marksKey: string | null = null): void {
  state = { marks, marksKey: marks ? marksKey : null };
  listeners.forEach((l) => l());
}

export const golferMapState = (): GolferMapState => state;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useGolferMapState = (): GolferMapState => useSyncExternalStore(subscribe, golferMapState, golferMapState);
