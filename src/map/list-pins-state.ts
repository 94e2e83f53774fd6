/**
 * The numbered pins of the ranked list that is open (`/lists/{id}`): its courses with their ranks.
 * The list screen publishes them here and clears them when it closes; the map draws them above
 * every other layer. Null while no list is open.
 */
import { valueStore } from './value-store';

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

const store = valueStore<readonly ListPin[] | null>(null);

export const setListPins = store.set;
export const listPins = store.get;
export const useListPins = store.use;
