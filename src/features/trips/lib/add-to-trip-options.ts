/**
 * "Add to a trip" on a course (issue 15): which of the golfer's trips it offers (those they plan,
 * as owner or a companion who joined, not yet over, in the server's order: soonest first), the days of the chosen trip as the day select shows
 * them ("Day 2 · Tue 4 May", in the browser's locale), the day it starts on, and where its links go.
 *
 * Dates are formatted by src/lib/format-date.ts, as everywhere in the client.
 */
import type { TripSummary } from '../../../shared/contracts/trips.contract';
import { formatDayOfWeek } from '../../../lib/format-date';
import { dateOfTripDay, isUpcomingTrip, TRIP_DAYS_MAX, tripDayCount } from '../../../shared/domain/trips/trip-rules';

type TripDates = Pick<TripSummary, 'startDate' | 'endDate'>;

export interface TripDayOption {
  /** 1-based: day 1 is the start date. */
  day: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  label: string;
}

/** The trips a round can still go on: those whose last day has not passed (`today` local, 'YYYY-MM-DD'). */
export function upcomingTrips<T extends Pick<TripSummary, 'endDate'>>(trips: readonly T[], today: string): T[] {
  return trips.filter((t) => isUpcomingTrip(t.endDate, today));
}

/**
 * The trips a golfer can put a round on: upcoming, and theirs to plan. An invitation still open is
 * left out: the server refuses rounds until it is accepted (the hub is where it is answered).
 */
export function tripsToAddTo<T extends Pick<TripSummary, 'endDate' | 'role'>>(trips: readonly T[], today: string): T[] {
  return upcomingTrips(trips, today).filter((t) => t.role !== 'invited');
}

/** Every day of a trip, labelled "Day 2 · Tue 4 May" (`locale` undefined: the browser's). */
export function tripDayOptions(trip: TripDates, locale?: string): TripDayOption[] {
  const count = Math.min(Math.max(tripDayCount(trip.startDate, trip.endDate), 0), TRIP_DAYS_MAX);
  return Array.from({ length: count }, (_, i) => {
    const date = dateOfTripDay(trip.startDate, i + 1);
    return { day: i + 1, date, label: `Day ${i + 1} · ${formatDayOfWeek(date, { locale })}` };
  });
}

/** The day the select starts on: day 1, or for a trip under way the first day not yet past. */
export function defaultTripDay(options: readonly TripDayOption[], today: string): number {
  return (options.find((o) => o.date >= today) ?? options[0])?.day ?? 1;
}

/** A trip in the planner. */
export const tripPlannerPath = (tripId: string) => `/trip-planner/${encodeURIComponent(tripId)}`;

/** A new trip in the planner with this course to place (the planner reads `course`). */
export const newTripWithCoursePath = (courseId: string) => `/trip-planner?${new URLSearchParams({ course: courseId })}`;
