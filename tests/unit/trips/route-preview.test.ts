import { describe, expect, it } from 'vitest';
import {
  distanceText, moveText, planKey, previewRoute, previewSummary, routeKm, teeTimeText, undoText,
} from '../../../src/features/trips/lib/route-preview';
import { planBody, setNote, setTeeTime, type Plan, type PlanRound } from '../../../src/features/trips/lib/trip-plan';

const course = (name: string, lat: number, lng: number) => ({
  _id: `00000000-0000-4000-8000-${String(name.length * 1000 + Math.round(lat * 10)).padStart(12, '0')}`, club_name: name, architects: [],
  year_established: null, club_membership: null, type: 'FULL LENGTH' as const, location: { lat, lng },
  address: { country: 'Scotland', province: null, city: null }, main_image: null, holes: 18, peak_green_fee: null,
});
const round = (name: string, lat: number, lng: number, teeTime: string | null = null): PlanRound => ({ course: course(name, lat, lng), teeTime, note: null });

const OLD = round('Old Course', 56.348, -2.811);
const MUIRFIELD = round('Muirfield', 56.043, -2.822, '09:10');
const KINGSBARNS = round('Kingsbarns', 56.304, -2.65);
const NORTH_BERWICK = round('North Berwick', 56.059, -2.733);
const DAYS = ['Mon 3 May', 'Tue 4 May', 'Wed 5 May'];
const names = (plan: Plan) => plan.map((d) => d.map((r) => r.course.club_name));

describe('previewing the shortest route for the trip', () => {
  const plan: Plan = [[OLD, MUIRFIELD], [KINGSBARNS], [NORTH_BERWICK]];
  const preview = previewRoute(plan, 'trip');

  it('proposes the new plan without touching the one shown', () => {
    const frozen = JSON.stringify(plan);
    expect(names(preview.after)).toEqual([['Old Course', 'Kingsbarns'], ['North Berwick'], ['Muirfield']]);
    expect(preview.before).toBe(plan);
    expect(JSON.stringify(plan)).toBe(frozen);
  });

  it('lists each round that moves, from where to where, in the new order', () => {
    expect(preview.moves.map((m) => [m.round.course.club_name, m.from, m.to])).toEqual([
      ['Kingsbarns', { day: 2, stop: 1 }, { day: 1, stop: 2 }],
      ['North Berwick', { day: 3, stop: 1 }, { day: 2, stop: 1 }],
      ['Muirfield', { day: 1, stop: 2 }, { day: 3, stop: 1 }],
    ]);
    expect(preview.moves.map((m) => moveText(m, DAYS))).toEqual([
      'Day 2 (Tue 4 May) → Day 1 (Mon 3 May)',
      'Day 3 (Wed 5 May) → Day 2 (Tue 4 May)',
      'Day 1 (Mon 3 May) → Day 3 (Wed 5 May)',
    ]);
    expect(previewSummary(preview)).toBe('3 rounds change day.');
    expect(undoText(preview)).toBe('Reordered the whole trip: 3 rounds changed day.');
  });

  it('keeps each tee time with its round, and says so for a round that changes day', () => {
    const muirfield = preview.after[2]![0]!;
    expect(muirfield).toBe(MUIRFIELD);
    expect(muirfield.teeTime).toBe('09:10');
    expect(preview.moves.map((m) => teeTimeText(m, DAYS))).toEqual([null, null, 'Its 09:10 tee time goes with it to Wed 5 May: check the booking.']);
    expect(planBody({ _id: 'trip', updatedAt: 'rev' }, preview.after).days![2]!.rounds).toEqual([{ course: MUIRFIELD.course._id, teeTime: '09:10', note: null }]);
  });

  it('gives the whole route\'s distance before and after, as the crow flies', () => {
    expect(Math.round(preview.km.before)).toBe(93);
    expect(Math.round(preview.km.after)).toBe(45);
    expect(distanceText(preview, 3)).toBe('Whole route, day 1 to day 3: 93 km → 45 km as the crow flies');
  });
});

describe('previews', () => {
  it.each([
    ['already the shortest', 'trip', [[OLD, KINGSBARNS], [NORTH_BERWICK], [MUIRFIELD]], [], 'This is already the shortest route found: nothing would change.'],
    ['each day reordered within itself, from its first round\'s end', 'days', [[MUIRFIELD, OLD, NORTH_BERWICK], [KINGSBARNS]],
      [['North Berwick', 'Day 1: stop 3 → stop 2'], ['Old Course', 'Day 1: stop 2 → stop 3']], '2 rounds change place within its day.'],
    ['rounds changing day and one only its place', 'trip', [[NORTH_BERWICK, OLD], [MUIRFIELD], [KINGSBARNS]],
      [['Muirfield', 'Day 2 (Tue 4 May) → Day 1 (Mon 3 May)'], ['North Berwick', 'Day 1: stop 1 → stop 2'],
        ['Kingsbarns', 'Day 3 (Wed 5 May) → Day 2 (Tue 4 May)'], ['Old Course', 'Day 1 (Mon 3 May) → Day 3 (Wed 5 May)']],
      '3 rounds change day, 1 round changes place within a day.'],
    ['a one-day trip', 'trip', [[KINGSBARNS, MUIRFIELD, OLD]],
      [['Old Course', 'Day 1: stop 3 → stop 1'], ['Kingsbarns', 'Day 1: stop 1 → stop 2'], ['Muirfield', 'Day 1: stop 2 → stop 3']],
      '3 rounds change place within a day.'],
    ['a rest day and an empty trip', 'trip', [[], []], [], 'This is already the shortest route found: nothing would change.'],
  ] as const)('%s', (_, mode, plan, moves, summary) => {
    const preview = previewRoute(plan as unknown as Plan, mode);
    expect(preview.moves.map((m) => [m.round.course.club_name, moveText(m, DAYS)])).toEqual(moves);
    expect(previewSummary(preview)).toBe(summary);
    expect(preview.km.after).toBeLessThanOrEqual(preview.km.before + 1e-9);
  });

  it('measures the whole route across days for the trip, and each day alone for the days', () => {
    const plan: Plan = [[OLD], [MUIRFIELD]];
    expect(Math.round(routeKm(plan, 'trip'))).toBe(34);
    expect(routeKm(plan, 'days')).toBe(0);
    expect(distanceText(previewRoute([[OLD, MUIRFIELD, KINGSBARNS]], 'days'), 1)).toMatch(/^Within the days: \d+ km → \d+ km as the crow flies$/);
  });
});

describe('planKey: the same plan, saved or not', () => {
  const plan: Plan = [[OLD, MUIRFIELD], [KINGSBARNS]];
  it('is equal for a copy with saved ids, and differs for any change that shows', () => {
    const saved = plan.map((d) => d.map((r, i) => ({ ...r, _id: `round-${i}` })));
    expect(planKey(saved)).toBe(planKey(plan));
    expect(planKey(setTeeTime(plan, 1, 0, '07:00'))).not.toBe(planKey(plan));
    expect(planKey(setNote(plan, 2, 0, 'Caddies booked'))).not.toBe(planKey(plan));
    expect(planKey([[MUIRFIELD, OLD], [KINGSBARNS]])).not.toBe(planKey(plan));
    expect(planKey([[OLD, MUIRFIELD], [], [KINGSBARNS]])).not.toBe(planKey(plan));
  });
});
