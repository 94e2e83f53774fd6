/**
 * The planner's working copy of a trip: days of rounds, and the edits a golfer makes to them
 * (add, move between days, remove, order the route). Each edit returns a new plan; the planner
 * saves the whole plan with `POST /api/lists/trip` (one transaction on the server), so what the
 * golfer sees is what is saved, or the save is refused and the planner shows the trip as it is.
 */
import type { Round, TripDetail } from '../../../shared/contracts/trips.contract';
import { orderEachDay, orderTripDays, type Stop } from '../../../shared/domain/trips/route-order';
import type { TripInput } from '../api/save-trip';

/** A round in the working copy: a saved round keeps its id; a new one has none yet. */
export interface PlanRound {
  _id?: string;
  course: Round['course'];
  teeTime: string | null;
  note: string | null;
}
export type Plan = PlanRound[][];

export const planOf = (trip: TripDetail): Plan => trip.days.map((d) => d.rounds.map((r) => ({ ...r })));

export const atStop = (r: PlanRound): Stop => r.course.location;

/** The body that saves this plan (every day, rounds in order) on top of the trip the planner read. */
export function planBody(trip: Pick<TripDetail, '_id' | 'updatedAt'>, plan: Plan): TripInput {
  return {
    _id: trip._id,
    revision: trip.updatedAt,
    days: plan.map((rounds, i) => ({
      day: i + 1,
      rounds: rounds.map((r) => ({ ...(r._id ? { _id: r._id } : {}), course: r.course._id, teeTime: r.teeTime, note: r.note })),
    })),
  };
}

export const hasCourseOnDay = (plan: Plan, day: number, courseId: string): boolean =>
  (plan[day - 1] ?? []).some((r) => r.course._id === courseId);

export function addRound(plan: Plan, day: number, course: Round['course']): Plan {
  return plan.map((rounds, i) => (i === day - 1 ? [...rounds, { course, teeTime: null, note: null }] : rounds));
}

export function removeRound(plan: Plan, day: number, index: number): Plan {
  return plan.map((rounds, i) => (i === day - 1 ? rounds.filter((_, j) => j !== index) : rounds));
}

/** Moves a round to `toIndex` of day `toDay` (the end when past it). */
export function moveRound(plan: Plan, from: { day: number; index: number }, to: { day: number; index: number }): Plan {
  const round = plan[from.day - 1]?.[from.index];
  if (!round) return plan;
  const without = removeRound(plan, from.day, from.index);
  return without.map((rounds, i) => {
    if (i !== to.day - 1) return rounds;
    const at = Math.max(0, Math.min(to.index, rounds.length));
    return [...rounds.slice(0, at), round, ...rounds.slice(at)];
  });
}

function setRoundField(plan: Plan, day: number, index: number, patch: Partial<Pick<PlanRound, 'teeTime' | 'note'>>): Plan {
  return plan.map((rounds, i) => (i === day - 1 ? rounds.map((r, j) => (j === index ? { ...r, ...patch } : r)) : rounds));
}
export const setTeeTime = (plan: Plan, day: number, index: number, teeTime: string | null): Plan => setRoundField(plan, day, index, { teeTime });
export const setNote = (plan: Plan, day: number, index: number, note: string | null): Plan => setRoundField(plan, day, index, { note });

/** Shortest order within each day; the days keep their rounds. */
export const orderDays = (plan: Plan): Plan => orderEachDay(plan, atStop);
/** One route over the whole trip, refilled into the days with as many rounds as each had. */
export const orderWholeTrip = (plan: Plan): Plan => orderTripDays(plan, atStop);

/** Where a round is, by its key in the board (`day:index`). */
export const roundKey = (day: number, index: number) => `round:${day}:${index}`;
export const dayKey = (day: number) => `day:${day}`;
export function parseKey(key: string): { day: number; index: number | null } | null {
  const m = /^(round|day):(\d+)(?::(\d+))?$/.exec(key);
  if (!m) return null;
  return { day: Number(m[2]), index: m[1] === 'round' ? Number(m[3]) : null };
}
