import { ApiError } from '../../../lib/api-client';

/** 404, or 400 for an id that is not even a UUID: either way there is no such course to show. */
export function isMissingCourse(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const MISSING_COURSE_MESSAGE = 'This course does not exist (any more).';
