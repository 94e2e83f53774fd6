/**
 * Places for golfers: among places that match a query equally well, the one with golf around it
 * comes first ("St Andrews": Fife before South Carolina). A town's courses within GOLF_RADIUS_KM
 * lift its score inside its match class, by a log of their count so the tenth course counts less
 * than the first; regions and countries are left as they are (their boxes hold many towns).
 */
import type { PlaceRecord } from './place-record';

export const GOLF_RADIUS_KM = 20;
/** Courses counted near a town, at most (the nearest-course walk reads this many). */
export const GOLF_COURSES_COUNTED = 20;
/** log2(1 + 20) × 0.15 ≈ 0.66: about what a town gains from 40 times the people (importance is log10(people) / 8). */
export const GOLF_WEIGHT = 0.15;
/** Candidates read per place asked for, so a golf town further down the match order can move up. */
export const GOLF_CANDIDATES_PER_RESULT = 3;

export const golfBoost = (coursesNear: number): number => GOLF_WEIGHT * Math.log2(1 + Math.min(Math.max(coursesNear, 0), GOLF_COURSES_COUNTED));

export interface ScoredPlace {
  record: PlaceRecord;
  score: number;
}

/**
 * The `limit` best of `candidates` (best first, as the index scored them) once towns carry their
 * golf: `coursesNear` answers how many courses lie within GOLF_RADIUS_KM of a point.
 */
export function rankForGolfers(candidates: readonly ScoredPlace[], coursesNear: (lat: number, lng: number) => number, limit: number): PlaceRecord[] {
  return candidates
    .map((c, order) => ({ ...c, order, golf: c.record.kind === 'town' ? golfBoost(coursesNear(c.record.lat, c.record.lng)) : 0 }))
    .sort((a, b) => b.score + b.golf - (a.score + a.golf) || a.order - b.order)
    .slice(0, limit)
    .map((c) => c.record);
}
