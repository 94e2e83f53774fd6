/**
 * Where a new item goes among the n items of its bucket, asked head to head ("Which did you enjoy
 * more?") as a binary search. Pure and immutable: every step returns a new state, so a UI can keep
 * it in React state and tests can replay it.
 *
 * The items are indexed 0..n-1 in rank order, best first; the answer is an insertion index 0..n
 * (0 = above every item, n = below every item). The search keeps a range [lo, hi) of items still to
 * compare with and asks about its middle item, mid = lo + floor((hi - lo) / 2):
 *  - 'new-better': the new item goes above it, hi = mid;
 *  - 'existing-better': it goes below it, lo = mid + 1;
 *  - 'too-close': it goes directly after that item (index mid + 1) and the search stops;
 *  - 'skip': the range stays; the next question is about another item of the range not asked yet,
 *    the nearest to the middle (the better-ranked one on a tie). Once every item left in the range
 *    has been skipped, the item goes in the middle of the range, lo + ceil((hi - lo) / 2) (between
 *    the two middle items; below the middle one of an odd range), and the search stops.
 * When the range is empty the insertion index is lo.
 *
 * At most ceil(log2(n + 1)) questions are answered (skips do not count): that is what a plain binary
 * search needs at worst, and n = 0 asks nothing. After skips the question asked may be off-centre;
 * should the answers then use up that budget before the range is empty, the item goes in the middle
 * of what is left, as when everything is skipped, so the promise of "at most k questions" holds.
 */

export type PlacementAnswer = 'new-better' | 'existing-better' | 'too-close' | 'skip';

export interface PlacementState {
  /** The number of items searched (the bucket's items). */
  readonly size: number;
  /** The items still to compare with: [lo, hi). The new item goes at an index in lo..hi. */
  readonly lo: number;
  readonly hi: number;
  /** The index of the item being asked about; null once placed. */
  readonly asking: number | null;
  /** Items the golfer skipped; never asked again. */
  readonly skipped: readonly number[];
  /** Questions answered so far (skips do not count). */
  readonly answered: number;
  /** The insertion index 0..size once placed; null while questions remain. */
  readonly placed: number | null;
}

export interface PlacementQuestion {
  /** The item to compare the new one with (an index among the searched items, 0 = best). */
  againstIndex: number;
  /** 1-based number of this question among the answered ones ("Question 2 …"). */
  questionNumber: number;
  /** The most questions this placement can take ("… of at most 4"). */
  maxQuestions: number;
}

/** The most questions a placement among n items takes: ceil(log2(n + 1)); 0 for n = 0. */
export function maxQuestions(n: number): number {
  let q = 0;
  while (2 ** q < n + 1) q++;
  return q;
}

/** A placement among `n` items, ready for its first question (or already placed at 0 when n = 0). */
export function startPlacement(n: number): PlacementState {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`The number of items must be a whole number from 0, not ${n}`);
  return settle({ size: n, lo: 0, hi: n, skipped: [], answered: 0 });
}

/** The question to ask now, or null once the item is placed. */
export function nextQuestion(state: PlacementState): PlacementQuestion | null {
  if (state.asking === null) return null;
  return { againstIndex: state.asking, questionNumber: state.answered + 1, maxQuestions: maxQuestions(state.size) };
}

/** The state after the golfer answers the current question. Answering a finished placement changes nothing. */
export function answer(state: PlacementState, reply: PlacementAnswer): PlacementState {
  const against = state.asking;
  if (against === null) return state;
  const answered = state.answered + 1;
  switch (reply) {
    case 'new-better':
      return settle({ ...state, hi: against, answered });
    case 'existing-better':
      return settle({ ...state, lo: against + 1, answered });
    case 'too-close':
      return { ...state, lo: against + 1, hi: against + 1, answered, asking: null, placed: against + 1 };
    case 'skip':
      return settle({ ...state, skipped: [...state.skipped, against] });
    default:
      throw new RangeError(`Unknown answer: ${String(reply satisfies never)}`);
  }
}

/** The insertion index 0..n (0 = best) once placed; null while questions remain. */
export function placedIndex(state: PlacementState): number | null {
  return state.placed;
}

export function isPlaced(state: PlacementState): boolean {
  return state.placed !== null;
}

/** Asks the next question, or places the item when the range is empty, all skipped or the budget is spent. */
function settle(s: Pick<PlacementState, 'size' | 'lo' | 'hi' | 'skipped' | 'answered'>): PlacementState {
  const { size, lo, hi, skipped, answered } = s;
  if (lo < hi && answered < maxQuestions(size)) {
    const against = nearestNotSkipped(lo, hi, skipped);
    if (against !== null) return { size, lo, hi, skipped, answered, asking: against, placed: null };
  }
  return { size, lo, hi, skipped, answered, asking: null, placed: lo + Math.ceil((hi - lo) / 2) };
}

/** The item of [lo, hi) nearest its middle that was not skipped (the better-ranked one on a tie). */
function nearestNotSkipped(lo: number, hi: number, skipped: readonly number[]): number | null {
  const mid = lo + Math.floor((hi - lo) / 2);
  const isOpen = (i: number) => i >= lo && i < hi && !skipped.includes(i);
  for (let d = 0; mid - d >= lo || mid + d < hi; d++) {
    if (isOpen(mid - d)) return mid - d;
    if (isOpen(mid + d)) return mid + d;
  }
  return null;
}
