/**
 * The order to play a trip's rounds in: the shortest open route through the courses (start at any
 * course, end at any course), by great-circle distance. Shared so the client can reorder a trip
 * instantly and the server can do the same for a trip it builds.
 *
 * Finding the true shortest route is the travelling-salesman problem; a day has at most 8 rounds and
 * a trip a few hundred, so a heuristic is used: nearest neighbour from every start, each improved by
 * 2-opt and Or-opt until neither helps. On 216 random sets of up to 9 courses it found the optimum in
 * all but one, that one 1% longer (tests/unit/shared/trips/route-order.test.ts measures it).
 *
 * The open path is handled as a closed tour through one extra "anywhere" node that is 0 km from
 * every course: cutting the tour at that node gives the path, and the ordinary closed-tour moves
 * then include reversing a prefix or suffix and moving stops to either end for free.
 */
import { haversineKm } from '../geo';

export interface Stop {
  lat: number;
  lng: number;
}

// Moves must gain more than this to count, so rounding noise can never make the search cycle.
const GAIN_EPSILON_KM = 1e-9;

// A local search costs n² a sweep, and more sweeps as n grows. Every start is tried up to 50 stops;
// beyond, an even spread of starts (at least 4): the best route barely changes (measured: 0.1% at 100
// stops) while 100 stops take tens of milliseconds instead of a hundred, and 500 a few hundred.
const WORK_BUDGET = 250_000;

export function pathLengthKm(stops: readonly Stop[], order?: readonly number[]): number {
  const path = order ?? stops.map((_, i) => i);
  let total = 0;
  for (let i = 1; i < path.length; i++) total += haversineKm(stopAt(stops, path[i - 1]), stopAt(stops, path[i]));
  return total;
}

export function legsKm(stops: readonly Stop[]): number[] {
  const legs: number[] = [];
  for (let i = 1; i < stops.length; i++) legs.push(haversineKm(stopAt(stops, i - 1), stopAt(stops, i)));
  return legs;
}

/** Greedy route from `start`: always on to the nearest course not yet visited (lowest index on a tie). */
export function nearestNeighbourOrder(stops: readonly Stop[], start = 0): number[] {
  const n = stops.length;
  if (n === 0) return [];
  if (!Number.isInteger(start) || start < 0 || start >= n) throw new RangeError(`start ${start} is not a stop of ${n}`);
  return nearestNeighbour(distanceMatrix(stops), n, start);
}

/**
 * The shortest route found, as indexes into `stops`. Deterministic. It is never longer than the
 * stops' own order (that order is one of the routes improved), so reordering never makes a trip
 * worse. Of the two directions of the route, the one that starts at the lower index is returned.
 */
export function shortestOrder(stops: readonly Stop[]): number[] {
  const n = stops.length;
  if (n <= 2) return stops.map((_, i) => i);
  const m = n + 1;
  const d = distanceMatrix(stops);
  const starts = Math.min(n, Math.max(4, Math.ceil(WORK_BUDGET / (n * n))));

  let best = improved(stops.map((_, i) => i), d, m);
  for (let k = 0; k < starts; k++) {
    const candidate = improved(nearestNeighbour(d, n, Math.floor((k * n) / starts)), d, m);
    if (candidate.km < best.km - GAIN_EPSILON_KM) best = candidate;
  }
  const order = best.order;
  return (order[0] ?? 0) < (order[n - 1] ?? 0) ? order : order.reverse();
}

/**
 * Orders the whole trip as one route, then deals it back into the days in sequence: each day keeps
 * its number of rounds (a rest day stays empty), only which rounds fall on which day changes. The
 * route runs from the end nearer the trip's current first round, so the trip still starts where the
 * golfer planned to arrive (the route's own direction is kept on a tie or when there is no round).
 */
export function orderTripDays<T>(days: readonly (readonly T[])[], at: (t: T) => Stop): T[][] {
  const items = days.flat() as T[];
  const stops = items.map(at);
  const route = orientFrom(stops, shortestOrder(stops), stops[0]);
  let next = 0;
  return days.map((day) => day.map(() => items[route[next++] as number] as T));
}

/** Orders the rounds within each day only; each day starts from the end nearer its current first round. */
export function orderEachDay<T>(days: readonly (readonly T[])[], at: (t: T) => Stop): T[][] {
  return days.map((day) => {
    const stops = day.map(at);
    return orientFrom(stops, shortestOrder(stops), stops[0]).map((i) => day[i] as T);
  });
}

function stopAt(stops: readonly Stop[], i: number | undefined): Stop {
  const stop = i === undefined ? undefined : stops[i];
  if (!stop) throw new RangeError(`no stop ${i} among ${stops.length}`);
  return stop;
}

