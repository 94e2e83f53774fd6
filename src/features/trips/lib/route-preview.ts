/**
 * The shortest route, shown before it is saved (issue 32): which rounds move to which day and
 * place, the distance before and after, and what happens to tee times; then what Undo says.
 *
 * A tee time belongs to its round, not to the day: a round the route moves to another day takes
 * its tee time along (as a drag to another day does), and the preview names each such round and
 * its new day so the golfer can check the booking before confirming. Nothing is cleared.
 *
 * The reordering itself is route-order.ts (pure, table-tested); this only compares two plans.
 */
import { pathLengthKm } from '../../../shared/domain/trips/route-order';
import { distanceChangeText, type DistanceUnits } from './route-text';
import { atStop, orderDays, orderWholeTrip, type Plan, type PlanRound } from './trip-plan';

/** "Shortest route for the trip" (one route over every day) or "Shortest route each day". */
export type RouteMode = 'trip' | 'days';

/** 1-based, as the planner numbers them ("2·1": day 2, first stop). */
export interface RoundPlace {
  day: number;
  stop: number;
}
export interface RoundMove {
  round: PlanRound;
  from: RoundPlace;
  to: RoundPlace;
}
export interface RoutePreview {
  mode: RouteMode;
  before: Plan;
  after: Plan;
  /** The rounds whose day or place changes, in their new order. */
  moves: RoundMove[];
  /** What the mode shortens, in km as the crow flies. */
  km: { before: number; after: number };
}

/**
 * The distance a mode shortens: for the trip, the one route through every round in day order
 * (the hops from one day's last course to the next day's first included); for each day, the sum
 * of the days' own routes.
 */
export function routeKm(plan: Plan, mode: RouteMode): number {
  return mode === 'trip' ? pathLengthKm(plan.flat().map(atStop)) : plan.reduce((km, day) => km + pathLengthKm(day.map(atStop)), 0);
}

export function previewRoute(plan: Plan, mode: RouteMode): RoutePreview {
  const after = mode === 'trip' ? orderWholeTrip(plan) : orderDays(plan);
  const was = new Map(plan.flatMap((rounds, i) => rounds.map((r, j) => [r, { day: i + 1, stop: j + 1 }] as const)));
  const moves = after.flatMap((rounds, i) => rounds.flatMap((round, j) => {
    const from = was.get(round);
    const to = { day: i + 1, stop: j + 1 };
    return from && (from.day !== to.day || from.stop !== to.stop) ? [{ round, from, to }] : [];
  }));
  return { mode, before: plan, after, moves, km: { before: routeKm(plan, mode), after: routeKm(after, mode) } };
}

/** A plan's rounds as they show (course, day, place, tee time, note): equal for the same plan, saved or not. */
export const planKey = (plan: Plan): string =>
  JSON.stringify(plan.map((rounds) => rounds.map((r) => [r.course._id, r.teeTime, r.note])));

const rounds = (n: number) => `${n} round${n === 1 ? '' : 's'}`;
const dayName = (day: number, dayLabels: readonly string[]) => (dayLabels[day - 1] ? `Day ${day} (${dayLabels[day - 1]})` : `Day ${day}`);

export const ROUTE_TITLES: Record<RouteMode, string> = { trip: 'Shortest route for the trip', days: 'Shortest route each day' };

/** What the preview says first: how much changes, or that nothing would. */
export function previewSummary(preview: RoutePreview): string {
  const { moves } = preview;
  if (moves.length === 0) return 'This is already the shortest route found: nothing would change.';
  const changeDay = moves.filter((m) => m.from.day !== m.to.day).length;
  const parts = [
    changeDay > 0 ? `${rounds(changeDay)} change${changeDay === 1 ? 's' : ''} day` : null,
    moves.length > changeDay ? `${rounds(moves.length - changeDay)} change${moves.length - changeDay === 1 ? 's' : ''} place within ${preview.mode === 'trip' ? 'a' : 'its'} day` : null,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/** "Day 2 (Tue 4 May) → Day 1 (Mon 3 May)", or within a day "Day 1: stop 2 → stop 1". */
export function moveText(move: RoundMove, dayLabels: readonly string[]): string {
  if (move.from.day === move.to.day) return `Day ${move.to.day}: stop ${move.from.stop} → stop ${move.to.stop}`;
  return `${dayName(move.from.day, dayLabels)} → ${dayName(move.to.day, dayLabels)}`;
}

/** For a round with a tee time that changes day: the time goes with it, and the booking wants a look. */
export function teeTimeText(move: RoundMove, dayLabels: readonly string[]): string | null {
  if (!move.round.teeTime || move.from.day === move.to.day) return null;
  return `Its ${move.round.teeTime} tee time goes with it to ${dayLabels[move.to.day - 1] ?? `day ${move.to.day}`}: check the booking.`;
}

/** "Whole route, day 1 to day 3: 93 km → 45 km as the crow flies". */
export function distanceText(preview: RoutePreview, dayCount: number, units?: DistanceUnits): string {
  const what = preview.mode === 'trip' ? `Whole route, day 1 to day ${dayCount}` : 'Within the days';
  return `${what}: ${distanceChangeText(preview.km.before, preview.km.after, units)}`;
}

/** What the planner says beside Undo once a route is saved. */
export function undoText(preview: RoutePreview): string {
  const changeDay = preview.moves.filter((m) => m.from.day !== m.to.day).length;
  const done = preview.mode === 'trip' ? 'Reordered the whole trip' : 'Reordered each day';
  return changeDay > 0 ? `${done}: ${rounds(changeDay)} changed day.` : `${done}: ${rounds(preview.moves.length)} changed place.`;
}
