import { describe, expect, it } from 'vitest';
import { shouldFitTrip, tripFitTarget } from '../../../src/features/trips/lib/trip-map-fit';
import { addRound, moveRound, orderWholeTrip, removeRound, setNote, setTeeTime, type Plan } from '../../../src/features/trips/lib/trip-plan';

const course = (id: string, lat: number, lng: number) => ({
  _id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, club_name: `Course ${id}`, architects: [], year_established: null, club_membership: null,
  type: 'FULL LENGTH' as const, location: { lat, lng }, address: { country: 'Scotland', province: null, city: null }, main_image: null, holes: 18, peak_green_fee: null,
});
const round = (c: ReturnType<typeof course>) => ({ course: c, teeTime: null, note: null });

const OLD = course('1', 56.348, -2.811);
const MUIRFIELD = course('2', 56.043, -2.822);
const KINGSBARNS = course('3', 56.304, -2.65);
const CRUDEN = course('4', 57.412, -1.859);
const ST_ANDREWS = { name: 'St Andrews', lat: 56.34, lng: -2.8 };
const plan: Plan = [[round(OLD)], [round(KINGSBARNS)], [round(MUIRFIELD)]];

describe('what the trip map frames', () => {
  it('is nothing before the plan has loaded (never the destination alone meanwhile)', () => {
    expect(tripFitTarget('t', null, ST_ANDREWS)).toBeNull();
  });

  it('is every round, day 3 too, and not the destination', () => {
    const target = tripFitTarget('t', plan, ST_ANDREWS)!;
    expect(target.points).toHaveLength(3);
    expect(target.points).toContainEqual({ lat: MUIRFIELD.location.lat, lng: MUIRFIELD.location.lng });
    expect(target.points).not.toContainEqual({ lat: ST_ANDREWS.lat, lng: ST_ANDREWS.lng });
  });

  it('is a course played twice once', () => {
    const twice: Plan = [[round(OLD)], [round(OLD), round(KINGSBARNS)]];
    expect(tripFitTarget('t', twice, null)!.points).toHaveLength(2);
  });

  it('is about 25 km round the destination while there is no round, and nothing without either', () => {
    const target = tripFitTarget('t', [[], []], ST_ANDREWS)!;
    expect(target.points).toEqual([{ lng: -3.05, lat: 56.215 }, { lng: -2.55, lat: 56.465 }]);
    expect(tripFitTarget('t', [[], []], null)).toBeNull();
  });

  it('keeps its key through every change that moves no place, and changes it when a course comes or goes', () => {
    const key = tripFitTarget('t', plan, ST_ANDREWS)!.key;
    const same = [
      moveRound(plan, { day: 3, index: 0 }, { day: 1, index: 0 }),
      orderWholeTrip(plan),
      setTeeTime(plan, 1, 0, '08:30'),
      setNote(plan, 2, 0, 'Bring waterproofs'),
    ];
    for (const p of same) expect(tripFitTarget('t', p, ST_ANDREWS)!.key).toBe(key);
    expect(tripFitTarget('t', addRound(plan, 2, CRUDEN), ST_ANDREWS)!.key).not.toBe(key);
    expect(tripFitTarget('t', removeRound(plan, 3, 0), ST_ANDREWS)!.key).not.toBe(key);
  });
});

describe('when the trip map is fitted', () => {
  const opened = { tripId: 't', key: 'a,b' };
  it.each([
    ['the trip opens', null, { tripId: 't', key: 'a,b' }, true, true],
    ['another trip opens', opened, { tripId: 'u', key: 'a,b' }, true, true],
    ['nothing that shows changed (a move, a tee time, a note, the golfer panned away)', opened, opened, false, false],
    ['a course added far away, out of sight', opened, { tripId: 't', key: 'a,b,c' }, false, true],
    ['a course added where the golfer looks, every round in sight', opened, { tripId: 't', key: 'a,b,c' }, true, false],
    ['a course removed, the rest in sight', opened, { tripId: 't', key: 'a' }, true, false],
    ['a course removed while the golfer looks elsewhere', opened, { tripId: 't', key: 'a' }, false, true],
  ] as const)('%s', (_, last, next, allInView, fit) => {
    expect(shouldFitTrip(last, next, allInView)).toBe(fit);
  });
});
