/**
 * Whether a save of a whole trip plan (`POST /api/lists/trip`) may go ahead, from the facts the
 * service reads under the trip's lock. A new trip is its creator's; a saved one is its golfers'
 * (the owner and the companions who accepted), but only the owner changes who comes and who sees
 * it. The plan's days must be days of the trip, its courses and companions must exist, and the
 * owner invites only golfers they follow.
 */
import type { ListRole } from '../lists/list-facts';
import { refuseWrite } from '../lists/list-access';
import { ACCEPT_FIRST, TRIP_GOLFERS_ONLY } from '../lists/trip-list-policy';
import { refusal, type Refusal } from '../refusal';
import { tripDatesProblem, tripDayCount } from './trip-rules';

/** The parts of a save the rules look at (`TripBody`). */
export interface TripSave {
  startDate?: string;
  endDate?: string;
  isPublic?: boolean;
  revision?: string;
  companions?: readonly string[];
  days?: readonly { day: number; rounds: readonly { course: string }[] }[];
}

/** The trip as it stands (a saved trip), read under its lock. */
export interface SavedTrip {
  ownerId: string;
  isPublic: boolean;
  /** Its `updatedAt`, which a planner's save names as `revision`. */
  revision: string;
  startDate: string;
  endDate: string;
  /** The last day that has a round, if any. */
  lastPlannedDay: number | null;
}

export interface TripSaveFacts {
  /** Null for a new trip. */
  trip: SavedTrip | null;
  role: ListRole;
  /** Which of the plan's courses exist, which of its companions are golfers, and which of those the owner follows. */
  courses: ReadonlySet<string>;
  golfers: ReadonlySet<string>;
  followedByOwner: ReadonlySet<string>;
}

export const STALE_TRIP = 'Someone changed this trip since you opened it: the planner shows their changes; make yours again.';

/** The trip's first and last day after the save (a save may change either). */
export const datesAfterSave = (body: TripSave, trip: SavedTrip | null) => ({
  startDate: body.startDate ?? trip!.startDate,
  endDate: body.endDate ?? trip!.endDate,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function whoMaySave(actorId: string, body: TripSave, { trip, role }: TripSaveFacts): Refusal | null {
  if (!trip) return null;
  const facts = { kind: 'trip' as const, type: 'trip', isPublic: trip.isPublic };
  if (role !== 'owner' && role !== 'companion') return refuseWrite(facts, role, role === 'invited' ? ACCEPT_FIRST : TRIP_GOLFERS_ONLY, 'Trip');
  if (body.revision !== undefined && body.revision !== trip.revision) return refusal('stale', STALE_TRIP);
  if (trip.ownerId === actorId) return null;
  if (body.companions !== undefined) return refusal('forbidden', 'only the trip\'s owner chooses who comes', 'companions');
  if (body.isPublic !== undefined && body.isPublic !== trip.isPublic) return refusal('forbidden', 'only the trip\'s owner shares the trip', 'isPublic');
  return null;
}

function daysFit(body: TripSave, trip: SavedTrip | null): Refusal | null {
  const { startDate, endDate } = datesAfterSave(body, trip);
  // The API names endDate unless only startDate was given.
  const field = body.endDate ? 'endDate' : 'startDate';
  const problem = tripDatesProblem(startDate, endDate, field);
  if (problem) return refusal('invalid', problem, field);
  const dayCount = tripDayCount(startDate, endDate);
  const outside = body.days?.findIndex((d) => d.day > dayCount) ?? -1;
  if (outside >= 0) return refusal('invalid', `is outside the trip: ${startDate} to ${endDate} has ${plural(dayCount, 'day')}`, `days.${outside}.day`);
  const late = trip?.lastPlannedDay;
  if (!body.days && late && late > dayCount) return refusal('invalid', `leaves rounds planned on day ${late} outside the trip: move them first`, 'endDate');
  return null;
}

function referencesExist(actorId: string, body: TripSave, { trip, courses, golfers, followedByOwner }: TripSaveFacts): Refusal | null {
  for (const [i, d] of (body.days ?? []).entries()) {
    const j = d.rounds.findIndex((r) => !courses.has(r.course));
    // 404 as every unknown course is (a course deleted or merged away while the plan was open).
    if (j >= 0) return refusal('not-found', 'no such course', `days.${i}.rounds.${j}.course`);
  }
  const ownerId = trip?.ownerId ?? actorId;
  for (const [i, c] of (body.companions ?? []).entries()) {
    if (c === ownerId) return refusal('invalid', 'is the trip\'s owner: the owner is always on the trip', `companions.${i}`);
    if (!golfers.has(c)) return refusal('invalid', 'no such golfer', `companions.${i}`);
    if (!followedByOwner.has(c)) return refusal('invalid', 'is not a golfer the trip\'s owner follows: follow them first', `companions.${i}`);
  }
  return null;
}

/** Null when the save may go ahead; else why not, naming the field at fault. */
export const maySaveTrip = (actorId: string, body: TripSave, facts: TripSaveFacts): Refusal | null =>
  whoMaySave(actorId, body, facts) ?? daysFit(body, facts.trip) ?? referencesExist(actorId, body, facts);
