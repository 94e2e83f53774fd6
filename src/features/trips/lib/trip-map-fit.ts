/**
 * What the trip's map is fitted to, and when (issue 32). The map shows every round (the
 * destination only while there is none), once the plan is there, never the destination alone
 * before the plan has loaded.
 *
 * When it is fitted again: only when the set of places changes (a course added or removed, by the
 * golfer or a companion), and only if one of them is then outside the part of the map the golfer
 * sees. Moving a round to another day or place, the shortest route, a tee time or a note change
 * no place, so they never move the map; and between such changes the map is the golfer's to pan
 * and zoom (the candidates follow it), so the planner never takes it back.
 */
import type { Destination } from '../../../shared/contracts/trips.contract';
import type { Plan } from './trip-plan';

export interface LngLat {
  lng: number;
  lat: number;
}

/** The places to frame and their identity: the trip and the set of its courses (or its destination). */
export interface FitTarget {
  tripId: string;
  /** Equal for the same set of places, whatever their order or days. */
  key: string;
  points: LngLat[];
}

/** Around a destination without rounds yet: about 25 km each way, the reach of a day's golf. */
export const DESTINATION_SPAN_DEG = 0.25;

/** Null until the plan is loaded, and for a trip with neither rounds nor a destination. */
export function tripFitTarget(tripId: string, plan: Plan | null, destination: Destination | null): FitTarget | null {
  if (!plan) return null;
  const courses = new Map(plan.flat().map((r) => [r.course._id, r.course.location]));
  if (courses.size > 0) {
    const ids = [...courses.keys()].sort();
    return { tripId, key: ids.join(','), points: ids.map((id) => ({ lng: courses.get(id)!.lng, lat: courses.get(id)!.lat })) };
  }
  if (!destination) return null;
  const d = DESTINATION_SPAN_DEG;
  return {
    tripId,
    key: `@${destination.lat},${destination.lng}`,
    points: [{ lng: destination.lng - d, lat: destination.lat - d / 2 }, { lng: destination.lng + d, lat: destination.lat + d / 2 }],
  };
}

/**
 * Whether to fit the map to `next`, given what it was last fitted to or checked against (`last`)
 * and whether every one of `next`'s places already shows on the map.
 */
export function shouldFitTrip(last: Pick<FitTarget, 'tripId' | 'key'> | null, next: Pick<FitTarget, 'tripId' | 'key'>, allInView: boolean): boolean {
  if (!last || last.tripId !== next.tripId) return true; // the trip opens: show it
  if (last.key === next.key) return false; // the same places: the map is the golfer's
  return !allInView; // a place came or went: fit only if one would be out of sight
}
