/**
 * Played courses (spec sections 3, 4 "Played toggle", 7). A golfer's played record is public like
 * their profile (`GET /api/users/{id}/played`); only the golfer changes it, and no write names a
 * golfer: every write acts as the signed-in one.
 */
import { z } from 'zod';
import { PLAYED_DATE_PRECISIONS, parsePlayedDate } from '../domain/played-date';
import { idSchema, inputText, pageOf, pagingSchema } from './common.contract';
import { courseSummarySchema } from './courses.contract';

/** 409 answer of add when the course is already played (spec section 8). */
export const ALREADY_PLAYED_MESSAGE = 'Course already added to played courses.';

/** "YYYY-MM-DD" or "YYYY", 1850 to today; parsed into the stored day and its precision. */
export const playedDateSchema = inputText({ max: 10 }).transform((s, ctx) => {
  const parsed = parsePlayedDate(s);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed;
});

/** `POST /api/lists/preset/courses-played/add`: the course, and when it was played (none unless given). */
export const addPlayedBodySchema = z.strictObject({ courseId: idSchema, dateAdded: playedDateSchema.optional() });
/** `POST /api/lists/preset/courses-played/remove`. */
export const removePlayedBodySchema = z.strictObject({ courseId: idSchema });
/** `PUT /api/user/courses-played/{courseId}`: change when it was played; null takes the date away. */
export const setPlayedDateBodySchema = z.strictObject({ dateAdded: playedDateSchema.nullable() });
export const courseIdParamsSchema = z.strictObject({ courseId: idSchema });

export const PLAYED_BATCH_MAX = 500;
/**
 * `POST /api/user/courses-played/batch`: tick and untick many at once (the back-logging
 * checklist), in one transaction. Ticked courses already played keep their date.
 */
export const playedBatchBodySchema = z
  .strictObject({
    add: z.array(z.strictObject({ courseId: idSchema, dateAdded: playedDateSchema.optional() }))
      .max(PLAYED_BATCH_MAX, `at most ${PLAYED_BATCH_MAX} courses`).default([]),
    remove: z.array(idSchema).max(PLAYED_BATCH_MAX, `at most ${PLAYED_BATCH_MAX} courses`).default([]),
  })
  .refine((b) => b.add.length + b.remove.length > 0, { message: 'must add or remove at least one course', path: ['add'] })
  .refine((b) => new Set(b.add.map((a) => a.courseId)).size === b.add.length, { message: 'names a course twice', path: ['add'] })
  .refine((b) => new Set(b.remove).size === b.remove.length, { message: 'names a course twice', path: ['remove'] })
  .refine((b) => !b.remove.some((id) => b.add.some((a) => a.courseId === id)), { message: 'names a course that add also names', path: ['remove'] });
export type PlayedBatchBody = z.infer<typeof playedBatchBodySchema>;
export const playedBatchResultSchema = z.object({
  /** Newly played. */
  added: z.array(z.string()),
  /** Ticked but already played (left as they were). */
  alreadyPlayed: z.array(z.string()),
  /** Unticked and removed. */
  removed: z.array(z.string()),
});
export type PlayedBatchResult = z.infer<typeof playedBatchResultSchema>;

/**
 * When a course was played: the day, "YYYY-MM-DD" (1 January when only the year is known), or
 * null for both when the golfer gave no date.
 */
const playedWhen = { dateAdded: z.string().nullable(), datePrecision: z.enum(PLAYED_DATE_PRECISIONS).nullable() };

/** One played entry in compact form: which course and when. */
export const playedEntrySchema = z.object({ courseId: z.string(), ...playedWhen });
export type PlayedEntry = z.infer<typeof playedEntrySchema>;
/** The answer of remove: whether there was an entry to remove (removing twice is not an error). */
export const removedPlayedSchema = z.object({ courseId: z.string(), removed: z.boolean() });

/** A played-courses list item (spec section 3: course, dateAdded). */
export const playedCourseSchema = z.object({ course: courseSummarySchema, ...playedWhen });
export type PlayedCourse = z.infer<typeof playedCourseSchema>;
export const playedCoursesPageSchema = pageOf(playedCourseSchema);
/** Played lists page most recently played first. */
export const playedPageQuerySchema = z.strictObject(pagingSchema);
