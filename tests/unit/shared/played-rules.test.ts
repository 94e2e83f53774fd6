import { describe, expect, it } from 'vitest';
import { noSuchCourse, playedCourseNotFound, UNKNOWN_NAMED, unknownCoursesRefusal } from '../../../src/shared/domain/played-rules';

describe('unknownCoursesRefusal', () => {
  it.each([
    [['c1'], 'Course not found: c1. Nothing was saved.'],
    [['c1', 'c2'], '2 courses not found: c1, c2. Nothing was saved.'],
    [['a', 'b', 'c', 'd', 'e'], '5 courses not found: a, b, c, d, e. Nothing was saved.'],
    [['a', 'b', 'c', 'd', 'e', 'f'], '6 courses not found: a, b, c, d, e, …. Nothing was saved.'],
    [Array.from({ length: 40 }, (_, i) => `x${i}`), '40 courses not found: x0, x1, x2, x3, x4, …. Nothing was saved.'],
  ])('%j → %s', (unknown, message) => {
    expect(unknownCoursesRefusal(unknown)).toEqual({ reason: 'not-found', message });
  });

  it(`names at most ${UNKNOWN_NAMED} ids`, () => {
    expect(UNKNOWN_NAMED).toBe(5);
  });
});

describe('the played refusals', () => {
  it.each([
    ['no such course, naming the field', noSuchCourse(), { reason: 'not-found', message: 'no such course', path: 'courseId' }],
    ['a date for a course not played', playedCourseNotFound(), { reason: 'not-found', message: 'Played course not found.' }],
  ])('%s', (_what, refusal, expected) => {
    expect(refusal).toEqual(expected);
  });
});
