/**
 * The Plackett–Luce model of rankings, fitted by Hunter's MM algorithm (D. R. Hunter, "MM
 * algorithms for generalized Bradley–Terry models", Annals of Statistics 32(1), 2004, section 5).
 *
 * Each item t has a strength γ_t > 0. A golfer's ranking a(1) > a(2) > … > a(m) is read as
 * m − 1 choices: the best of all m, then the best of the m − 1 left, and so on, where item t is
 * chosen from a set S with probability γ_t / Σ_{s∈S} γ_s. With two items this is Bradley–Terry,
 * so Plackett–Luce is its generalisation from pairs to whole rankings: a list of m items says
 * exactly what its m(m − 1)/2 pairs say, without counting them as independent.
 *
 * Maximum likelihood by minorisation–maximisation: each iteration sets
 *
 *     γ_t ← w_t / Σ_r ω_r Σ_{i ≤ min(pos_r(t), m_r − 1)} 1 / (γ_{a_r(i)} + … + γ_{a_r(m_r)})
 *
 * where w_t is the (weighted) number of choices t won and ω_r the weight of ranking r. The inner
 * sums are suffix sums of the ranking, so an iteration costs O(total length of all rankings).
 *
 * **Prior.** An item ranked first in every list it is in (or last in every list) has no finite
 * maximum-likelihood strength: it runs off to infinity (or zero), and so does the iteration.
 * Every item therefore also plays two virtual games against a fixed reference item of strength
 * 1, winning one and losing one (a Bradley–Terry prior worth two comparisons, Hunter's section 3
 * update for pairs). That keeps every strength finite and positive, pins the scale (no
 * renormalising), and shrinks items with few rankings toward the middle, which is what a
 * community ranking wants of a course three golfers loved against one five hundred golfers loved.
 *
 * **Scale step.** The likelihood does not change when every strength of a connected group of
 * items (items linked by shared rankings) is multiplied by one number; only the weak prior says
 * how large they are, so plain MM creeps along that direction for thousands of iterations. After
 * each MM update every group's scale is therefore set to the prior's best (a one-dimensional
 * concave maximisation, a few Newton steps). Both steps raise the posterior, so the fit still
 * climbs to the same single maximum, in tens of iterations instead of thousands.
 *
 * The iteration stops when no strength moves by more than `tolerance` relatively
 * (max |Δ log γ|), or after `maxIterations`.
 */

/** Rankings packed flat: ranking r holds `items[offsets[r] .. offsets[r + 1])`, best first. */
export interface PackedRankings {
  /** Dense item indexes 0 .. itemCount − 1. */
  items: Int32Array;
  /** rankings + 1 entries, offsets[0] = 0. */
  offsets: Int32Array;
  /** Weight of each ranking (1 unless a golfer's several lists share one vote). */
  weights: Float64Array;
}

export interface FitOptions {
  /** Stop once max |Δ log γ| of an iteration is below this. */
  tolerance?: number;
  maxIterations?: number;
  /** Virtual wins (and as many losses) of every item against the reference of strength 1. */
  priorGames?: number;
}

export interface Fit {
  strengths: Float64Array;
  iterations: number;
  converged: boolean;
  /** max |Δ log γ| of the last iteration. */
  change: number;
}

export const DEFAULT_FIT: Required<FitOptions> = { tolerance: 1e-6, maxIterations: 2000, priorGames: 1 };

/** Adds the weighted choices rankings `from` .. `to` − 1 give each item: every place but a ranking's last. */
function addWins(wins: Float64Array, r: PackedRankings, from: number, to: number): void {
  for (let k = from; k < to; k++) {
    const w = r.weights[k]!;
    for (let p = r.offsets[k]!; p < r.offsets[k + 1]! - 1; p++) wins[r.items[p]!]! += w;
  }
}

function longest(r: PackedRankings): number {
  let max = 0;
  for (let k = 0; k + 1 < r.offsets.length; k++) max = Math.max(max, r.offsets[k + 1]! - r.offsets[k]!);
  return max;
}

/** Union–find over items: items that share a ranking end up with one root. */
class ItemGroups {
  private readonly parent: Int32Array;

  constructor(itemCount: number) {
    this.parent = Int32Array.from({ length: itemCount }, (_, i) => i);
  }

  private root(i: number): number {
    const parent = this.parent;
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  }

  /** Joins the items of rankings `from` .. `to` − 1. */
  unite(r: PackedRankings, from: number, to: number): void {
    for (let k = from; k < to; k++) {
      const first = this.root(r.items[r.offsets[k]!]!);
      for (let p = r.offsets[k]! + 1; p < r.offsets[k + 1]!; p++) this.parent[this.root(r.items[p]!)] = first;
    }
  }

  /** A group number per item (0 .. count − 1). */
  numbered(): { group: Int32Array; count: number } {
    const n = this.parent.length;
    const group = new Int32Array(n);
    const numbers = new Int32Array(n).fill(-1);
    let count = 0;
    for (let t = 0; t < n; t++) {
      const g = this.root(t);
      if (numbers[g] === -1) numbers[g] = count++;
      group[t] = numbers[g]!;
    }
    return { group, count };
  }
}

const SCALE_NEWTON_STEPS = 6;

/**
 * Multiplies each group's strengths by the factor c the prior likes best: one win and one loss
 * against strength 1 per item, log c γ − 2 log(c γ + 1), maximised where
 * Σ tanh((log c + log γ_t) / 2) = 0 (Newton in log c, steps capped at 1).
 */
