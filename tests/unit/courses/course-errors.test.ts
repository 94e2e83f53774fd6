import { describe, expect, it } from 'vitest';
import { isMissingCourse } from '../../../src/features/courses/lib/course-errors';
import { ApiError } from '../../../src/lib/api-client';

describe('isMissingCourse', () => {
  it.each([
    [new ApiError('Course not found', 404), true],
    [new ApiError('id must be a UUID', 400), true],
    [new ApiError('Something went wrong', 500), false],
    [new ApiError('Cannot reach TPL', 0), false],
    [new Error('boom'), false],
    [null, false],
  ])('%s -> %s', (error, expected) => {
    expect(isMissingCourse(error)).toBe(expected);
  });
});
