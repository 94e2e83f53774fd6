/**
 * The admin console's courses (issue 24): duplicate candidates, merging one course into another,
 * and gallery uploads. Course create, update and delete are `POST/PUT/DELETE /api/courses[/{id}]`
 * (courses.contract.ts), audited since issue 24.
 */
import { z } from 'zod';
import { ADMIN_REASON_MAX } from './admin.contract';
import { idRef, idSchema, inputText } from './common.contract';
import { revisionSchema } from './courses.contract';

/**
 * `DELETE /api/courses/{id}` (issue 32): the reason (required; the audit log keeps it) and, from
 * the console, the revision the admin read (a course changed since is a 409 with it as it stands).
 */
export const courseDeleteBodySchema = z.strictObject({
  reason: inputText({ max: ADMIN_REASON_MAX }).optional(),
  revision: revisionSchema.optional(),
  updatedAt: revisionSchema.optional(),
}).nullish();
export type CourseDeleteBody = z.infer<typeof courseDeleteBodySchema>;

/** `GET /api/admin/courses/duplicates`: pairs of courses with the same normalised name within 1 km, closest first. */
export const duplicateCourseSchema = z.object({ _id: idSchema, club_name: z.string() });
export const duplicatePairSchema = z.object({ a: duplicateCourseSchema, b: duplicateCourseSchema, distanceKm: z.number() });
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/**
 * `POST /api/admin/courses/{id}/not-duplicate`: course `{id}` and `of` are two courses, never
 * shown as duplicates again (issue 32); the reason goes to the audit log.
 */
export const notDuplicateBodySchema = z.strictObject({ of: idRef, reason: inputText({ max: ADMIN_REASON_MAX }) });
export type NotDuplicateBody = z.infer<typeof notDuplicateBodySchema>;
/** The pair as stored (the smaller id first) and when it was dismissed. */
export const dismissedPairSchema = z.object({ a: duplicateCourseSchema, b: duplicateCourseSchema, dismissedAt: z.string() });
export type DismissedPair = z.infer<typeof dismissedPairSchema>;

/** `POST /api/admin/courses/{id}/merge`: course `{id}` goes into `into`, which is kept. */
export const mergeCourseBodySchema = z.strictObject({ into: idRef });
export type MergeCourseBody = z.infer<typeof mergeCourseBodySchema>;

const movedSchema = z.object({ moved: z.number().int(), deduplicated: z.number().int() });
/** What moved to the kept course, and how many records were dropped because the kept course already had them. */
export const mergeCountsSchema = z.object({
  played: movedSchema,
  listItems: movedSchema,
  wishlists: movedSchema,
  activity: z.number().int(),
  /** Conflicts panelists declared on the merged course, now on the kept one (one per panelist and kind). */
  panelConflicts: z.number().int(),
  /** Golfers' suggested corrections of the merged course, now suggestions for the kept one. */
  corrections: z.number().int(),
});
export type MergeCounts = z.infer<typeof mergeCountsSchema>;

/** The multipart field of a gallery upload, its limit, and the size a stored gallery image fits in. */
export const GALLERY_FIELD = 'image';
export const GALLERY_MAX_BYTES = 10 * 1024 * 1024;
export const GALLERY_IMAGE_BOX = { width: 1600, height: 1200 } as const;
