import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../../src/shared/domain/geo';
import {
  legsKm, nearestNeighbourOrder, orderEachDay, orderTripDays, pathLengthKm, shortestOrder, type Stop,
} from '../../../../src/shared/domain/trips/route-order';
import { prng } from '../../../support/prng';

const TOLERANCE_KM = 1e-9;

type Shape = 'region' | 'country' | 'resorts';

/** Courses around East Fife (within ~80 km of 56.3N 2.8W), across Great Britain, or a few resorts of several courses each (some at the very same point). */
function randomStops(random: () => number, n: number, shape: Shape): Stop[] {
  const around = (lat: number, lng: number, dLat: number, dLng: number) => ({
    lat: lat + (random() * 2 - 1) * dLat,
    lng: lng + (random() * 2 - 1) * dLng,
  });
  if (shape === 'region') return Array.from({ length: n }, () => around(56.3, -2.8, 0.7, 1.25));
  if (shape === 'country') return Array.from({ length: n }, () => around(54.3, -2.3, 4.2, 3.8));
  const resorts = Array.from({ length: 1 + Math.floor(random() * 3) }, () => around(56.3, -2.8, 0.7, 1.25));
  return Array.from({ length: n }, () => {
    const resort = resorts[Math.floor(random() * resorts.length)] as Stop;
    return random() < 0.3 ? { ...resort } : around(resort.lat, resort.lng, 0.02, 0.03);
  });
}

function randomCase(random: () => number, index: number) {
  const shapes: Shape[] = ['region', 'region', 'country', 'resorts'];
  const shape = shapes[index % shapes.length] as Shape;
  return { shape, stops: randomStops(random, 2 + Math.floor(random() * 11), shape) };
}

function isPermutation(order: readonly number[], n: number): boolean {
  return order.length === n && [...order].sort((a, b) => a - b).every((v, i) => v === i);
}

/** The shortest open path by trying every order (branches already longer than the best are cut). */
function optimumKm(stops: readonly Stop[]): number {
  const n = stops.length;
  const used = new Array<boolean>(n).fill(false);
  let best = Infinity;
  const extend = (last: number, placed: number, km: number) => {
    if (km >= best) return;
    if (placed === n) {
      best = km;
      return;
    }
    for (let next = 0; next < n; next++) {
      if (used[next]) continue;
      used[next] = true;
      extend(next, placed + 1, km + haversineKm(stops[last] as Stop, stops[next] as Stop));
      used[next] = false;
    }
  };
  for (let first = 0; first < n; first++) {
    used[first] = true;
    extend(first, 1, 0);
    used[first] = false;
  }
  return n < 2 ? 0 : best;
}

