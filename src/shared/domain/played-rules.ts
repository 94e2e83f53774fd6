/**
 * The played courses' refusals (spec sections 4 "Played toggle" and 7), as the golfer reads them.
 */
import { notFoundRefusal, refusal, type Refusal } from './refusal';

/** How many unknown ids a batch's refusal names before it says "…". */
export const UNKNOWN_NAMED = 5;

/** No such course, naming the field that named it (it was never there, or was deleted or merged away). */
export const noSuchCourse = (): Refusal => refusal('not-found', 'no such course', 'courseId');

/** A date saved for a course the golfer has not played. */
export const playedCourseNotFound = (): Refusal => notFoundRefusal('Played course');

/** A batch naming courses that are not there: all of it is refused, the first few unknown ids named. */
export function unknownCoursesRefusal(unknown: readonly string[]): Refusal {
  const n = unknown.length;
  const named = `${unknown.slice(0, UNKNOWN_NAMED).join(', ')}${n > UNKNOWN_NAMED ? ', …' : ''}`;
  return refusal('not-found', `${n === 1 ? 'Course' : `${n} courses`} not found: ${named}. Nothing was saved.`);
}
