/**
 * Hole lists by par ("Par 3s", "Par 4s", "Par 5s"): what a list type asks for and what the
 * catalogue knows of a hole's par. The catalogue records a course's holes and total par, not the
 * par of each hole, so a hole's par is known only where every hole has the same one: a par-3
 * course, a pitch and putt, or a course whose par is three a hole (18 holes, par 54). Elsewhere it
 * is the golfer's word (they played the hole); the demo community, which has no such word, places
 * a hole in a par list only where the catalogue knows its par. A course with a scorecard (issue
 * 34) says each hole's par itself: the card's par of that hole decides where the card has one.
 */
import type { ScorecardHole } from '../courses/scorecard';
import type { CourseType } from '../enums';

const LIST_PAR: Readonly<Record<string, 3 | 4 | 5>> = { par_3s: 3, par_4s: 4, par_5s: 5 };

/** The par a hole list's type asks for, or null for types that take any hole. */
export const parOfListType = (type: string): 3 | 4 | 5 | null => LIST_PAR[type] ?? null;

export interface HoleParFacts {
  type: CourseType;
  holes: number | null;
  par: number | null;
  /** The course's scorecard where the caller read it (hole and par are what matter here). */
  scorecard?: readonly Pick<ScorecardHole, 'hole' | 'par'>[];
}

/**
 * The par of a hole where the catalogue knows it: the scorecard's par of that hole, else the par
 * every hole of the course has (always 3 then); null when neither says.
 */
export function knownHolePar(course: HoleParFacts, hole?: number): number | null {
  const carded = hole === undefined ? null : course.scorecard?.find((h) => h.hole === hole)?.par;
  if (carded != null) return carded;
  if (course.type === 'PAR 3 COURSE' || course.type === 'PITCH & PUTT') return 3;
  if (course.holes != null && course.par != null && course.par === 3 * course.holes) return 3;
  return null;
}

/**
 * Whether a hole of the course (`hole`: that one, which its scorecard may know) fits the list type: 'any' for types that take any hole, 'fits' or
 * 'wrong-par' where the catalogue knows the hole's par, 'unknown' where it does not.
 */
export function holeParFit(type: string, course: HoleParFacts, hole?: number): 'any' | 'fits' | 'wrong-par' | 'unknown' {
  const wanted = parOfListType(type);
  if (wanted === null) return 'any';
  const known = knownHolePar(course, hole);
  if (known === null) return 'unknown';
  return known === wanted ? 'fits' : 'wrong-par';
}
