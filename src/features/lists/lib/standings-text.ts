/**
 * Where a course stands in the signed-in golfer's lists, in words (course-standings.tsx, on the
 * course card and the course page).
 */
import type { CourseStanding } from '../../../shared/contracts/list-items.contract';
import { formatScore } from '../../../shared/domain/ranking/score';

/** One line of "where it stands": "#3 in your My Lie · 8.4", "Hole 7: #2 in your Par 3s · 9.0". */
export function standingText(s: Pick<CourseStanding, 'rank' | 'name' | 'score' | 'holeNumber'>): string {
  const where = `#${s.rank} in your ${s.name}`;
  const line = s.score == null ? where : `${where} · ${formatScore(s.score)}`;
  return s.holeNumber == null ? line : `Hole ${s.holeNumber}: ${line}`;
}

/** The standings a course shows: rankings in course and hole lists (a trip's order is an itinerary, not a ranking). */
export const shownStandings = <T extends Pick<CourseStanding, 'kind'>>(standings: readonly T[]): T[] => standings.filter((s) => s.kind !== 'trip');
