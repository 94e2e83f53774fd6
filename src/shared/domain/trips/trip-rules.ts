/**
 * The rules of a golf trip (issue 15), shared by the API that enforces them and the planner that
 * explains them. A trip is a list of kind 'trip': a name, a destination, a first and a last day,
 * and rounds (a course on a day of the trip, with an optional tee time and note).
 *
 * Dates are calendar dates ('YYYY-MM-DD', ../calendar-date.ts) with no time zone: a trip's days
 * are the destination's days, whatever the zone of the golfer's phone. Day 1 is the start date.
 */
import { addDays, daysBetween } from '../calendar-date';
import { haversineKm } from '../geo';

type LatLng = { lat: number; lng: number };

/** A trip longer than two months is not a trip; the planner and the API agree on the bound. */
export const TRIP_DAYS_MAX = 60;
/** More than eight rounds in a day is a typing slip, not a plan (36 holes twice over is four). */
export const TRIP_ROUNDS_PER_DAY_MAX = 8;
/**
 * A companion is first invited, then, if they say yes, accepted; declining or leaving removes them.
 * Only accepted companions plan the trip and show in its party.
 */
export const TRIP_COMPANION_STATUSES = ['invited', 'accepted'] as const;
export type TripCompanionStatus = (typeof TRIP_COMPANION_STATUSES)[number];

/** A party of twelve: the owner and eleven companions. */
export const TRIP_COMPANIONS_MAX = 11;
export const TRIP_NAME_MAX = 120;
export const TRIP_DESTINATION_MAX = 160;

/** 24-hour local tee time, 'HH:MM'. */
export const TEE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How many days a trip from `start` to `end` has, both included (end before start: 0 or less). */
export const tripDayCount = (start: string, end: string): number => daysBetween(start, end) + 1;

/** The date of day `day` (1-based) of a trip that starts on `start`. */
export const dateOfTripDay = (start: string, day: number): string => addDays(start, day - 1);

/**
 * What is wrong with a trip's first and last day, said of the field that set them (the API names
 * `endDate` unless only `startDate` was given); null when they make a trip of 1 to 60 days.
 */
export function tripDatesProblem(start: string, end: string, field: 'startDate' | 'endDate' = 'endDate'): string | null {
  const n = tripDayCount(start, end);
  if (n < 1) return field === 'endDate' ? 'must not be before startDate' : 'must not be after endDate';
  if (n > TRIP_DAYS_MAX) return `makes the trip ${n} days long: at most ${TRIP_DAYS_MAX}`;
  return null;
}

/** Today's date where the golfer is ('YYYY-MM-DD' in local time). */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Whether a trip is still ahead or under way on `today` (its last day not yet passed). */
export const isUpcomingTrip = (endDate: string, today: string): boolean => endDate >= today;

/**
 * How far from the destination and from each planned round a course still belongs to the trip's
 * area: a day's drive out and back. The party view shows a golfer's wished, watched and played
 * courses inside it, never their whole lists.
 */
export const TRIP_AREA_KM = 100;

/** Whether `point` lies within TRIP_AREA_KM of any of the trip's centres (its destination, its rounds). */
export const inTripArea = (point: LatLng, centres: readonly LatLng[], radiusKm = TRIP_AREA_KM): boolean =>
  centres.some((c) => haversineKm(point, c) <= radiusKm);

/**
 * A box holding every point within `radiusKm` of the centres (a coarse first cut for a database;
 * `inTripArea` decides). Null without centres. Spanning the antimeridian, it takes every longitude.
 */
export function tripAreaBox(centres: readonly LatLng[], radiusKm = TRIP_AREA_KM): { south: number; north: number; west: number; east: number } | null {
  if (centres.length === 0) return null;
  const KM_PER_DEGREE = 111.2;
  const dLat = radiusKm / KM_PER_DEGREE;
  let [south, north, west, east] = [90, -90, 180, -180];
  for (const c of centres) {
    const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((Math.min(89, Math.abs(c.lat)) * Math.PI) / 180))));
    south = Math.min(south, c.lat - dLat);
    north = Math.max(north, c.lat + dLat);
    west = Math.min(west, c.lng - dLng);
    east = Math.max(east, c.lng + dLng);
  }
  const wraps = west < -180 || east > 180;
  return { south: Math.max(-90, south), north: Math.min(90, north), west: wraps ? -180 : west, east: wraps ? 180 : east };
}
