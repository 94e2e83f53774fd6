/**
 * Trips as the API serves them (issue 15): who sees and changes a trip, its days, the party's
 * overlap, the calendar file, and the errors each refusal becomes. SQL is in the data layer.
 *
 * Visibility: a public trip is readable by anyone, signed out included (its share link); a
 * private one only by its golfers, the owner and the companions (anyone else gets 404, as for a
 * trip that does not exist). The golfers change the plan; only the owner changes who comes, the
 * visibility, or deletes the trip (`DELETE /api/lists/{id}`).
 */
import type { TripBody, TripCandidatesQuery, TripDay, TripDetail, TripSummary } from '../../shared/contracts/trips.contract';
import { dateOfTripDay, isUpcomingTrip, tripDayCount } from '../../shared/domain/trips/trip-rules';
import { locationText } from '../../shared/domain/location-text';
import type { TripPlanningRepository } from '../data/trip-planning.repository';
import type { RoundRow, TripRefusal, TripRow, TripsRepository } from '../data/trips.repository';
import type { HttpError } from '../lib/errors';
import { conflict, fieldError, forbidden, notFound } from '../lib/errors';
import { tripCalendar } from '../trips/trip-calendar';

const tripNotFound = () => notFound('Trip');

function refusalError(r: TripRefusal): HttpError {
  switch (r.status) {
    case 'no-trip': return tripNotFound();
    case 'not-member': return forbidden('Only the trip\'s golfers can change it: ask its owner to invite you.');
    case 'stale': return conflict('Someone changed this trip since you opened it: the planner shows their changes; make yours again.');
    case 'owner-only': return fieldError(403, r.path, r.message);
    case 'invalid': return fieldError(400, r.path, r.message);
    case 'no-course': case 'no-golfer': return fieldError(400, r.path, r.message);
  }
}

function daysOf(trip: TripRow, rounds: RoundRow[]): TripDay[] {
  const n = tripDayCount(trip.startDate, trip.endDate);
  const days: TripDay[] = Array.from({ length: n }, (_, i) => ({ day: i + 1, date: dateOfTripDay(trip.startDate, i + 1), rounds: [] }));
  for (const { day, ...round } of rounds) days[Math.min(day, n) - 1]!.rounds.push(round);
  return days;
}

const byUpcoming = (today: string) => (a: TripSummary, b: TripSummary): number => {
  const ua = isUpcomingTrip(a.endDate, today);
  const ub = isUpcomingTrip(b.endDate, today);
  if (ua !== ub) return ua ? -1 : 1;
  const order = a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.name.localeCompare(b.name);
  return ua ? order : -order;
};

export function tripsService(deps: { trips: TripsRepository; planning: TripPlanningRepository }) {
  const { trips, planning } = deps;

  /** The trip if this viewer may read it, with whether they are one of its golfers; else 404. */
  async function readable(id: string, viewerId: string | null): Promise<{ trip: TripRow; member: boolean }> {
    const trip = await trips.tripRow(id);
    if (!trip) throw tripNotFound();
    const member = await trips.isMember(trip, viewerId);
    if (!trip.isPublic && !member) throw tripNotFound();
    return { trip, member };
  }

  async function detail(id: string, viewerId: string | null): Promise<TripDetail> {
    const { trip, member } = await readable(id, viewerId);
    return {
      _id: trip.id, name: trip.name, description: trip.description, destination: trip.destination,
      startDate: trip.startDate, endDate: trip.endDate, isPublic: trip.isPublic, owner: trip.owner, companions: trip.companions,
      createdAt: trip.createdAt.toISOString(), updatedAt: trip.updatedAt.toISOString(),
      canEdit: member, isOwner: viewerId === trip.ownerId, days: daysOf(trip, await trips.rounds(trip.id)),
    };
  }

  return {
    readable,
    detail,

    async save(actorId: string, body: TripBody): Promise<{ trip: TripDetail; created: boolean }> {
      const result = await trips.save(actorId, body);
      if (result.status !== 'ok') throw refusalError(result);
      return { trip: await detail(result.id, actorId), created: result.created };
    },

    /** The golfer's trips, upcoming first (soonest first), then past (latest first). */
    async mine(userId: string, today = new Date().toISOString().slice(0, 10)): Promise<TripSummary[]> {
      return (await trips.ofMember(userId)).sort(byUpcoming(today));
    },

    /** The party's wishes and played courses: for the trip's golfers only. */
    async party(id: string, viewerId: string) {
      const { trip, member } = await readable(id, viewerId);
      if (!member) throw forbidden('Only the trip\'s golfers see what the party wants to play.');
      return { members: await planning.party([trip.owner, ...trip.companions]) };
    },

    /** A companion leaves; idempotent, like unfollow (leaving a trip you are not on changes nothing). */
    async leave(id: string, userId: string): Promise<void> {
      const { trip } = await readable(id, userId);
      if (trip.ownerId === userId) throw fieldError(400, 'id', 'is your own trip: delete it instead of leaving it');
      await trips.leave(id, userId);
    },

    candidates: (q: TripCandidatesQuery) => planning.candidates(q),

    /** The trip as an iCalendar file: one event per round; its links point to `publicUrl`. */
    async calendar(id: string, viewerId: string | null, publicUrl: string): Promise<{ name: string; ics: string }> {
      const trip = await detail(id, viewerId);
      const ics = tripCalendar({
        id: trip._id, name: trip.name, destination: trip.destination?.name ?? null, url: `${publicUrl}/trip-planner/${trip._id}`,
        rounds: trip.days.flatMap((d) => d.rounds.map((r) => ({
          id: r._id, date: d.date, teeTime: r.teeTime, courseName: r.course.club_name,
          address: [r.course.address.city, locationText(r.course.address)].filter(Boolean).join(', '),
          lat: r.course.location.lat, lng: r.course.location.lng, holes: r.course.holes, note: r.note,
          url: `${publicUrl}/courses/${r.course._id}`,
        }))),
      });
      return { name: trip.name, ics };
    },
  };
}

export type TripsService = ReturnType<typeof tripsService>;
