/**
 * Hole lists by par ("Par 3s", "Par 4s", "Par 5s"): what a list type asks for and what the
 * catalogue knows of a hole's par. The catalogue records a course's holes and total par, not the
 * par of each hole, so a hole's par is known only where every hole has the same one: a par-3
 * course, a pitch and putt, or a course whose par is three a hole (18 holes, par 54). Elsewhere it
 * is the golfer's word (they played the hole); the demo community, which has no such word, places
 * a hole in a par list only where the catalogue knows its par.
 */
import type { CourseType } from '../enums';

const LIST_PAR: Readonly<Record<string, 3 | 4 | 5>> = { par_3s: 3, par_4s: 4, par_5s: 5 };

/** The par a hole list's type asks for, or null for types that take any hole. */
export const parOfListType = (type: string): 3 | 4 | 5 | null => LIST_PAR[type] ?? null;

export interface HoleParFacts {
  type: CourseType;
  holes: number | null;
  par: number | null;
}

/** The par of every hole of the course where the catalogue knows it (always 3 then), else null. */
export function knownHolePar(course: HoleParFacts): number | null {
  if (course.type === 'PAR 3 COURSE' || course.type === 'PITCH & PUTT') return 3;
  if (course.holes != null && course.par != null && course.par === 3 * course.holes) return 3;
  return null;
}

/**
 * Whether a hole of the course fits the list type: 'any' for types that take any hole, 'fits' or
 * 'wrong-par' where the catalogue knows the hole's par, 'unknown' where it does not.
 */
export function holeParFit(type: string, course: HoleParFacts): 'any' | 'fits' | 'wrong-par' | 'unknown' {
  const wanted = parOfListType(type);
  if (wanted === null) return 'any';
  const known = knownHolePar(course);
  if (known === null) return 'unknown';
  return known === wanted ? 'fits' : 'wrong-par';
}
