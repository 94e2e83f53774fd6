/**
 * What the planner shows of a plan's route: per day, the straight-line legs between its rounds
 * in order (distances as the crow flies: no drive time, see route-text.ts); the map's numbered
 * pins ("2·1": day 2, first stop) and lines.
 */
import type { ListPin } from '../../../map/list-pins-state';
import type { RouteLine } from '../../../map/trip-route-state';
import { legsKm } from '../../../shared/domain/trips/route-order';
import { dayColor } from './day-colors';
import { atStop, type Plan } from './trip-plan';

export interface DayRoute {
  day: number;
  /** The day's legs added up, in km as the crow flies. */
  km: number;
  legs: number[];
}

export function dayRoutes(plan: Plan): DayRoute[] {
  return plan.map((rounds, i) => {
    const legs = legsKm(rounds.map(atStop));
    const km = legs.reduce((a, b) => a + b, 0);
    return { day: i + 1, km, legs };
  });
}

export function tripPins(plan: Plan): ListPin[] {
  let order = 0;
  return plan.flatMap((rounds, i) => rounds.map((r, j) => ({
    courseId: r.course._id,
    lng: r.course.location.lng,
    lat: r.course.location.lat,
    label: `${i + 1}·${j + 1}`,
    rank: ++order,
    color: dayColor(i + 1).pin,
  })));
}

export const tripLines = (plan: Plan): RouteLine[] =>
  plan.map((rounds, i) => ({
    day: i + 1,
    color: dayColor(i + 1).line,
    coordinates: rounds.map((r) => [r.course.location.lng, r.course.location.lat] as [number, number]),
  })).filter((l) => l.coordinates.length >= 2);
