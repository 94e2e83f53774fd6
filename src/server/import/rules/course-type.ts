/**
 * The kind of course (FULL LENGTH, EXECUTIVE, PAR 3 COURSE, PITCH & PUTT): from the name first
 * ("Par 3", "Executive", "Pitch and Putt"), then from a type the source states ("Executive" in
 * OpenGolf's access field, OSM `golf:type`), then from the par of known holes. Else null: the
 * catalogue's default (FULL LENGTH) applies to a new course.
 *
 *   par per hole (par / holes)   exactly 3 -> PAR 3 COURSE; under 3.62 (18 holes: 55..65; 9: 28..32) -> EXECUTIVE; else FULL LENGTH
 */
import type { CourseType } from '../../../shared/domain/enums';

const BY_NAME: [RegExp, CourseType][] = [
  [/\b(pitch|chip)\s*(and|&|n|'n'?)?\s*putt\b/i, 'PITCH & PUTT'],
  [/\bpar[- ]?3\b|\bpar[- ]three\b/i, 'PAR 3 COURSE'],
  [/\bexecutive\b/i, 'EXECUTIVE'],
];

const STATED: Record<string, CourseType> = {
  'full length': 'FULL LENGTH',
  regulation: 'FULL LENGTH',
  championship: 'FULL LENGTH',
  executive: 'EXECUTIVE',
  'par 3': 'PAR 3 COURSE',
  'par 3 course': 'PAR 3 COURSE',
  par3: 'PAR 3 COURSE',
  'pitch and putt': 'PITCH & PUTT',
  'pitch & putt': 'PITCH & PUTT',
  pitch_and_putt: 'PITCH & PUTT',
};

export function courseTypeFromName(name: string): CourseType | null {
  for (const [pattern, type] of BY_NAME) if (pattern.test(name)) return type;
  return null;
}

export function courseTypeFromStated(raw: string | null): CourseType | null {
  if (!raw) return null;
  for (const part of raw.split(/[/;,]/)) {
    const t = STATED[part.trim().toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ')] ?? STATED[part.trim().toLowerCase()];
    if (t) return t;
  }
  return null;
}

/** From validated holes and par only (both known). */
export function courseTypeFromPar(holes: number | null, par: number | null): CourseType | null {
  if (holes === null || par === null) return null;
  const perHole = par / holes;
  if (perHole === 3) return 'PAR 3 COURSE';
  if (perHole < 3.62) return 'EXECUTIVE';
  return 'FULL LENGTH';
}

export function courseTypeFrom(name: string, stated: string | null, holes: number | null, par: number | null): CourseType | null {
  return courseTypeFromName(name) ?? courseTypeFromStated(stated) ?? courseTypeFromPar(holes, par);
}
