/**
 * A trip through the list endpoints: its rounds are items on days. The owner and the companions
 * who accepted write rounds; a golfer still invited only reads. Rounds are ordered by day, so
 * index moves are refused (the planner saves the whole plan), and a plan takes no reactions.
 * The save of a whole plan has its own rules: `../trips/trip-save-rules.ts`.
 */
import { TRIP_ITEMS_HARD_MAX } from '../list-rules';
import { TRIP_ROUNDS_PER_DAY_MAX } from '../trips/trip-rules';
import { canReadList, ownerOnly, refuseWrite } from './list-access';
import type { ListPolicy } from './list-policy-interface';
import { totalOf } from './list-facts';
import { firstRefusal, refusal } from '../refusal';

export const TRIP_GOLFERS_ONLY = 'Only the trip\'s golfers can change it: ask its owner to invite you.';
export const ACCEPT_FIRST = 'Accept the invitation to this trip first.';

/** Trips order their rounds by day: a move by index across the whole trip would leave a round on its old day. */
const byDayOnly = (path: string) =>
  refusal('invalid', 'trips order their rounds by day: save the plan with POST /api/lists/trip (days and rounds) to move one', path);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const tripListPolicy: ListPolicy = {
  kind: 'trip',
  canRead: canReadList,
  mayWriteItems(list, role) {
    if (role === 'owner' || role === 'companion') return null;
    return refuseWrite(list, role, role === 'invited' ? ACCEPT_FIRST : TRIP_GOLFERS_ONLY, 'Trip');
  },
  mayChangeList: (list, role) => ownerOnly(list, role, 'Only the trip\'s owner can change this.', 'Trip'),

  itemShape(_list, item) {
    return firstRefusal(
      item.bucket ? refusal('invalid', 'is not used: trips rank without loved, fine or disliked', 'listItem.bucket') : null,
      item.holeNumber !== undefined ? refusal('invalid', 'is only for hole lists, not a trip list', 'listItem.holeNumber') : null,
      item.day === undefined ? refusal('invalid', 'is required in a trip: the day of the trip the round is on', 'listItem.day') : null,
    );
  },

  courseFits: (_list, _item, course) => (course ? null : refusal('not-found', 'no such course', 'listItem.course')),

  place(_list, _golfer, item, atIndex, { counts, tripDays = 0, onDay = [] }) {
    const day = item.day!;
    if (day > tripDays) return refusal('invalid', `is outside the trip: it has ${plural(tripDays, 'day')}`, 'listItem.day');
    if (onDay.length >= TRIP_ROUNDS_PER_DAY_MAX) return refusal('invalid', `already has ${TRIP_ROUNDS_PER_DAY_MAX} rounds, the most a day holds`, 'listItem.day');
    if (onDay.includes(item.course)) return refusal('conflict', `is already on day ${day}`, 'listItem.course');
    if (totalOf(counts) >= TRIP_ITEMS_HARD_MAX) return refusal('over-limit', `This trip is full: it holds up to ${TRIP_ITEMS_HARD_MAX} rounds.`);
    if (atIndex !== undefined) return byDayOnly('atIndex');
    return { at: 'day', day };
  },

  indexMoves: (path) => byDayOnly(path),
  reactions: () => refusal('invalid', 'trips take no reactions', 'reaction'),
  maxItems: () => TRIP_ITEMS_HARD_MAX,
};
