import { describe, expect, it } from 'vitest';
import {
  defaultTripDay, newTripWithCoursePath, tripDayOptions, tripPlannerPath, tripsToAddTo, upcomingTrips,
} from '../../../src/features/trips/lib/add-to-trip-options';

const trip = (id: string, startDate: string, endDate: string) => ({ _id: id, startDate, endDate });

describe('upcomingTrips', () => {
  const trips = [
    trip('under-way', '2027-05-01', '2027-05-06'),
    trip('ends-today', '2027-04-28', '2027-05-04'),
    trip('next-month', '2027-06-10', '2027-06-12'),
    trip('ended-yesterday', '2027-05-01', '2027-05-03'),
    trip('last-year', '2026-05-01', '2026-05-03'),
  ];

  it.each([
    ['keeps trips under way, ending today, or ahead, in the given order', '2027-05-04', ['under-way', 'ends-today', 'next-month']],
    ['drops a trip the day after its last day', '2027-05-05', ['under-way', 'next-month']],
    ['keeps every trip before any has ended', '2026-01-01', ['under-way', 'ends-today', 'next-month', 'ended-yesterday', 'last-year']],
    ['keeps none once all are over', '2027-06-13', []],
  ])('%s (today %s)', (_, today, ids) => {
    expect(upcomingTrips(trips, today).map((t) => t._id)).toEqual(ids);
  });

  it('answers an empty list for no trips', () => {
    expect(upcomingTrips([], '2027-05-04')).toEqual([]);
  });
});

describe('tripsToAddTo', () => {
  const mine = (id: string, role: 'owner' | 'companion' | 'invited', endDate: string) => ({ _id: id, role, endDate });
  const trips = [
    mine('owned', 'owner', '2027-05-06'),
    mine('invited', 'invited', '2027-05-07'),
    mine('joined', 'companion', '2027-06-01'),
    mine('owned-past', 'owner', '2027-05-01'),
    mine('joined-past', 'companion', '2027-05-02'),
  ];

  it('offers the upcoming trips the golfer plans, owned or joined, in the given order', () => {
    expect(tripsToAddTo(trips, '2027-05-04').map((t) => t._id)).toEqual(['owned', 'joined']);
  });

  it('never offers an invitation still to answer, even for a trip ahead', () => {
    expect(tripsToAddTo([mine('invited', 'invited', '2028-01-01')], '2027-05-04')).toEqual([]);
  });
});

describe('tripDayOptions', () => {
  it.each([
    ['a three-day trip', '2027-05-03', '2027-05-05', 'en-GB', ['Day 1 · Mon 3 May', 'Day 2 · Tue 4 May', 'Day 3 · Wed 5 May']],
    ['a one-day trip', '2027-05-04', '2027-05-04', 'en-GB', ['Day 1 · Tue 4 May']],
    ['a trip across a month and a year end', '2027-12-31', '2028-01-01', 'en-GB', ['Day 1 · Fri 31 Dec', 'Day 2 · Sat 1 Jan']],
    ['a trip across 29 February', '2028-02-28', '2028-03-01', 'en-GB', ['Day 1 · Mon 28 Feb', 'Day 2 · Tue 29 Feb', 'Day 3 · Wed 1 Mar']],
    ['the locale the browser gives', '2027-05-03', '2027-05-04', 'en-US', ['Day 1 · Mon, May 3', 'Day 2 · Tue, May 4']],
    ['dates the wrong way round (no days)', '2027-05-05', '2027-05-03', 'en-GB', []],
  ])('labels %s', (_, startDate, endDate, locale, labels) => {
    expect(tripDayOptions({ startDate, endDate }, locale).map((o) => o.label)).toEqual(labels);
  });

  it('numbers the days from 1 and gives each its calendar date', () => {
    expect(tripDayOptions({ startDate: '2027-03-30', endDate: '2027-04-01' }, 'en-GB').map(({ day, date }) => ({ day, date }))).toEqual([
      { day: 1, date: '2027-03-30' },
      { day: 2, date: '2027-03-31' },
      { day: 3, date: '2027-04-01' },
    ]);
  });

  it('offers at most the 60 days a trip may have', () => {
    const days = tripDayOptions({ startDate: '2027-01-01', endDate: '2027-12-31' }, 'en-GB');
    expect(days).toHaveLength(60);
    expect(days.at(-1)).toMatchObject({ day: 60, date: '2027-03-01' });
  });
});

describe('defaultTripDay', () => {
  const days = tripDayOptions({ startDate: '2027-05-03', endDate: '2027-05-06' }, 'en-GB');

  it.each([
    ['day 1 of a trip still ahead', '2027-04-20', 1],
    ['day 1 on the first day', '2027-05-03', 1],
    ['today for a trip under way', '2027-05-05', 3],
    ['the last day on the last day', '2027-05-06', 4],
    ['day 1 when every day has passed', '2027-05-09', 1],
  ])('starts on %s', (_, today, day) => {
    expect(defaultTripDay(days, today)).toBe(day);
  });

  it('starts on day 1 without days', () => {
    expect(defaultTripDay([], '2027-05-04')).toBe(1);
  });
});

describe('links', () => {
  it.each([
    ['a course id', 'c0ffee00-0000-4000-8000-000000000001', '/trip-planner?course=c0ffee00-0000-4000-8000-000000000001'],
    ['characters a query must escape', 'a b&c=d', '/trip-planner?course=a+b%26c%3Dd'],
  ])('a new trip with %s', (_, courseId, path) => {
    expect(newTripWithCoursePath(courseId)).toBe(path);
    expect(new URL(path, 'http://x').searchParams.get('course')).toBe(courseId);
  });

  it('opens a trip in the planner', () => {
    expect(tripPlannerPath('0000-1')).toBe('/trip-planner/0000-1');
    expect(tripPlannerPath('a/b')).toBe('/trip-planner/a%2Fb');
  });
});
