/**
 * The route of the trip open in the planner: one line per day through its rounds in order, in
 * the day's colour. The planner publishes it here and clears it when it closes; the map draws it
 * under the trip's numbered pins. Null while no trip is open.
 */
import { useSyncExternalStore } from 'react';

export interface RouteLine {
  day: number;
  color: string;
  /** [lng, lat] in the order driven. */
  coordinates: [number, number][];
}

let lines: readonly RouteLine[] | null = null;
const listeners = new Set<() => void>();

export function setTripRoute(next: readonly RouteLine[] | null): void {
  lines = next;
  listeners.forEach((l) => l());
}

export const tripRoute = (): readonly RouteLine[] | null => lines;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useTripRoute = (): readonly RouteLine[] | null => useSyncExternalStore(subscribe, tripRoute, tripRoute);