describe('shortestOrder on random courses', () => {
  const random = prng(20_261_125);
  const cases = Array.from({ length: 300 }, (_, i) => randomCase(random, i));

  it('is a permutation never longer than the given order or nearest neighbour from any start', () => {
    for (const { shape, stops } of cases) {
      const order = shortestOrder(stops);
      const label = `${shape} set of ${stops.length}: ${JSON.stringify(stops)}`;
      expect(isPermutation(order, stops.length), label).toBe(true);
      const km = pathLengthKm(stops, order);
      expect(km, label).toBeLessThanOrEqual(pathLengthKm(stops) + TOLERANCE_KM);
      expect(km, label).toBeLessThanOrEqual(pathLengthKm(stops, nearestNeighbourOrder(stops, 0)) + TOLERANCE_KM);
      const bestGreedy = Math.min(...stops.map((_, start) => pathLengthKm(stops, nearestNeighbourOrder(stops, start))));
      expect(km, label).toBeLessThanOrEqual(bestGreedy + TOLERANCE_KM);
    }
  });

  it('stays within 5% of the true shortest route for up to 9 courses', () => {
    const small = cases.filter(({ stops }) => stops.length <= 9);
    expect(small.length).toBeGreaterThanOrEqual(150);
    let worst = 1;
    let worstCase = '';
    let optimal = 0;
    for (const { shape, stops } of small) {
      const best = optimumKm(stops);
      const km = pathLengthKm(stops, shortestOrder(stops));
      // Every order's length is at least the optimum's: a ratio below 1 would mean the brute force is wrong.
      expect(km).toBeGreaterThanOrEqual(best - TOLERANCE_KM);
      const ratio = best === 0 ? 1 : km / best;
      if (ratio <= 1 + 1e-12) optimal++;
      if (ratio > worst) {
        worst = ratio;
        worstCase = `${shape} set of ${stops.length}`;
      }
    }
    const summary = `worst ratio ${worst.toFixed(4)} (${worstCase || 'none'}); optimal in ${optimal} of ${small.length} sets`;
    expect(worst, summary).toBeLessThanOrEqual(1.05);
  });

  it('is deterministic', () => {
    for (const { stops } of cases.slice(0, 30)) expect(shortestOrder(stops)).toEqual(shortestOrder(stops));
  });

  it('is fast enough to run on every click', () => {
    const twelve = Array.from({ length: 100 }, () => randomStops(random, 12, 'region'));
    const hundred = randomStops(random, 100, 'country');
    let started = performance.now();
    for (const stops of twelve) shortestOrder(stops);
    // Generous bounds for a loaded test machine: the aim is about 1 ms for 12 courses and tens of ms for 100.
    expect((performance.now() - started) / twelve.length).toBeLessThan(20);
    started = performance.now();
    expect(isPermutation(shortestOrder(hundred), 100)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('shortestOrder on known cases', () => {
  it('puts courses on a line in line order', () => {
    const eastward = [-3.4, -3.1, -2.95, -2.8, -2.6, -2.2, -1.9].map((lng) => ({ lat: 56.3, lng }));
    const shuffled = [3, 6, 0, 4, 1, 5, 2];
    const order = shortestOrder(shuffled.map((i) => eastward[i] as Stop)).map((i) => shuffled[i]);
    expect([[0, 1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1, 0]]).toContainEqual(order);

    const northward = [50.1, 51.5, 52.2, 53.4, 55.9, 57.5].map((lat) => ({ lat, lng: -3 }));
    const mixed = [northward[2], northward[5], northward[0], northward[3], northward[1], northward[4]] as Stop[];
    // Its ends are mixed[2] (south) and mixed[1] (north): the lower index, the north, comes first.
    expect(shortestOrder(mixed).map((i) => mixed[i])).toEqual([...northward].reverse());
  });

  it('handles no, one and two courses', () => {
    const a = { lat: 56.34, lng: -2.8 };
    const b = { lat: 56.06, lng: -2.72 };
    expect(shortestOrder([])).toEqual([]);
    expect(shortestOrder([a])).toEqual([0]);
    expect(shortestOrder([a, b])).toEqual([0, 1]);
    expect(nearestNeighbourOrder([])).toEqual([]);
    expect(pathLengthKm([])).toBe(0);
    expect(pathLengthKm([a])).toBe(0);
    expect(legsKm([a])).toEqual([]);
  });

  it('plays courses at the same place one after the other', () => {
    const a = { lat: 56.34, lng: -2.8 };
    const b = { lat: 57.48, lng: -4.22 };
    const stops = [a, b, { ...a }, { ...b }, { ...a }];
    const order = shortestOrder(stops);
    expect(isPermutation(order, 5)).toBe(true);
    expect(pathLengthKm(stops, order)).toBeCloseTo(haversineKm(a, b), 9);
  });

  it('returns the direction starting at the lower index', () => {
    const line = [0, 1, 2, 3, 4].map((k) => ({ lat: 56, lng: -3 + k * 0.2 }));
    expect(shortestOrder([...line].reverse())).toEqual([0, 1, 2, 3, 4]);
    expect(shortestOrder([line[2], line[0], line[4], line[1], line[3]] as Stop[])).toEqual([1, 3, 0, 4, 2]);
  });

  it('walks greedily from the given start', () => {
    const line = [-3, -2.85, -2.8, -2.6].map((lng) => ({ lat: 56, lng }));
    expect(nearestNeighbourOrder(line, 2)).toEqual([2, 1, 0, 3]);
    expect(nearestNeighbourOrder(line, 3)).toEqual([3, 2, 1, 0]);
    expect(nearestNeighbourOrder(line, 0)).toEqual([0, 1, 2, 3]);
    expect(() => nearestNeighbourOrder(line, 4)).toThrow(RangeError);
  });

  it('measures legs and paths with the great-circle distance', () => {
    const stops = [{ lat: 56.34, lng: -2.8 }, { lat: 56.06, lng: -2.72 }, { lat: 55.95, lng: -3.19 }];
    const legs = legsKm(stops);
    expect(legs).toEqual([haversineKm(stops[0] as Stop, stops[1] as Stop), haversineKm(stops[1] as Stop, stops[2] as Stop)]);
    expect(pathLengthKm(stops)).toBeCloseTo((legs[0] as number) + (legs[1] as number), 12);
    expect(pathLengthKm(stops, [2, 0])).toBe(haversineKm(stops[2] as Stop, stops[0] as Stop));
  });
});

interface Round {
  id: string;
  lat: number;
  lng: number;
}
const at = (round: Round): Stop => round;
const ids = (days: readonly (readonly Round[])[]) => days.map((day) => day.map((round) => round.id));
const routeKm = (days: readonly (readonly Round[])[]) => pathLengthKm(days.flat());

describe('ordering a trip', () => {
  const random = prng(42);
  const trips = Array.from({ length: 120 }, (_, t) => {
    let next = 0;
    const shape: Shape = t % 3 === 0 ? 'country' : 'region';
    return Array.from({ length: 1 + Math.floor(random() * 10) }, () => {
      const count = random() < 0.25 ? 0 : 1 + Math.floor(random() * 4);
      return randomStops(random, count, shape).map((stop) => ({ id: `r${next++}`, ...stop }));
    });
  });

  it('keeps each day’s number of rounds, rest days empty, and every round once, on a route no longer than before', () => {
    for (const days of trips) {
      const ordered = orderTripDays(days, at);
      expect(ordered.map((day) => day.length)).toEqual(days.map((day) => day.length));
      expect(ordered.flat().map((r) => r.id).sort()).toEqual(days.flat().map((r) => r.id).sort());
      expect(routeKm(ordered)).toBeLessThanOrEqual(routeKm(days) + TOLERANCE_KM);
      const first = days.flat()[0];
      const flat = ordered.flat();
      if (first && flat.length > 1) {
        // The route starts at its end nearer the trip's current first round.
        expect(haversineKm(first, flat[0] as Round)).toBeLessThanOrEqual(haversineKm(first, flat[flat.length - 1] as Round));
      }
    }
  });

  it('deals a route along a coast back into the days in order', () => {
    const p = [-3.4, -3.0, -2.6, -2.2, -1.8].map((lng, i) => ({ id: `p${i + 1}`, lat: 56.2, lng }));
    const [p1, p2, p3, p4, p5] = p as [Round, Round, Round, Round, Round];
    expect(ids(orderTripDays([[p5, p1], [], [p3], [p2, p4]], at))).toEqual([['p5', 'p4'], [], ['p3'], ['p2', 'p1']]);
    expect(ids(orderTripDays([[p2, p4], [p3, p5, p1]], at))).toEqual([['p1', 'p2'], ['p3', 'p4', 'p5']]);
    expect(orderTripDays([[], []], at)).toEqual([[], []]);
    expect(orderTripDays([], at)).toEqual([]);
  });

  it('orders each day on its own without moving rounds between days', () => {
    for (const days of trips) {
      const ordered = orderEachDay(days, at);
      expect(ordered.map((day) => day.map((r) => r.id).sort())).toEqual(days.map((day) => day.map((r) => r.id).sort()));
      ordered.forEach((day, i) => expect(pathLengthKm(day)).toBeLessThanOrEqual(pathLengthKm(days[i] as Round[]) + TOLERANCE_KM));
    }
    const p = [-3.4, -3.0, -2.6].map((lng, i) => ({ id: `p${i + 1}`, lat: 56.2, lng }));
    const [p1, p2, p3] = p as [Round, Round, Round];
    expect(ids(orderEachDay([[p3, p1, p2], [], [p2, p1]], at))).toEqual([['p3', 'p2', 'p1'], [], ['p2', 'p1']]);
  });
});
