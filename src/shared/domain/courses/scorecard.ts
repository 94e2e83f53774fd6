/**
 * A course's scorecard (issue 34): one entry per hole the source knows, never a guessed one. Each
 * entry has the hole's number, its par and stroke index where known, and its yards per tee where
 * the source has them. A partial card stays partial: the holes it lacks are missing, not filled in.
 *
 * The rules an admin's scorecard meets (`scorecardIssues`), and the table the course page draws
 * (`scorecardTable`: the known holes in order, the nines' and the card's totals where every hole of
 * them is known, and which holes are missing).
 */

export interface TeeYards {
  tee: string;
  yards: number;
}

export interface ScorecardHole {
  hole: number;
  par: number | null;
  strokeIndex: number | null;
  /** Per tee, where the source names them; absent or empty when it does not. */
  yards?: TeeYards[];
}

export const PAR_MIN = 3;
export const PAR_MAX = 6;
/** Stroke indexes rank the holes of one round of 18: 1 (hardest) to 18. */
export const STROKE_INDEX_MAX = 18;
/** The most holes a course has (four nines of 18 are 72). */
export const SCORECARD_MAX_HOLE = 72;
export const TEE_NAME_MAX = 40;
export const HOLE_YARDS_MAX = 1000;
/** The most tees a hole's yards name. */
export const SCORECARD_TEES_MAX = 10;

export interface ScorecardIssue {
  /** Below the scorecard: [index, field], e.g. [3, 'strokeIndex']. */
  path: (string | number)[];
  message: string;
}

/** The round of 18 a hole belongs to (holes 1-18: 0, 19-36: 1): stroke indexes are unique within one. */
const roundOf = (hole: number) => Math.floor((hole - 1) / 18);

/**
 * What is wrong with a scorecard, entry by entry: holes numbered 1 to the course's holes (72 when
 * not known) and listed once; par 3 to 6; stroke index 1 to 18 and given to one hole only within
 * each round of 18; a tee named once per hole. An empty list is a scorecard too (none known).
 * `ranges: false` leaves out what a schema checks value by value (par, stroke index, hole 1 to 72),
 * keeping what needs the whole card or the course (repeats, a hole past the course's holes).
 */
export function scorecardIssues(card: readonly ScorecardHole[], holes: number | null, { ranges = true }: { ranges?: boolean } = {}): ScorecardIssue[] {
  const issues: ScorecardIssue[] = [];
  const last = holes && holes > 0 ? Math.min(holes, SCORECARD_MAX_HOLE) : SCORECARD_MAX_HOLE;
  const seenHole = new Map<number, number>();
  const seenIndex = new Map<string, number>();
  card.forEach((entry, i) => {
    const { hole, par, strokeIndex } = entry;
    const outside = !Number.isInteger(hole) || hole < 1 || hole > SCORECARD_MAX_HOLE;
    if (outside || hole > last) {
      if (ranges || !outside) issues.push({ path: [i, 'hole'], message: `must be a hole from 1 to ${last}` });
    } else if (seenHole.has(hole)) {
      issues.push({ path: [i, 'hole'], message: `hole ${hole} is listed twice` });
    } else seenHole.set(hole, i);
    if (ranges && par !== null && (!Number.isInteger(par) || par < PAR_MIN || par > PAR_MAX)) {
      issues.push({ path: [i, 'par'], message: `must be from ${PAR_MIN} to ${PAR_MAX}` });
    }
    if (strokeIndex !== null) {
      if (!Number.isInteger(strokeIndex) || strokeIndex < 1 || strokeIndex > STROKE_INDEX_MAX) {
        if (ranges) issues.push({ path: [i, 'strokeIndex'], message: `must be from 1 to ${STROKE_INDEX_MAX}` });
      } else if (Number.isInteger(hole)) {
        const key = `${roundOf(hole)}:${strokeIndex}`;
        const other = seenIndex.get(key);
        if (other !== undefined) issues.push({ path: [i, 'strokeIndex'], message: `stroke index ${strokeIndex} is hole ${card[other]!.hole}'s already` });
        else seenIndex.set(key, i);
      }
    }
    const tees = new Set<string>();
    (entry.yards ?? []).forEach((y, j) => {
      const key = y.tee.trim().toLowerCase();
      if (tees.has(key)) issues.push({ path: [i, 'yards', j, 'tee'], message: `the ${y.tee} tee is listed twice` });
      tees.add(key);
    });
  });
  return issues;
}

/** The holes of the card, in hole order. */
export const sortedCard = (card: readonly ScorecardHole[]): ScorecardHole[] => [...card].sort((a, b) => a.hole - b.hole);

/** The course's number of holes, else the card's highest hole (0 for an empty card). */
export function holesOfCard(card: readonly ScorecardHole[], holes: number | null): number {
  if (holes && holes > 0) return holes;
  return card.reduce((max, h) => Math.max(max, h.hole), 0);
}

