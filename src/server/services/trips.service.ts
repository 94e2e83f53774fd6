/**
 * Trips as the API serves them (issue 15): who sees and changes a trip, its days, invitations,
 * the party's overlap, the calendar file. The decisions are the trip rules'
 * (`shared/domain/trips/trip-save-rules.ts`, `shared/domain/lists/trip-list-policy.ts`); SQL is in
 * the data layer.
 *
 * Visibility: a public trip is readable by anyone, signed out included (its share link); a
 * private one only by its golfers: the owner, the companions, and those invited (so they can
 * decide). Anyone else gets 404, as for a trip that does not exist. The owner and the companions
 * who accepted change the plan; only the owner changes who is invited, the visibility, or deletes
 * the trip (`DELETE /api/lists/{id}`).
 */
import type { TripBody, TripCandidatesQuery, TripDay, TripDetail, TripParty, TripSummary } from '../../shared/contracts/trips.contract';
import { locationText } from '../../shared/domain/location-text';
import { listNotFound } from '../../shared/domain/lists/list-access';
import type { ListRole } from '../../shared/domain/lists/list-facts';
import { tripListPolicy } from '../../shared/domain/lists/trip-list-policy';
import { refusal } from '../../shared/domain/refusal';
import { datesAfterSave, maySaveTrip } from '../../shared/domain/trips/trip-save-rules';
import { dateOfTripDay, inTripArea, isUpcomingTrip, tripAreaBox, tripDayCount } from '../../shared/domain/trips/trip-rules';
import type { CoursePlace, TripPlanningRepository } from '../data/trip-planning.repository';
import type { RoundRow, TripFields, TripRow, TripsRepository } from '../data/trips.repository';
import { ensure, refuse } from '../lib/refused';
import { tripCalendar } from '../trips/trip-calendar';
import type { DomainEvent, DomainEvents } from './domain-events';

const tripNotFound = () => refuse(listNotFound('Trip'));

function daysOf(trip: TripRow, rounds: RoundRow[]): TripDay[] {
  const n = tripDayCount(trip.startDate, trip.endDate);
  const days: TripDay[] = Array.from({ length: n }, (_, i) => ({ day: i + 1, date: dateOfTripDay(trip.startDate, i + 1), rounds: [] }));
  for (const { day, ...round } of rounds) days[Math.min(Math.max(day, 1), n) - 1]!.rounds.push(round);
  return days;
}

const byUpcoming = (today: string) => (a: TripSummary, b: TripSummary): number => {
  const ua = isUpcomingTrip(a.endDate, today);
  const ub = isUpcomingTrip(b.endDate, today);
  if (ua !== ub) return ua ? -1 : 1;
  const order = a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.name.localeCompare(b.name);
  return ua ? order : -order;
};

const fieldsOf = (body: TripBody, dates: { startDate: string; endDate: string }): TripFields => ({
  name: body.name, description: body.description, isPublic: body.isPublic, destination: body.destination, ...dates,
});

const courseIdsOf = (body: TripBody) => [...new Set(body.days?.flatMap((d) => d.rounds.map((r) => r.course)) ?? [])];

