/**
 * The route of the trip open in the planner: one line per day through its rounds in order, in
 * the day's colour. The planner publishes it here and clears it when it closes; the map draws it
 * under the trip's numbered pins. Null while no trip is open.
 */
import { valueStore } from './value-store';

export interface RouteLine {
  day: number;
  color: string;
  /** [lng, lat] in the order driven. */
  coordinates: [number, number][];
}

const store = valueStore<readonly RouteLine[] | null>(null);

export const setTripRoute = store.set;
export const tripRoute = store.get;
export const useTripRoute = store.use;
