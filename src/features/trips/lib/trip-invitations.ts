/**
 * Trip invitations (issue 22, item 3): the owner invites golfers they follow; each accepts (and
 * joins the party) or declines. Who is asked along is one list to the server, accepted and
 * pending together: a save of companions that named only the accepted ones would drop every
 * invitation still open, so the owner's editor always sends both.
 */
import { ApiError } from '../../../lib/api-client';
import type { TripDetail, TripSummary } from '../../../shared/contracts/trips.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import { isUpcomingTrip } from '../../../shared/domain/trips/trip-rules';

type Party = Pick<TripDetail, 'companions' | 'invited'>;

/** A golfer's name as the planner shows it. */
export const golferName = (u: Pick<PublicUser, 'displayName' | 'fullName'>): string => u.displayName ?? u.fullName ?? 'A golfer';

/** Everyone asked along, as a save of companions names them: those who joined, then those invited. */
export const askedAlong = (trip: Party): string[] => [...trip.companions, ...trip.invited].map((u) => u._id);

/** Who is asked along once `userId` is invited too (a golfer already asked keeps their place). */
export function withInvited(trip: Party, userId: string): string[] {
  const ids = askedAlong(trip);
  return ids.includes(userId) ? ids : [...ids, userId];
}

/** Who is asked along without `userId`: a companion removed, or an invitation withdrawn. */
export const withoutGolfer = (trip: Party, userId: string): string[] => askedAlong(trip).filter((id) => id !== userId);

/** The golfers the owner may still invite: those they follow who are not on the trip or invited. */
export function invitableGolfers<U extends Pick<PublicUser, '_id'>>(following: readonly U[], trip: Party & Pick<TripDetail, 'owner'>): U[] {
  const taken = new Set([trip.owner._id, ...askedAlong(trip)]);
  return following.filter((u) => !taken.has(u._id));
}

export interface HubSections<T> {
  /** Invitations to answer, to trips not yet over, in the server's order (soonest first). */
  invitations: T[];
  /** The golfer's trips (owned or joined) not yet over. */
  upcoming: T[];
  past: T[];
}

/**
 * The hub's lists. An invitation to a trip that is over is left out: there is nothing left to
 * join (it stays open on the server, where the owner can still withdraw it).
 */
export function hubSections<T extends Pick<TripSummary, 'role' | 'endDate'>>(trips: readonly T[], today: string): HubSections<T> {
  const sections: HubSections<T> = { invitations: [], upcoming: [], past: [] };
  for (const t of trips) {
    const upcoming = isUpcomingTrip(t.endDate, today);
    if (t.role === 'invited') {
      if (upcoming) sections.invitations.push(t);
    } else (upcoming ? sections.upcoming : sections.past).push(t);
  }
  return sections;
}

/** The golfer's trips once they accepted `tripId` (shown at once, before the server answers). */
export const acceptedIn = <T extends Pick<TripSummary, '_id' | 'role'>>(trips: readonly T[], tripId: string): T[] =>
  trips.map((t) => (t._id === tripId && t.role === 'invited' ? { ...t, role: 'companion' as const } : t));

/** The golfer's trips once they declined `tripId`. */
export const declinedIn = <T extends Pick<TripSummary, '_id'>>(trips: readonly T[], tripId: string): T[] => trips.filter((t) => t._id !== tripId);

/** The invitation is gone: withdrawn by the owner, the trip deleted, or already answered elsewhere. */
export const INVITATION_CLOSED = 'This invitation is no longer open: it may have been withdrawn, or the trip deleted.';

/** The answer to an invitation found none open (404). */
export const isInvitationClosed = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** What the golfer is told when answering an invitation fails: the server's reason, except for a 5xx. */
export function invitationErrorMessage(error: unknown, answer: 'accept' | 'decline'): string {
  if (error instanceof ApiError) {
    if (isInvitationClosed(error)) return INVITATION_CLOSED;
    if (error.status < 500) return error.message;
  }
  return `The invitation could not be ${answer === 'accept' ? 'accepted' : 'declined'}. Try again.`;
}