export function tripsService(deps: { trips: TripsRepository; planning: TripPlanningRepository; events: DomainEvents }) {
  const { trips, planning, events } = deps;

  /** The trip if this viewer may read it, with their role on it; else 404. */
  async function readable(id: string, viewerId: string | null): Promise<{ trip: TripRow; role: ListRole }> {
    const trip = await trips.tripRow(id);
    if (!trip) throw tripNotFound();
    const role = await trips.role(trip, viewerId);
    if (!tripListPolicy.canRead({ kind: 'trip', type: 'trip', isPublic: trip.isPublic && !trip.hiddenAt }, role)) throw tripNotFound();
    return { trip, role };
  }

  async function detail(id: string, viewerId: string | null): Promise<TripDetail> {
    const { trip, role } = await readable(id, viewerId);
    return {
      _id: trip.id, name: trip.name, description: trip.description, destination: trip.destination,
      startDate: trip.startDate, endDate: trip.endDate, isPublic: trip.isPublic, owner: trip.owner, companions: trip.companions,
      createdAt: trip.createdAt.toISOString(), updatedAt: trip.updatedAt.toISOString(),
      canEdit: role === 'owner' || role === 'companion', isOwner: role === 'owner', viewerRole: role,
      invited: role === 'owner' ? trip.invited : [], days: daysOf(trip, await trips.rounds(trip.id)),
    };
  }

  /** Creates a trip: the rules read its courses and companions, then one transaction writes it all. */
  async function create(actorId: string, body: TripBody): Promise<string> {
    const { id, invited } = await trips.create(async (w) => {
      const refs = await w.references(actorId, courseIdsOf(body), body.companions ?? []);
      ensure(maySaveTrip(actorId, body, { trip: null, role: 'owner', ...refs }));
      const id = await w.insert(actorId, body.name!, fieldsOf(body, datesAfterSave(body, null)));
      const party = body.companions?.length ? await w.setCompanions(id, body.companions) : { invited: [] };
      if (body.days) await w.replaceRounds(id, body.days);
      return { id, invited: party.invited };
    });
    if (invited.length > 0) await events.emit({ type: 'trip-invited', tripId: id, ownerId: actorId, invitedIds: invited });
    return id;
  }

  /** Saves a trip under its lock: the rules see it as it is, and a refusal leaves it so. */
  async function update(actorId: string, id: string, body: TripBody): Promise<void> {
    const saved = await trips.withLockedTrip(id, async ({ trip, role, lastPlannedDay }, w) => {
      const refs = await w.references(trip.ownerId, courseIdsOf(body), body.companions ?? []);
      const current = {
        ownerId: trip.ownerId, isPublic: trip.isPublic, revision: trip.updatedAt.toISOString(),
        startDate: trip.startDate, endDate: trip.endDate, lastPlannedDay,
      };
      ensure(maySaveTrip(actorId, body, { trip: current, role: await role(actorId), ...refs }));
      const dates = datesAfterSave(body, current);
      await w.update(id, fieldsOf(body, dates));
      const party = body.companions !== undefined ? await w.setCompanions(id, body.companions) : { invited: [], removed: [] };
      const planChanged = body.days !== undefined ? await w.replaceRounds(id, body.days) : false;
      const told: DomainEvent[] = [];
      if (party.invited.length > 0) told.push({ type: 'trip-invited', tripId: id, ownerId: trip.ownerId, invitedIds: party.invited });
      if (party.removed.length > 0) told.push({ type: 'trip-members-removed', tripId: id, removedIds: party.removed });
      if (planChanged || dates.startDate !== trip.startDate || dates.endDate !== trip.endDate) {
        const stayed = trip.companions.map((c) => c._id).filter((c) => !party.removed.includes(c));
        told.push({ type: 'trip-changed', tripId: id, actorId, memberIds: [trip.ownerId, ...stayed] });
      }
      return told;
    });
    if (!saved) throw tripNotFound();
    await events.emit(...saved);
  }

  /** The trip's centres: its destination and every planned round. */
  async function areaOf(trip: TripRow) {
    const rounds = await trips.rounds(trip.id);
    return [...(trip.destination ? [trip.destination] : []), ...rounds.map((r) => r.course.location)];
  }

  return {
    readable,
    detail,

    async save(actorId: string, body: TripBody): Promise<{ trip: TripDetail; created: boolean }> {
      if (!body._id) return { trip: await detail(await create(actorId, body), actorId), created: true };
      await update(actorId, body._id, body);
      return { trip: await detail(body._id, actorId), created: false };
    },

    /** The golfer's trips and invitations, upcoming first (soonest first), then past (latest first). */
    async mine(userId: string, today = new Date().toISOString().slice(0, 10)): Promise<TripSummary[]> {
      return (await trips.ofMember(userId)).sort(byUpcoming(today));
    },

    /** An invited golfer says yes: they join the party and may plan. */
    async accept(id: string, userId: string): Promise<TripDetail> {
      const { trip, role } = await readable(id, userId);
      if (role !== 'invited' && role !== 'companion') throw refuse(refusal('not-found', 'has no invitation for you', 'id'));
      if (await trips.accept(id, userId)) {
        await events.emit({ type: 'trip-answered', tripId: id, ownerId: trip.ownerId, golferId: userId, answer: 'accepted' });
      }
      return detail(id, userId);
    },

    /**
     * A companion leaves, or an invited golfer declines; idempotent, like unfollow (leaving a trip
     * you are not on changes nothing).
     */
    async leave(id: string, userId: string): Promise<void> {
      const { trip } = await readable(id, userId);
      if (trip.ownerId === userId) throw refuse(refusal('invalid', 'is your own trip: delete it instead of leaving it', 'id'));
      const was = await trips.leave(id, userId);
      if (was) await events.emit({ type: 'trip-answered', tripId: id, ownerId: trip.ownerId, golferId: userId, answer: was === 'invited' ? 'declined' : 'left' });
    },

    /** The party's wishes and played courses in the trip's area: for the trip's golfers only. */
    async party(id: string, viewerId: string): Promise<TripParty> {
      const { trip, role } = await readable(id, viewerId);
      ensure(tripListPolicy.mayWriteItems({ kind: 'trip', type: 'trip', isPublic: trip.isPublic }, role));
      const members = [trip.owner, ...trip.companions];
      const centres = await areaOf(trip);
      const box = tripAreaBox(centres);
      const found = box ? await planning.party(members, box) : [];
      const near = (places: CoursePlace[]) => places.filter((p) => inTripArea(p, centres)).map((p) => p.courseId);
      return {
        members: members.map((user, i) => ({
          user, wished: near(found[i]?.wished ?? []), watched: near(found[i]?.watched ?? []), played: near(found[i]?.played ?? []),
        })),
      };
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
