/**
 * One community ranking from every golfer's public lists of one type (issue 13).
 *
 * - **Ballots.** Each list is one ranking, best first (its order; sentiment buckets follow the
 *   order and add nothing to it). A list of one item compares nothing and is left out. A golfer
 *   with several lists of a type (themed types allow it; My Lie is one per golfer) keeps one vote:
 *   each of their k lists counts with weight 1/k, so keeping many lists buys no extra say.
 * - **Model.** Plackett–Luce fitted by Hunter's MM algorithm with a weak prior
 *   (`plackett-luce.ts`). Every item in any counted list is fitted, so a course too few golfers
 *   ranked to be shown still tells the model about the courses it was ranked against.
 * - **Shown.** An item shows once `MIN_GOLFERS` distinct golfers ranked it (in a list of two or
 *   more). `golfers` is that count.
 * - **Score.** 0.0–10.0, one decimal: 10 × γ / (γ + γ̄), the model's probability that the item
 *   is preferred to a typical shown item, γ̄ being the geometric mean strength of the shown items.
 *   Monotone in the strength; a typical item scores 5.0, and 10.0 and 0.0 are approached, never
 *   reached (but for rounding).
 * - **Order.** Strength, best first; ties (which the fit almost never leaves) go to the item more
 *   golfers ranked, then to the lower item code, so the same lists always give the same ranking.
 */
import { MIN_GOLFERS } from '../../shared/domain/community-rankings';
import { plackettLuceSteps, type FitOptions, type PackedRankings } from './plackett-luce';

export interface Ballot {
  /** Who ranked: the same number for the same golfer. */
  golfer: number;
  /** Item codes (non-negative integers naming items), best first. */
  items: ArrayLike<number>;
}

export interface CommunityEntry {
  item: number;
  /** 1-based, in the whole ranking. */
  rank: number;
  score: number;
  golfers: number;
  strength: number;
}

export interface CommunityResult {
  entries: CommunityEntry[];
  /** Items in at least one counted list (all of them fitted, shown or not). */
  fitted: number;
  /** Lists counted (two items or more) and the golfers who own them. */
  ballots: number;
  golfers: number;
  iterations: number;
  converged: boolean;
}

export interface CommunityOptions extends FitOptions {
  minGolfers?: number;
}

/** 10 × γ / (γ + reference), one decimal. */
export const communityScore = (strength: number, reference: number): number =>
  Math.round((100 * strength) / (strength + reference)) / 10;

interface Packed {
  rankings: PackedRankings;
  codes: number[];
  golfersOf: Int32Array;
  golferCount: number;
}

/** Whether a list holds two different items (so it compares something). */
function hasTwoItems(items: ArrayLike<number>): boolean {
  for (let i = 1; i < items.length; i++) if (items[i] !== items[0]) return true;
  return false;
}

/** Ballots per slice of packing work between two yields (about 100,000 item places). */
const PACK_SLICE = 2_000;

/** The lists that compare something, each golfer's one after another (in the order given when they already are). */
function countedByGolfer(ballots: readonly Ballot[]): { counted: Ballot[]; listsOf: Map<number, number>; places: number } {
  const listsOf = new Map<number, number>();
  let counted: Ballot[] = [];
  let places = 0;
  let grouped = true;
  let previous: number | undefined;
  for (const b of ballots) {
    if (!hasTwoItems(b.items)) continue;
    if (b.golfer !== previous && listsOf.has(b.golfer)) grouped = false;
    previous = b.golfer;
    counted.push(b);
    places += b.items.length;
    listsOf.set(b.golfer, (listsOf.get(b.golfer) ?? 0) + 1);
  }
  if (!grouped) {
    const ordinal = new Map([...listsOf.keys()].map((g, i) => [g, i]));
    counted = counted.map((b, i) => ({ b, i })).sort((x, y) => ordinal.get(x.b.golfer)! - ordinal.get(y.b.golfer)! || x.i - y.i).map((x) => x.b);
  }
  return { counted, listsOf, places };
}

/** Ballots as dense, weighted rankings, with each item's count of distinct golfers (yielding now and then). */
function* pack(ballots: readonly Ballot[]): Generator<number, Packed, void> {
  const { counted, listsOf, places } = countedByGolfer(ballots);
  const dense = new Map<number, number>();
  const codes: number[] = [];
  const offsets = new Int32Array(counted.length + 1);
  const weights = new Float64Array(counted.length);
  const items = new Int32Array(places);
  let n = 0;
  // Per item: the last list it was seen in (an item twice in one list counts at its first place),
  // the last golfer who ranked it, and how many golfers did (a golfer's lists come together).
  const seenIn: number[] = [];
  const lastGolfer: number[] = [];
  const golfersOf: number[] = [];
  let golfer = -1;
  let previous: number | undefined;
  for (const [k, b] of counted.entries()) {
    if (k % PACK_SLICE === PACK_SLICE - 1) yield 0;
    if (b.golfer !== previous) [golfer, previous] = [golfer + 1, b.golfer];
    for (let i = 0; i < b.items.length; i++) {
      const code = b.items[i]!;
      let index = dense.get(code);
      if (index === undefined) {
        index = codes.length;
        dense.set(code, index);
        codes.push(code);
        seenIn.push(-1);
        lastGolfer.push(-1);
        golfersOf.push(0);
      }
      if (seenIn[index] === k) continue;
      seenIn[index] = k;
      items[n++] = index;
      if (lastGolfer[index] !== golfer) {
        lastGolfer[index] = golfer;
        golfersOf[index]!++;
      }
    }
    offsets[k + 1] = n;
    weights[k] = 1 / listsOf.get(b.golfer)!;
  }
  return { rankings: { items: items.subarray(0, n), offsets, weights }, codes, golfersOf: Int32Array.from(golfersOf), golferCount: listsOf.size };
}

/** The community ranking as a generator that yields between fit iterations (see `plackettLuceSteps`). */
export function* communitySteps(ballots: readonly Ballot[], options: CommunityOptions = {}): Generator<number, CommunityResult, void> {
  const minGolfers = options.minGolfers ?? MIN_GOLFERS;
  const { rankings, codes, golfersOf, golferCount } = yield* pack(ballots);
  const fit = yield* plackettLuceSteps(codes.length, rankings, options);
  const shown: number[] = [];
  for (let t = 0; t < codes.length; t++) if (golfersOf[t]! >= minGolfers) shown.push(t);
  let logSum = 0;
  for (const t of shown) logSum += Math.log(fit.strengths[t]!);
  const reference = shown.length ? Math.exp(logSum / shown.length) : 1;
  shown.sort((a, b) => fit.strengths[b]! - fit.strengths[a]! || golfersOf[b]! - golfersOf[a]! || codes[a]! - codes[b]!);
  return {
    entries: shown.map((t, i) => ({
      item: codes[t]!,
      rank: i + 1,
      score: communityScore(fit.strengths[t]!, reference),
      golfers: golfersOf[t]!,
      strength: fit.strengths[t]!,
    })),
    fitted: codes.length,
    ballots: rankings.weights.length,
    golfers: golferCount,
    iterations: fit.iterations,
    converged: fit.converged,
  };
}

/** The whole community ranking at once. */
export function rankCommunity(ballots: readonly Ballot[], options: CommunityOptions = {}): CommunityResult {
  const steps = communitySteps(ballots, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
