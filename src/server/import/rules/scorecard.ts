/**
 * A source's scorecard rows to the course's scorecard (issue 34). Partial cards stay partial: a
 * hole the source lacks is missing, never guessed. What cannot be right is dropped, and said:
 *
 * - a par outside 3 to 6 (OpenGolf has pars of 0 and 2): that hole's par is unknown;
 * - a stroke index outside 1 to 18 (OpenGolf writes 0 for none): unknown;
 * - a stroke index two holes of one round of 18 share: unknown on both (which is right is not ours
 *   to guess);
 * - a hole listed twice: the first row stands;
 * - a hole past the course's holes (hole 19 of an 18-hole course): dropped;
 * - a row left with neither par nor stroke index: no row.
 *
 * And the course's par against its card (`parContradiction`): a par the holes' pars cannot add up
 * to is reported; the par itself is judged by rules/holes-and-par.ts as before.
 */
import { PAR_MAX, PAR_MIN, STROKE_INDEX_MAX, parContradiction, type ScorecardHole } from '../../../shared/domain/courses/scorecard';
import type { ScorecardRow } from './holes-and-par';

export interface ScorecardResult {
  scorecard: ScorecardHole[];
  /** What was dropped or doubted, one phrase each ("hole 4's par 0 dropped"). */
  notes: string[];
}

const list = (holes: readonly number[]) => holes.join(', ');

export function scorecardFrom(rows: readonly ScorecardRow[], holes: number | null): ScorecardResult {
  const notes: string[] = [];
  const byHole = new Map<number, ScorecardHole>();
  const twice: number[] = [];
  const past: number[] = [];
  const badPar: string[] = [];
  for (const row of [...rows].sort((a, b) => a.hole - b.hole)) {
    if (byHole.has(row.hole)) {
      twice.push(row.hole);
      continue;
    }
    if (holes !== null && row.hole > holes) {
      past.push(row.hole);
      continue;
    }
    let par = row.par;
    if (par !== null && (par < PAR_MIN || par > PAR_MAX)) {
      badPar.push(`${row.hole} (${par})`);
      par = null;
    }
    const si = row.strokeIndex ?? null;
    const strokeIndex = si !== null && si >= 1 && si <= STROKE_INDEX_MAX ? si : null;
    byHole.set(row.hole, { hole: row.hole, par, strokeIndex });
  }
  // A stroke index two holes of one round share: unknown on both.
  const holders = new Map<string, number[]>();
  for (const h of byHole.values()) {
    if (h.strokeIndex === null) continue;
    const key = `${Math.floor((h.hole - 1) / 18)}:${h.strokeIndex}`;
    holders.set(key, [...(holders.get(key) ?? []), h.hole]);
  }
  const shared: string[] = [];
  for (const [key, holesWith] of holders) {
    if (holesWith.length < 2) continue;
    shared.push(`${key.split(':')[1]} (holes ${list(holesWith)})`);
    for (const n of holesWith) byHole.get(n)!.strokeIndex = null;
  }
  const scorecard = [...byHole.values()].filter((h) => h.par !== null || h.strokeIndex !== null);
  if (twice.length) notes.push(`hole ${list([...new Set(twice)])} listed twice: the first row kept`);
  if (past.length) notes.push(`hole ${list(past)} past the course's ${holes} holes dropped`);
  if (badPar.length) notes.push(`par of hole ${badPar.join(', ')} dropped (a hole's par is 3 to 6)`);
  if (shared.length) notes.push(`stroke index ${shared.join(', ')} given to two holes: dropped from both`);
  return { scorecard, notes };
}

/** "par 72 does not fit its card (the 14 holes known add up to 56: 68 to 80 with the 4 missing)", or null. */
export function parAgainstCard(par: number | null, holes: number | null, card: readonly ScorecardHole[]): string | null {
  const c = parContradiction(par, holes, card);
  if (!c) return null;
  const known = card.filter((h) => h.par !== null).length;
  if (c.least === c.most) return `par ${par} is not the sum of its holes' pars (${c.known})`;
  return `par ${par} does not fit its card (the ${known} holes known add up to ${c.known}: ${c.least} to ${c.most} with the rest)`;
}