/** The holes from 1 to the course's holes (or the card's highest) that the card lacks. */
export function missingHoles(card: readonly ScorecardHole[], holes: number | null): number[] {
  const known = new Set(card.map((h) => h.hole));
  const missing: number[] = [];
  for (let n = 1; n <= holesOfCard(card, holes); n++) if (!known.has(n)) missing.push(n);
  return missing;
}

/** The tees the card names, in the order they first appear. */
export function teesOf(card: readonly ScorecardHole[]): string[] {
  const tees: string[] = [];
  for (const h of sortedCard(card)) for (const y of h.yards ?? []) if (!tees.includes(y.tee)) tees.push(y.tee);
  return tees;
}

export type ScorecardRow =
  | { kind: 'hole'; hole: number; par: number | null; strokeIndex: number | null; yards: (number | null)[] }
  /** A nine's or the card's total: `par` and each tee's yards only when every hole of it has them. */
  | { kind: 'total'; label: string; par: number | null; yards: (number | null)[] };

export interface ScorecardTable {
  /** Whether any hole has a stroke index (the column is left out otherwise). */
  strokeIndex: boolean;
  tees: string[];
  rows: ScorecardRow[];
  /** Holes the card lacks, from 1 to the course's holes. */
  missing: number[];
}

/** The nines' totals by name, in order. */
export const NINE_LABELS = ['Out', 'In', 'Third nine', 'Fourth nine'];

function total(label: string, holes: readonly ScorecardHole[], count: number, tees: readonly string[]): ScorecardRow {
  const complete = holes.length === count;
  const sum = (values: (number | null | undefined)[]) =>
    complete && values.every((v) => v != null) ? values.reduce<number>((s, v) => s + v!, 0) : null;
  return {
    kind: 'total',
    label,
    par: sum(holes.map((h) => h.par)),
    yards: tees.map((tee) => sum(holes.map((h) => h.yards?.find((y) => y.tee === tee)?.yards))),
  };
}

/**
 * The table of a scorecard: its known holes in order, each nine followed by its total ("Out",
 * "In", ...) when the course has more than nine holes and every hole of that nine is known, and
 * "Total" when the whole card is. A total only sums what is there: a nine with a hole missing has
 * no total (a sum of the holes known would read as the nine's par).
 */
export function scorecardTable(card: readonly ScorecardHole[], holes: number | null): ScorecardTable {
  const sorted = sortedCard(card);
  const tees = teesOf(sorted);
  const count = holesOfCard(sorted, holes);
  const missing = missingHoles(sorted, holes);
  const rows: ScorecardRow[] = [];
  const nines = Math.ceil(count / 9);
  for (let n = 0; n < nines; n++) {
    const inNine = sorted.filter((h) => h.hole > n * 9 && h.hole <= (n + 1) * 9);
    for (const h of inNine) {
      rows.push({ kind: 'hole', hole: h.hole, par: h.par, strokeIndex: h.strokeIndex, yards: tees.map((t) => h.yards?.find((y) => y.tee === t)?.yards ?? null) });
    }
    const nineSize = Math.min(9, count - n * 9);
    if (nines > 1 && nineSize === 9 && inNine.length === 9) rows.push(total(NINE_LABELS[n] ?? `Nine ${n + 1}`, inNine, 9, tees));
  }
  // Holes past the course's count (a card that disagrees with it) still show, after the rest.
  for (const h of sorted.filter((x) => x.hole > nines * 9)) {
    rows.push({ kind: 'hole', hole: h.hole, par: h.par, strokeIndex: h.strokeIndex, yards: tees.map((t) => h.yards?.find((y) => y.tee === t)?.yards ?? null) });
  }
  if (missing.length === 0 && sorted.length > 0) rows.push(total('Total', sorted, sorted.length, tees));
  return { strokeIndex: sorted.some((h) => h.strokeIndex !== null), tees, rows, missing };
}

/** The par of a complete card (every hole 1..holes once, each with a par), else null. */
export function parOfCard(card: readonly ScorecardHole[], holes: number | null): number | null {
  if (card.length === 0 || missingHoles(card, holes).length > 0 || card.length !== holesOfCard(card, holes)) return null;
  return card.every((h) => h.par !== null) ? card.reduce((s, h) => s + h.par!, 0) : null;
}

/**
 * Whether a course's par contradicts its card: the holes known add up to more than the par allows
 * (each missing hole at least a par 3), or to less (each at most a par 6). A complete card must
 * add up exactly. Null when it does not (or nothing can be said: no par, no holes' pars).
 */
export function parContradiction(par: number | null, holes: number | null, card: readonly ScorecardHole[]): { known: number; least: number; most: number } | null {
  if (par === null) return null;
  const withPar = card.filter((h) => h.par !== null);
  if (withPar.length === 0) return null;
  const count = holesOfCard(card, holes);
  const missingCount = Math.max(0, count - withPar.length);
  const known = withPar.reduce((s, h) => s + h.par!, 0);
  const least = known + PAR_MIN * missingCount;
  const most = known + PAR_MAX * missingCount;
  return par < least || par > most ? { known, least, most } : null;
}
