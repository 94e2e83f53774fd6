import { describe, expect, it } from 'vitest';
import type { PartyMember, TripDetail } from '../../../src/shared/contracts/trips.contract';
import { overlapLines, overlapOf } from '../../../src/features/trips/lib/party-overlap';
import {
  addRound, hasCourseOnDay, moveRound, orderDays, orderWholeTrip, parseKey, planBody, planOf, removeRound, roundKey, setTeeTime,
  type Plan,
} from '../../../src/features/trips/lib/trip-plan';
import { dayRoutes, tripLines, tripPins } from '../../../src/features/trips/lib/trip-route';
import { tripAnnouncements } from '../../../src/features/trips/lib/trip-announcements';

const course = (id: string, lng: number, lat = 56) => ({
  _id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, club_name: `Course ${id}`, architects: [], year_established: null, club_membership: null,
  type: 'FULL LENGTH' as const, location: { lat, lng }, address: { country: 'Scotland', province: null, city: null }, main_image: null, holes: 18, peak_green_fee: null,
});
const round = (id: string, lng: number, extra: Partial<{ _id: string; teeTime: string | null }> = {}) => ({ course: course(id, lng), teeTime: null, note: null, ...extra });
const names = (plan: Plan) => plan.map((d) => d.map((r) => r.course.club_name.replace('Course ', '')));

describe('trip plan edits', () => {
  const plan: Plan = [[round('1', -3), round('2', -2)], [], [round('3', -1)]];

  it('adds to a day, removes, moves within and across days, and never changes the plan it was given', () => {
    const frozen = JSON.stringify(plan);
    expect(names(addRound(plan, 2, course('4', 0)))).toEqual([['1', '2'], ['4'], ['3']]);
    expect(names(removeRound(plan, 1, 0))).toEqual([['2'], [], ['3']]);
    expect(names(moveRound(plan, { day: 1, index: 0 }, { day: 1, index: 2 }))).toEqual([['2', '1'], [], ['3']]);
    expect(names(moveRound(plan, { day: 1, index: 1 }, { day: 3, index: 0 }))).toEqual([['1'], [], ['2', '3']]);
    expect(names(moveRound(plan, { day: 3, index: 0 }, { day: 2, index: 9 }))).toEqual([['1', '2'], ['3'], []]);
    expect(moveRound(plan, { day: 2, index: 0 }, { day: 1, index: 0 })).toBe(plan);
    expect(setTeeTime(plan, 3, 0, '07:40')[2]![0]!.teeTime).toBe('07:40');
    expect(JSON.stringify(plan)).toBe(frozen);
  });

  it('finds whether a course is on a day', () => {
    expect(hasCourseOnDay(plan, 1, course('2', 0)._id)).toBe(true);
    expect(hasCourseOnDay(plan, 3, course('2', 0)._id)).toBe(false);
  });

  it('saves every day with the revision read, keeping the ids of saved rounds', () => {
    const withId: Plan = [[round('1', -3, { _id: 'a0000000-0000-4000-8000-000000000001', teeTime: '08:00' })], [round('2', -2)]];
    expect(planBody({ _id: 'trip', updatedAt: 'rev' }, withId)).toEqual({
      _id: 'trip', revision: 'rev',
      days: [
        { day: 1, rounds: [{ _id: 'a0000000-0000-4000-8000-000000000001', course: course('1', 0)._id, teeTime: '08:00', note: null }] },
        { day: 2, rounds: [{ course: course('2', 0)._id, teeTime: null, note: null }] },
      ],
    });
  });

  it('reads a trip into a plan, day by day', () => {
    const trip = { days: [{ day: 1, date: '2027-05-03', rounds: [{ _id: 'x', ...round('1', 0) }] }, { day: 2, date: '2027-05-04', rounds: [] }] } as unknown as TripDetail;
    expect(names(planOf(trip))).toEqual([['1'], []]);
  });

  it('orders each day and the whole trip without losing a round', () => {
    const zigzag: Plan = [[round('a', 0), round('b', 2), round('c', 1)], [round('d', 3), round('e', -1)]];
    expect(names(orderDays(zigzag)).map((d) => d.slice().sort())).toEqual([['a', 'b', 'c'], ['d', 'e']]);
    const [day1] = dayRoutes(orderDays(zigzag));
    expect(day1!.km).toBeLessThan(dayRoutes(zigzag)[0]!.km);
    const whole = orderWholeTrip(zigzag);
    expect(whole.map((d) => d.length)).toEqual([3, 2]);
    expect(whole.flat().map((r) => r.course.club_name).sort()).toEqual(zigzag.flat().map((r) => r.course.club_name).sort());
    expect(dayRoutes(whole).reduce((a, r) => a + r.km, 0)).toBeLessThanOrEqual(dayRoutes(zigzag).reduce((a, r) => a + r.km, 0) + 1e-9);
  });

  it('numbers the pins by day and stop, draws a line for days of two rounds or more, and keys the board', () => {
    expect(tripPins(plan).map((p) => p.label)).toEqual(['1·1', '1·2', '3·1']);
    expect(new Set(tripPins(plan).map((p) => p.color)).size).toBe(2);
    expect(tripLines(plan).map((l) => [l.day, l.coordinates.length])).toEqual([[1, 2]]);
    expect(parseKey(roundKey(3, 4))).toEqual({ day: 3, index: 4 });
    expect(parseKey('day:2')).toEqual({ day: 2, index: null });
    expect(parseKey('nonsense')).toBeNull();
  });
});

