/**
 * The numbered pins of the ranked list that is open (`/lists/{id}`): its courses with their ranks.
 * The list screen publishes them here and clears them when it closes; the map draws them above
 * every other layer. Null while no list is open.
 */
import { useSyncExternalStore } from 'react';

export interface ListPin {
  courseId: string;
  lng: number;
  lat: number;
  /** What the pin reads: the course's rank ("3"), or its ranks in a hole list ("2,5"). */
  label: string;
  /** The best (smallest) rank at this pin: better ranks are drawn on top. */
  rank: number;
  /** The pin's fill when it is not the list amber (a trip's day colour). */
  color?: string;
}

let pins: readonly ListPin[] | null = null;
const listeners = new Set<() => void>();

export function setListPins(next: readonly ListPin[] | null): void {
  pins = next;
  listeners.forEach((l) => l());
}

export const listPins = (): readonly ListPin[] | null => pins;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useListPins = (): readonly ListPin[] | null => useSyncExternalStore(subscribe, listPins, listPins);
