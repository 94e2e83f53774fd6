/**
 * The holes a hole list offers for one course (issue 34): from its scorecard where it has one, as
 * golfers know them ("7 · Par 3 · SI 15"), and in a par list ("Par 3s") only the holes of that par.
 * A partial card keeps the holes it lacks as plain numbers (the card does not know them, the
 * golfer may), and a par list adds the holes whose par the card does not know, after the others,
 * saying so: they may be of that par, and the server takes the golfer's word for them as it does
 * for any course without a card. A course without a scorecard offers every hole number, 1 to its
 * holes (18 when it does not say), as before.
 */
import type { ScorecardHole } from '../courses/scorecard';
import { SCORECARD_MAX_HOLE } from '../courses/scorecard';
import { knownHolePar, parOfListType, type HoleParFacts } from './hole-par';

export interface HoleChoice {
  hole: number;
  /** What the picker shows: "7 · Par 3 · SI 15", "4 · Par not on the card", "Hole 12". */
  label: string;
  par: number | null;
  strokeIndex: number | null;
}

export interface HoleChoices {
  /** 'scorecard': the holes come from the course's card; 'numbers': hole numbers only (no card). */
  from: 'scorecard' | 'numbers';
  choices: HoleChoice[];
  /** Said when a par list finds no hole of its par on the card (choices then empty), else null. */
  none: string | null;
}

export interface HoleChoiceCourse extends HoleParFacts {
  scorecard: readonly Pick<ScorecardHole, 'hole' | 'par' | 'strokeIndex'>[];
}

/** How many holes to number: the course's (at most 72), else 18, or more when the card has more. */
function holeCount(course: HoleChoiceCourse): number {
  if (course.holes && Number.isInteger(course.holes) && course.holes > 0) return Math.min(course.holes, SCORECARD_MAX_HOLE);
  const carded = Math.max(0, ...course.scorecard.map((h) => h.hole).filter((h) => Number.isInteger(h) && h <= SCORECARD_MAX_HOLE));
  return Math.max(18, carded);
}

/** "7 · Par 3 · SI 15", leaving out what the card does not know. */
export function holeChoiceLabel(hole: number, par: number | null, strokeIndex: number | null): string {
  return [String(hole), par != null ? `Par ${par}` : 'Par not on the card', strokeIndex != null ? `SI ${strokeIndex}` : null]
    .filter(Boolean).join(' · ');
}

export function holeChoices(listType: string, course: HoleChoiceCourse): HoleChoices {
  const count = holeCount(course);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  if (course.scorecard.length === 0) {
    const wanted = parOfListType(listType);
    // Without a card, the catalogue may still know every hole's par (a par-3 course).
    const everyPar = knownHolePar(course);
    if (wanted !== null && everyPar !== null && everyPar !== wanted) {
      return { from: 'numbers', choices: [], none: `This course has no par ${wanted}s: every hole is a par ${everyPar}.` };
    }
    return { from: 'numbers', choices: numbers.map((n) => ({ hole: n, label: `Hole ${n}`, par: everyPar, strokeIndex: null })), none: null };
  }
  const card = new Map(course.scorecard.filter((h) => h.hole >= 1 && h.hole <= count).map((h) => [h.hole, h]));
  const all = numbers.map((n): HoleChoice => {
    const entry = card.get(n);
    if (!entry) return { hole: n, label: `${n} · Not on the card`, par: knownHolePar(course), strokeIndex: null };
    return { hole: n, label: holeChoiceLabel(n, entry.par, entry.strokeIndex), par: entry.par, strokeIndex: entry.strokeIndex };
  });
  const wanted = parOfListType(listType);
  if (wanted === null) return { from: 'scorecard', choices: all, none: null };
  const ofPar = all.filter((c) => c.par === wanted);
  const unknown = all.filter((c) => c.par === null);
  const choices = [...ofPar, ...unknown];
  return {
    from: 'scorecard',
    choices,
    none: choices.length === 0 ? `The card of this course has no par ${wanted}s.` : null,
  };
}