describe('party overlap', () => {
  const golfer = (id: string, name: string, wished: string[], played: string[] = []): PartyMember =>
    ({ user: { _id: id, displayName: name, fullName: null, picture: null, isPremium: false, isDemo: false }, wished, watched: [], played });
  const party = [golfer('me', 'Me', ['k'], ['c']), golfer('anna', 'Anna', ['k', 'n']), golfer('tom', 'Tom', ['k'], ['c'])];

  it.each([
    ['k', ['3 of you want to play Kingsbarns']],
    ['n', ["On Anna's wishlist"]],
    ['c', ['You have played it', 'Tom has played Kingsbarns']],
    ['x', []],
  ])('course %s', (id, lines) => {
    expect(overlapLines(overlapOf(party, id, 'me'), 'Kingsbarns', party.length)).toEqual(lines);
  });

  it('speaks of the signed-in golfer as you', () => {
    expect(overlapLines(overlapOf([golfer('me', 'Me', ['k'])], 'k', 'me'), 'Kingsbarns', 1)).toEqual(['On your wishlist']);
    expect(overlapOf(party, 'c', 'anna').playedByMe).toBe(false);
  });
});

describe('move announcements', () => {
  const plan: Plan = [[round('1', 0), round('2', 1)], [], [round('3', 2)]];
  const say = tripAnnouncements(plan);
  const drag = (active: string, over: string | null) => ({ active: { id: active }, over: over ? { id: over } : null }) as never;

  it('names the round and the day and stop it would go to', () => {
    expect(say.onDragStart(drag(roundKey(1, 1), null))).toBe('Picked up Course 2 at day 1, stop 2.');
    expect(say.onDragOver!(drag(roundKey(1, 1), roundKey(1, 1)))).toBeUndefined();
    expect(say.onDragOver!(drag(roundKey(1, 1), roundKey(3, 0)))).toBe('Course 2 would go to day 3, stop 1.');
    expect(say.onDragOver!(drag(roundKey(1, 1), 'day:2'))).toBe('Course 2 would go to day 2, stop 1.');
    expect(say.onDragOver!(drag(roundKey(1, 1), roundKey(1, 1)))).toBe('Course 2 is back at day 1, stop 2.');
    expect(say.onDragEnd(drag(roundKey(1, 1), 'day:3'))).toBe('Moved Course 2 to day 3, stop 2.');
    expect(say.onDragCancel(drag(roundKey(1, 0), null))).toBe('Move cancelled. Course 1 stays at day 1, stop 1.');
  });
});