function rescaleGroups(gamma: Float64Array, group: Int32Array, groups: number, logScale: Float64Array, slope: Float64Array, curve: Float64Array): void {
  logScale.fill(0);
  for (let step = 0; step < SCALE_NEWTON_STEPS; step++) {
    slope.fill(0);
    curve.fill(0);
    for (let t = 0; t < gamma.length; t++) {
      const h = Math.tanh((logScale[group[t]!]! + Math.log(gamma[t]!)) / 2);
      slope[group[t]!]! -= h;
      curve[group[t]!]! += (1 - h * h) / 2;
    }
    for (let g = 0; g < groups; g++) logScale[g]! += Math.max(-1, Math.min(1, slope[g]! / curve[g]!));
  }
  for (let t = 0; t < gamma.length; t++) gamma[t]! *= Math.exp(logScale[group[t]!]!);
}

/**
 * Adds rankings `from` .. `to` − 1 to each item's MM denominator: Σ over the choice stages the
 * item took part in of ω / (the stage's strength sum), the sums taken from the ranking's end.
 */
function accumulate(r: PackedRankings, gamma: Float64Array, suffix: Float64Array, denominators: Float64Array, from: number, to: number): void {
  const { items, offsets, weights } = r;
  for (let k = from; k < to; k++) {
    const start = offsets[k]!;
    const m = offsets[k + 1]! - start;
    if (m < 2) continue;
    const w = weights[k]!;
    let sum = 0;
    for (let i = m - 1; i >= 0; i--) {
      sum += gamma[items[start + i]!]!;
      suffix[i] = sum;
    }
    // Item at place i is in the choice sets of stages 0 .. min(i, m − 2).
    let inverse = 0;
    for (let i = 0; i < m; i++) {
      if (i < m - 1) inverse += 1 / suffix[i]!;
      denominators[items[start + i]!]! += w * inverse;
    }
  }
}

/** Item places per slice of work between two yields (a few milliseconds). */
export const YIELD_EVERY = 200_000;

/** Ranking indexes where a slice of about `YIELD_EVERY` item places starts, and the end. */
function slices(r: PackedRankings): number[] {
  const bounds = [0];
  const rankings = r.offsets.length - 1;
  for (let k = 0; k < rankings; k++) if (r.offsets[k + 1]! - r.offsets[bounds[bounds.length - 1]!]! >= YIELD_EVERY) bounds.push(k + 1);
  if (bounds[bounds.length - 1] !== rankings) bounds.push(rankings);
  return bounds;
}

/**
 * The fit as a generator that yields every few milliseconds of work (the last change so far), so
 * a caller on a server's event loop can let requests through while it runs.
 */
export function* plackettLuceSteps(itemCount: number, rankings: PackedRankings, options: FitOptions = {}): Generator<number, Fit, void> {
  const { tolerance, maxIterations, priorGames } = { ...DEFAULT_FIT, ...options };
  const bounds = slices(rankings);
  const wins = new Float64Array(itemCount).fill(priorGames);
  const unions = new ItemGroups(itemCount);
  for (let b = 0; b + 1 < bounds.length; b++) {
    addWins(wins, rankings, bounds[b]!, bounds[b + 1]!);
    unions.unite(rankings, bounds[b]!, bounds[b + 1]!);
    yield Infinity;
  }
  const { group, count: groups } = unions.numbered();
  const suffix = new Float64Array(longest(rankings));
  let gamma = new Float64Array(itemCount).fill(1);
  let next = new Float64Array(itemCount);
  const denominators = new Float64Array(itemCount);
  const [logScale, slope, curve] = [new Float64Array(groups), new Float64Array(groups), new Float64Array(groups)];
  let change = Infinity;
  let iterations = 0;

  while (iterations < maxIterations && change > tolerance) {
    denominators.fill(0);
    for (let b = 0; b + 1 < bounds.length; b++) {
      accumulate(rankings, gamma, suffix, denominators, bounds[b]!, bounds[b + 1]!);
      yield change;
    }
    for (let t = 0; t < itemCount; t++) next[t] = wins[t]! / (denominators[t]! + (2 * priorGames) / (gamma[t]! + 1));
    if (priorGames > 0) rescaleGroups(next, group, groups, logScale, slope, curve);
    change = 0;
    for (let t = 0; t < itemCount; t++) {
      const moved = Math.abs(Math.log(next[t]! / gamma[t]!));
      if (moved > change) change = moved;
    }
    [gamma, next] = [next, gamma];
    iterations++;
    yield change;
  }
  return { strengths: gamma, iterations, converged: change <= tolerance, change };
}

/** The whole fit at once (tests, scripts). */
export function fitPlackettLuce(itemCount: number, rankings: PackedRankings, options: FitOptions = {}): Fit {
  const steps = plackettLuceSteps(itemCount, rankings, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Packs rankings of dense item indexes (weight 1 each unless given). */
export function packRankings(rankings: readonly ArrayLike<number>[], weights?: readonly number[]): PackedRankings {
  const offsets = new Int32Array(rankings.length + 1);
  for (let k = 0; k < rankings.length; k++) offsets[k + 1] = offsets[k]! + rankings[k]!.length;
  const items = new Int32Array(offsets[rankings.length]!);
  rankings.forEach((r, k) => items.set(r, offsets[k]!));
  return { items, offsets, weights: Float64Array.from(weights ?? rankings.map(() => 1)) };
}
