/**
 * The body of an admin course create or update (`POST /api/courses`, `PUT` and `POST
 * /api/courses/{id}`), shared by the server's routes and the console's course form: the spec's
 * fields, the revision and reason of issue 32, and issue 34's scorecard, website, phone, street and
 * postal code (the phone read in the course's country, stored in E.164 by the data layer).
 */
import { z } from 'zod';
import { countryCodeOf } from '../domain/country-codes';
import { POSTAL_CODE_MAX, STREET_MAX } from '../domain/courses/course-contact';
import {
  HOLE_YARDS_MAX, PAR_MAX, PAR_MIN, SCORECARD_MAX_HOLE, SCORECARD_TEES_MAX, STROKE_INDEX_MAX, TEE_NAME_MAX, scorecardIssues,
} from '../domain/courses/scorecard';
import { normalisePhone } from '../domain/phone';
import { ADMIN_REASON_MAX } from './admin.contract';
import { idSchema, inputText } from './common.contract';
import {
  continentSchema, courseTypeSchema, galleryItemSchema, httpUrl, imageUrl, membershipSchema, revisionSchema, videoItemSchema,
} from './courses.contract';

const YEAR_MAX = new Date().getUTCFullYear() + 5;
const text = (max: number) => inputText({ max });

const scorecardInputSchema = z.array(z.strictObject({
  hole: z.number().int('must be a whole number').min(1, 'must be from 1').max(SCORECARD_MAX_HOLE, `must be at most ${SCORECARD_MAX_HOLE}`),
  par: z.number().int('must be a whole number').min(PAR_MIN, `must be from ${PAR_MIN} to ${PAR_MAX}`).max(PAR_MAX, `must be from ${PAR_MIN} to ${PAR_MAX}`).nullable().default(null),
  strokeIndex: z.number().int('must be a whole number').min(1, `must be from 1 to ${STROKE_INDEX_MAX}`).max(STROKE_INDEX_MAX, `must be from 1 to ${STROKE_INDEX_MAX}`).nullable().default(null),
  yards: z.array(z.strictObject({
    tee: inputText({ max: TEE_NAME_MAX }),
    yards: z.number().int('must be a whole number').min(1, 'must be at least 1').max(HOLE_YARDS_MAX, `must be at most ${HOLE_YARDS_MAX}`),
  })).max(SCORECARD_TEES_MAX, `at most ${SCORECARD_TEES_MAX} tees`).optional(),
})).max(SCORECARD_MAX_HOLE, `at most ${SCORECARD_MAX_HOLE} holes`);

/** The body of an admin create or update. `architect` (one string) is accepted as the spec allows either. */
export const courseInputSchema = z
  .strictObject({
    club_name: text(200),
    architects: z.array(text(100)).max(10, 'at most 10 architects').optional(),
    architect: text(100).optional(),
    year_established: z.number().int('must be a whole number').min(1400).max(YEAR_MAX).nullable().optional(),
    club_membership: membershipSchema.nullable().optional(),
    type: courseTypeSchema.default('FULL LENGTH'),
    continent: continentSchema.nullable().optional(),
    location: z.strictObject({
      lat: z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      lng: z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
    }),
    address: z.strictObject({
      country: text(80),
      province: text(80).nullable().optional(),
      city: text(80).nullable().optional(),
      street: text(STREET_MAX).nullable().optional(),
      postal_code: text(POSTAL_CODE_MAX).nullable().optional(),
    }),
    peak_green_fee: z.number().min(0).max(100_000).nullable().optional(),
    holes: z.number().int().min(1).max(72).nullable().optional(),
    par: z.number().int().min(18).max(300).nullable().optional(),
    total_yardage: z.number().int().min(300).max(12_000).nullable().optional(),
    gallery: z.array(galleryItemSchema).max(20, 'at most 20 gallery items').optional(),
    videos: z.array(videoItemSchema).max(20, 'at most 20 videos').optional(),
    main_image: imageUrl().nullable().optional(),
    /** Echoed back by clients that PUT what they fetched; ignored (the path names the course). */
    _id: idSchema.optional(),
    /**
     * The revision the admin read (issue 32): a course sent back as read carries it as
     * `updatedAt`; `revision` says the same (and wins). Required to change a course that exists.
     */
    updatedAt: revisionSchema.optional(),
    revision: revisionSchema.optional(),
    /** Why (the audit log keeps it): required to change a course that exists; a new one needs none. */
    reason: inputText({ max: ADMIN_REASON_MAX }).optional(),
    sources: z.array(z.strictObject({ source: inputText({ max: 80 }), credit: inputText({ max: 200 }).nullable() })).max(20).optional(),
    /** Holes known (issue 34): checked by `scorecardIssues`; left out, the course has none (PUT replaces). */
    scorecard: scorecardInputSchema.optional(),
    website: httpUrl().nullable().optional(),
    /** As the admin writes it; stored in E.164, read in the course's country when written without a country code. */
    phone: text(40).nullable().optional(),
  })
  .refine((c) => !(c.architect && c.architects), { message: 'give architect or architects, not both', path: ['architects'] })
  .superRefine((c, ctx) => {
    if (c.phone) {
      const checked = normalisePhone(c.phone, countryCodeOf(c.address.country));
      if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: checked.message });
    }
    for (const issue of scorecardIssues(c.scorecard ?? [], c.holes ?? null, { ranges: false })) {
      ctx.addIssue({ code: 'custom', path: ['scorecard', ...issue.path], message: issue.message });
    }
  });
export type CourseInput = z.infer<typeof courseInputSchema>;
