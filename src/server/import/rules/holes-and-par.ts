/**
 * Holes, par and yardage. OpenGolf's `holes` counts scorecard rows, not holes (most scorecards have
 * gaps: a row per hole it knows), so the scorecard's highest hole number says more than the field.
 * Only 9, 18, 27 and 36 holes are courses; par and yardage must be plausible for the holes.
 */

export const VALID_HOLES = [9, 18, 27, 36] as const;

/** A scorecard row as a source gives it (rules/scorecard.ts makes the course's scorecard of them). */
export interface ScorecardRow {
  hole: number;
  par: number | null;
  /** OpenGolf's `handicap_index`, OSM's `golf:hole:N:handicap`, a CSV's `hole_N_handicap`. */
  strokeIndex?: number | null;
}

/** Par a course of this many holes can have: 3 to about 4.2 a hole (18 holes: 54..76; 9: 27..38). */
export function parRange(holes: number): [number, number] {
  return [holes * 3, Math.round(holes * 4.22)];
}

/** Yardage a course of this many holes can have: about 80 to 450 yards a hole (18 holes: 1,440..8,100). */
export function yardageRange(holes: number): [number, number] {
  return [holes * 80, holes * 450];
}

const within = (n: number, [lo, hi]: [number, number]) => n >= lo && n <= hi;
const isValidHoles = (n: number | null): n is number => n !== null && (VALID_HOLES as readonly number[]).includes(n);

/** The highest hole number on the scorecard (0 when there is none). */
export function highestHole(scorecard: readonly ScorecardRow[]): number {
  let max = 0;
  for (const row of scorecard) if (row.hole > max) max = row.hole;
  return max;
}

/** A scorecard is complete when it has every hole 1..N once, each with a par, and N is 9, 18, 27 or 36. */
export function isComplete(scorecard: readonly ScorecardRow[]): boolean {
  const max = highestHole(scorecard);
  if (!isValidHoles(max) || scorecard.length !== max) return false;
  const seen = new Set<number>();
  for (const row of scorecard) {
    if (row.par === null || row.par < 3 || row.par > 6 || row.hole < 1 || seen.has(row.hole)) return false;
    seen.add(row.hole);
  }
  return true;
}

/**
 * Holes: the scorecard's highest hole number when it is 9/18/27/36; else the field when it is one of
 * those and the scorecard does not contradict it; else, when the scorecard reaches past hole 9 (or
 * stops before it) and the par fits 18 (or 9) holes only, that number; else null.
 */
export function holesFrom(field: number | null, scorecard: readonly ScorecardRow[], parField: number | null): number | null {
  const max = highestHole(scorecard);
  if (isValidHoles(max)) return max;
  if (isValidHoles(field) && field >= max) return field;
  if (max > 0 && parField !== null) {
    const holes = max > 9 && max < 18 ? 18 : max < 9 ? 9 : null;
    if (holes !== null && within(parField, parRange(holes))) return holes;
  }
  if (max === 0 && parField !== null) {
    // No scorecard and no hole count: par alone says 9 or 18 only where the ranges do not overlap.
    if (within(parField, parRange(9))) return 9;
    if (within(parField, parRange(18))) return 18;
  }
  return null;
}

/** Par: the sum of a complete scorecard, else the field; kept only when plausible for the holes (or for some hole count when they are unknown). */
export function parFrom(field: number | null, scorecard: readonly ScorecardRow[], holes: number | null): number | null {
  const par = isComplete(scorecard) ? scorecard.reduce((sum, row) => sum + (row.par ?? 0), 0) : field;
  if (par === null || !Number.isInteger(par)) return null;
  if (holes !== null) return within(par, parRange(holes)) ? par : null;
  return VALID_HOLES.some((h) => within(par, parRange(h))) ? par : null;
}

/** Total yardage: kept only when the holes are known and it is plausible for them. */
export function yardageFrom(field: number | null, holes: number | null): number | null {
  if (field === null || holes === null || !Number.isFinite(field)) return null;
  const yards = Math.round(field);
  return within(yards, yardageRange(holes)) ? yards : null;
}
