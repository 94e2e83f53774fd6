import { describe, expect, it } from 'vitest';
import {
  inTripArea, TRIP_AREA_KM, tripAreaBox, tripDatesProblem, tripDayCount,
} from '../../../../src/shared/domain/trips/trip-rules';
import { maySaveTrip, type SavedTrip, type TripSave, type TripSaveFacts } from '../../../../src/shared/domain/trips/trip-save-rules';
import type { ListRole } from '../../../../src/shared/domain/lists/list-facts';

describe('a trip\'s dates', () => {
  it.each<[string, string, 'startDate' | 'endDate', string | null]>([
    ['2027-05-03', '2027-05-05', 'endDate', null],
    ['2027-05-03', '2027-05-03', 'endDate', null],
    ['2027-05-05', '2027-05-03', 'endDate', 'must not be before startDate'],
    ['2027-05-05', '2027-05-03', 'startDate', 'must not be after endDate'],
    ['2027-01-01', '2027-03-01', 'endDate', null],
    ['2027-01-01', '2027-03-02', 'endDate', 'makes the trip 61 days long: at most 60'],
  ])('%s to %s (%s): %s', (start, end, field, problem) => expect(tripDatesProblem(start, end, field)).toBe(problem));
  it('counts both days', () => expect(tripDayCount('2027-12-30', '2028-01-02')).toBe(4));
});

describe('the trip\'s area', () => {
  const northBerwick = { lat: 56.058, lng: -2.72 };
  it.each([
    ['Gullane, 7 km', { lat: 56.038, lng: -2.832 }, true],
    ['Kingsbarns, 30 km', { lat: 56.299, lng: -2.651 }, true],
    ['Royal Dornoch, 230 km', { lat: 57.88, lng: -4.02 }, false],
    ['Pebble Beach', { lat: 36.568, lng: -121.95 }, false],
  ] as const)('%s from North Berwick: %s', (_what, p, inside) => expect(inTripArea(p, [northBerwick])).toBe(inside));
  it('grows with every round planned, and is nothing without a centre', () => {
    expect(inTripArea({ lat: 57.88, lng: -4.02 }, [northBerwick, { lat: 57.6, lng: -3.9 }])).toBe(true);
    expect(inTripArea(northBerwick, [])).toBe(false);
    expect(tripAreaBox([])).toBeNull();
  });
  it('boxes every point of the area', () => {
    const box = tripAreaBox([northBerwick])!;
    for (const bearing of [0, 90, 180, 270]) {
      const rad = (bearing * Math.PI) / 180;
      const p = { lat: northBerwick.lat + (TRIP_AREA_KM * 0.99 / 111.2) * Math.cos(rad), lng: northBerwick.lng + (TRIP_AREA_KM * 0.99 / (111.2 * Math.cos(56 * Math.PI / 180))) * Math.sin(rad) };
      expect(p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east, `bearing ${bearing}`).toBe(true);
    }
    expect(tripAreaBox([{ lat: -17.7, lng: 179.5 }])).toMatchObject({ west: -180, east: 180 });
  });
});

describe('saving a trip plan', () => {
  const trip: SavedTrip = { ownerId: 'owner', isPublic: false, revision: 'r1', startDate: '2027-05-03', endDate: '2027-05-05', lastPlannedDay: 3 };
  const facts = (role: ListRole, over: Partial<TripSaveFacts> = {}): TripSaveFacts => ({
    trip, role, courses: new Set(['c1']), golfers: new Set(['anna', 'tom']), followedByOwner: new Set(['anna']), ...over,
  });
  const check = (actor: string, body: TripSave, f: TripSaveFacts) => {
    const r = maySaveTrip(actor, body, f);
    return r ? `${r.reason}${r.path ? ` ${r.path}` : ''}` : 'ok';
  };
  it.each<[string, string, TripSave, TripSaveFacts, string]>([
    ['the owner renames it', 'owner', {}, facts('owner'), 'ok'],
    ['a companion plans', 'anna', { days: [{ day: 1, rounds: [{ course: 'c1' }] }] }, facts('companion'), 'ok'],
    ['an invited golfer plans', 'anna', { days: [] }, facts('invited'), 'forbidden'],
    ['a stranger, private trip', 'x', {}, facts('none'), 'not-found'],
    ['a stranger, public trip', 'x', {}, facts('none', { trip: { ...trip, isPublic: true } }), 'forbidden'],
    ['a stale revision', 'owner', { revision: 'r0' }, facts('owner'), 'stale'],
    ['the current revision', 'owner', { revision: 'r1' }, facts('owner'), 'ok'],
    ['a companion invites', 'anna', { companions: ['anna', 'tom'] }, facts('companion'), 'forbidden companions'],
    ['a companion shares it', 'anna', { isPublic: true }, facts('companion'), 'forbidden isPublic'],
    ['a companion saves visibility unchanged', 'anna', { isPublic: false }, facts('companion'), 'ok'],
    ['dates backwards', 'owner', { startDate: '2027-05-09' }, facts('owner'), 'invalid startDate'],
    ['a day outside', 'owner', { days: [{ day: 4, rounds: [] }] }, facts('owner'), 'invalid days.0.day'],
    ['shortened past its rounds', 'owner', { endDate: '2027-05-04' }, facts('owner'), 'invalid endDate'],
    ['shortened with the rounds moved in the same save', 'owner', { endDate: '2027-05-04', days: [{ day: 2, rounds: [] }] }, facts('owner'), 'ok'],
    ['an unknown course', 'owner', { days: [{ day: 1, rounds: [{ course: 'c1' }, { course: 'zz' }] }] }, facts('owner'), 'not-found days.0.rounds.1.course'],
    ['the owner as companion', 'owner', { companions: ['owner'] }, facts('owner'), 'invalid companions.0'],
    ['an unknown golfer', 'owner', { companions: ['anna', 'nobody'] }, facts('owner'), 'invalid companions.1'],
    ['a golfer the owner does not follow', 'owner', { companions: ['tom'] }, facts('owner'), 'invalid companions.0'],
    ['a new trip with companions followed', 'owner', { startDate: '2027-01-01', endDate: '2027-01-02', companions: ['anna'] }, facts('owner', { trip: null }), 'ok'],
  ])('%s', (_what, actor, body, f, expected) => expect(check(actor, body, f)).toBe(expected));
});