/** Reverses `order` when its last stop is strictly nearer `anchor` than its first. */
function orientFrom(stops: readonly Stop[], order: number[], anchor: Stop | undefined): number[] {
  if (!anchor || order.length < 2) return order;
  const first = haversineKm(anchor, stopAt(stops, order[0]));
  const last = haversineKm(anchor, stopAt(stops, order[order.length - 1]));
  return last < first ? order.reverse() : order;
}

/** (n+1)² distances; node n is the "anywhere" node, 0 km from every stop. */
function distanceMatrix(stops: readonly Stop[]): Float64Array {
  const n = stops.length;
  const m = n + 1;
  const d = new Float64Array(m * m);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const km = haversineKm(stops[i] as Stop, stops[j] as Stop);
      d[i * m + j] = km;
      d[j * m + i] = km;
    }
  }
  return d;
}

function nearestNeighbour(d: Float64Array, n: number, start: number): number[] {
  const m = n + 1;
  const visited = new Uint8Array(n);
  const order = [start];
  visited[start] = 1;
  let at = start;
  for (let step = 1; step < n; step++) {
    let next = -1;
    let nearest = Infinity;
    for (let j = 0; j < n; j++) {
      if (visited[j]) continue;
      const km = d[at * m + j] as number;
      if (km < nearest) {
        nearest = km;
        next = j;
      }
    }
    visited[next] = 1;
    order.push(next);
    at = next;
  }
  return order;
}

/** The path improved by 2-opt and Or-opt until neither gains, and its length. */
function improved(path: readonly number[], d: Float64Array, m: number): { order: number[]; km: number } {
  // The tour: the anywhere node fixed at position 0, then the path.
  const tour = Int32Array.from([m - 1, ...path]);
  const dist = (a: number, b: number) => d[(tour[a] as number) * m + (tour[b % m] as number)] as number;
  let changed = true;
  while (changed) {
    changed = twoOpt(tour, m, dist);
    // Or-opt only runs once 2-opt has settled: it is the costlier sweep and 2-opt does most of the work.
    if (!changed) changed = orOpt(tour, m, d);
  }
  let km = 0;
  for (let i = 2; i < m; i++) km += dist(i - 1, i);
  return { order: Array.from(tour.subarray(1)), km };
}

/** One sweep of segment reversals tour[i..j]; true when any was made. */
function twoOpt(tour: Int32Array, m: number, dist: (a: number, b: number) => number): boolean {
  let improved = false;
  for (let i = 1; i < m - 1; i++) {
    for (let j = i + 1; j < m; j++) {
      const delta = dist(i - 1, j) + dist(i, j + 1) - dist(i - 1, i) - dist(j, j + 1);
      if (delta < -GAIN_EPSILON_KM) {
        tour.subarray(i, j + 1).reverse();
        improved = true;
      }
    }
  }
  return improved;
}

/** One sweep of moving runs of 1 to 3 stops elsewhere (either way round); true when any was moved. */
function orOpt(tour: Int32Array, m: number, d: Float64Array): boolean {
  const at = (pos: number) => tour[pos % m] as number;
  const km = (a: number, b: number) => d[a * m + b] as number;
  let improved = false;
  for (let len = 1; len <= 3; len++) {
    for (let i = 1; i + len <= m; i++) {
      // The run occupies positions i..i+len-1; position 0 (the anywhere node) never moves.
      const prev = at(i - 1);
      const first = at(i);
      const last = at(i + len - 1);
      const next = at(i + len);
      if (next === prev) continue; // the run is everything but the anywhere node
      const removeGain = km(prev, first) + km(last, next) - km(prev, next);
      if (removeGain <= GAIN_EPSILON_KM) continue;
      let bestGain = GAIN_EPSILON_KM;
      let bestAfter = -1;
      let bestReversed = false;
      // Gap between positions p and p+1, outside the run and not where it already is.
      for (let p = 0; p < m; p++) {
        if (p >= i - 1 && p < i + len) continue;
        const a = at(p);
        const b = at(p + 1);
        const forward = removeGain - (km(a, first) + km(last, b) - km(a, b));
        const reversed = removeGain - (km(a, last) + km(first, b) - km(a, b));
        if (forward > bestGain) {
          bestGain = forward;
          bestAfter = p;
          bestReversed = false;
        }
        if (reversed > bestGain) {
          bestGain = reversed;
          bestAfter = p;
          bestReversed = true;
        }
      }
      if (bestAfter < 0) continue;
      moveRun(tour, i, len, bestAfter, bestReversed);
      improved = true;
    }
  }
  return improved;
}

/** Moves tour[i..i+len-1] to just after position `after` (a position outside the run, before the move). */
function moveRun(tour: Int32Array, i: number, len: number, after: number, reversed: boolean): void {
  const run = Array.from(tour.subarray(i, i + len));
  if (reversed) run.reverse();
  const anchor = tour[after] as number;
  const rest = [...tour.subarray(0, i), ...tour.subarray(i + len)];
  rest.splice(rest.indexOf(anchor) + 1, 0, ...run);
  tour.set(rest);
}
