/**
 * Golfers' suggested corrections to a course (issue 24, item 5): a golfer proposes values for the
 * named fields from the course card; admins accept (the course takes them) or reject, with a
 * reason. The fields validate with the admin course write's own rules (`courseInputSchema`).
 */
import { z } from 'zod';
import { CORRECTION_NOTE_MAX, CORRECTION_STATUSES } from '../domain/moderation/correction-rules';
import { ADMIN_REASON_MAX } from './admin.contract';
import { idSchema, inputText } from './common.contract';
import { courseInputSchema } from './course-input.contract';
import { courseTypeSchema } from './courses.contract';
import { publicUserSchema } from './users.contract';

const course = courseInputSchema.shape;

/** The fields a suggestion may name, each validated as an admin's course write validates it. */
export const correctionValuesSchema = z.strictObject({
  location: course.location.optional(),
  architects: z.array(inputText({ max: 100 })).max(10, 'at most 10 architects').optional(),
  year_established: course.year_established,
  club_membership: course.club_membership,
  peak_green_fee: course.peak_green_fee,
  type: courseTypeSchema.optional(),
});
export type CorrectionValues = z.infer<typeof correctionValuesSchema>;

/** `POST /api/courses/{id}/corrections`: the proposed values (at least one must differ) and a note. */
export const createCorrectionBodySchema = correctionValuesSchema.extend({
  note: inputText({ max: CORRECTION_NOTE_MAX, allowEmpty: true }).nullish(),
});
export type CreateCorrectionBody = z.infer<typeof createCorrectionBodySchema>;

export const correctionStatusSchema = z.enum(CORRECTION_STATUSES, { error: `must be one of ${CORRECTION_STATUSES.join(', ')}` });

export const correctionSchema = z.object({
  _id: idSchema,
  /** Null once the course was deleted. */
  courseId: idSchema.nullable(),
  courseName: z.string(),
  user: publicUserSchema,
  /** Only the fields the golfer changed. */
  proposed: correctionValuesSchema,
  /** The course's values of those fields now (null when the course is gone): the admin's diff. */
  current: correctionValuesSchema.nullable(),
  note: z.string().nullable(),
  status: correctionStatusSchema,
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;
export const correctionsSchema = z.array(correctionSchema);

/** `GET /api/admin/corrections?status`: the queue (Pending) or the decided ones. */
export const correctionsQuerySchema = z.strictObject({ status: correctionStatusSchema.default('Pending') });

/** `POST /api/admin/corrections/{id}`. */
export const decideCorrectionBodySchema = z.strictObject({
  status: z.enum(['Accepted', 'Rejected'], { error: 'must be Accepted or Rejected' }),
  reason: inputText({ max: ADMIN_REASON_MAX }),
});
export type DecideCorrectionBody = z.infer<typeof decideCorrectionBodySchema>;
