/**
 * Trips (issue 15; spec sections 2, /trip-planner, 3, trip lists, and 7, `POST /lists/trip`,
 * `GET /lists/trips`, `GET /lists/user/{userId}/all-trips`). A trip is a list of kind 'trip'
 * with a destination, a first and a last day, companions, and rounds placed on its days. The
 * rules (bounds, dates) are in `../domain/trips/trip-rules.ts`; src/server/routes/trips/README.md
 * shows the shapes.
 */
import { z } from 'zod';
import {
  TEE_TIME, TRIP_COMPANIONS_MAX, TRIP_DAYS_MAX, TRIP_DESTINATION_MAX, TRIP_NAME_MAX,
  TRIP_ROUNDS_PER_DAY_MAX, tripDatesProblem,
} from '../domain/trips/trip-rules';
import { isCalendarDate } from '../domain/calendar-date';
import { idRef, idSchema, inputText, queryInt, queryList, queryNumber, readOnly } from './common.contract';
import { noteText } from './list-items.contract';
import { courseSchema, courseSummarySchema, courseTypeSchema, greenFeeBandSchema, membershipSchema } from './courses.contract';
import { publicUserSchema } from './users.contract';

const calendarDate = z.string({ error: 'must be a date (YYYY-MM-DD)' }).refine(isCalendarDate, 'must be a date (YYYY-MM-DD)');
const teeTime = z.string({ error: 'must be a time (HH:MM)' }).regex(TEE_TIME, 'must be a 24-hour time (HH:MM)');
export const destinationSchema = z.strictObject({
  name: inputText({ max: TRIP_DESTINATION_MAX }),
  lat: z.number({ error: 'must be a number' }).min(-90, 'must be at least -90').max(90, 'must be at most 90'),
  lng: z.number({ error: 'must be a number' }).min(-180, 'must be at least -180').max(180, 'must be at most 180'),
});
export type Destination = z.infer<typeof destinationSchema>;

/** A round as the planner sends it: `_id` keeps an existing round (its note, its place in links). */
export const roundInputSchema = z.strictObject({
  _id: idSchema.optional(),
  /** The course's id, or the course as a trip read answered it. */
  course: idRef,
  teeTime: teeTime.nullable().optional(),
  note: noteText.nullable().optional(),
});
export type RoundInput = z.infer<typeof roundInputSchema>;

export const dayInputSchema = z.strictObject({
  /** 1-based: day 1 is the start date. */
  day: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1'),
  rounds: z.array(roundInputSchema).max(TRIP_ROUNDS_PER_DAY_MAX, `at most ${TRIP_ROUNDS_PER_DAY_MAX} rounds a day`),
  /** Answered by reads (the day's date): ignored, the trip's dates decide it. */
  ...readOnly(['date']),
});

/**
 * `POST /api/lists/trip`: create a trip (no `_id`) or save one (`_id`). On a save, a field left
 * out keeps its value; `days` replaces every round (days left out of it have none); `revision`
 * (the `updatedAt` the planner read; a trip sent back as read names it as `updatedAt`) makes the
 * save a 409 if someone saved in between. Companions and visibility are the owner's to change:
 * companions named for the first time are invited, and join once they accept. The spec's body is
 * "the trip": a trip as read is taken whole, the fields the server computes ignored.
 */
export const tripBodySchema = z
  .strictObject({
    _id: idSchema.optional(),
    revision: z.string().optional(),
    updatedAt: z.string().optional(),
    name: inputText({ max: TRIP_NAME_MAX }).optional(),
    description: inputText({ max: 500, allowEmpty: true }).transform((s) => (s === '' ? null : s)).nullable().optional(),
    destination: destinationSchema.nullable().optional(),
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    isPublic: z.boolean().optional(),
    /** Golfers' ids (or the golfers as read); a trip as read lists the invited apart, in `invited`. */
    companions: z.array(idRef).max(TRIP_COMPANIONS_MAX, `at most ${TRIP_COMPANIONS_MAX} companions`).optional(),
    invited: z.array(idRef).max(TRIP_COMPANIONS_MAX, `at most ${TRIP_COMPANIONS_MAX} companions`).optional(),
    days: z.array(dayInputSchema).max(TRIP_DAYS_MAX, `at most ${TRIP_DAYS_MAX} days`).optional(),
    ...readOnly(['owner', 'createdAt', 'canEdit', 'isOwner', 'viewerRole', 'roundCount', 'role']),
  })
  .superRefine((b, ctx) => {
    if (b._id === undefined) {
      for (const field of ['name', 'startDate', 'endDate'] as const) {
        if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required for a new trip' });
      }
    }
    if (b.startDate && b.endDate && isCalendarDate(b.startDate) && isCalendarDate(b.endDate)) {
      const problem = tripDatesProblem(b.startDate, b.endDate);
      if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
    }
    const seenDays = new Set<number>();
    b.days?.forEach((d, i) => {
      if (seenDays.has(d.day)) ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: `day ${d.day} is given twice` });
      seenDays.add(d.day);
      const seen = new Set<string>();
      d.rounds.forEach((r, j) => {
        if (seen.has(r.course)) ctx.addIssue({ code: 'custom', path: ['days', i, 'rounds', j, 'course'], message: 'is on this day twice' });
        seen.add(r.course);
      });
    });
    const companions = new Set<string>();
    b.companions?.forEach((c, i) => {
      if (companions.has(c)) ctx.addIssue({ code: 'custom', path: ['companions', i], message: 'is named twice' });
      companions.add(c);
    });
    b.invited?.forEach((c, i) => {
      if (companions.has(c)) ctx.addIssue({ code: 'custom', path: ['invited', i], message: 'is named twice' });
      companions.add(c);
    });
    if (b.invited !== undefined && b.companions === undefined) {
      ctx.addIssue({ code: 'custom', path: ['invited'], message: 'comes with companions: together they name who is asked along' });
    }
  })
  // Who is asked along is one list to the server, whether they answered yet or not.
  .transform(({ updatedAt, invited, ...b }) => ({
    ...b,
    revision: b.revision ?? updatedAt,
    companions: b.companions === undefined ? undefined : [...b.companions, ...(invited ?? [])],
  }));
export type TripBody = z.output<typeof tripBodySchema>;
export type TripBodyInput = z.input<typeof tripBodySchema>;

export const roundSchema = z.object({
  _id: idSchema,
  course: courseSummarySchema.extend({ holes: z.number().int().nullable(), peak_green_fee: z.number().nullable() }),
  teeTime: z.string().nullable(),
  note: z.string().nullable(),
});
export type Round = z.infer<typeof roundSchema>;

export const tripDaySchema = z.object({ day: z.number().int(), date: z.string(), rounds: z.array(roundSchema) });
export type TripDay = z.infer<typeof tripDaySchema>;

const tripCommon = {
  _id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  destination: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  startDate: z.string(),
  endDate: z.string(),
  isPublic: z.boolean(),
  owner: publicUserSchema,
  companions: z.array(publicUserSchema),
  updatedAt: z.string(),
};

/** `GET /api/lists/trip/{id}` and the answer of a save: every day of the trip, empty ones too. */
export const tripDetailSchema = z.object({
  ...tripCommon,
  createdAt: z.string(),
  /** The viewer is the owner or a companion: they may change the plan. */
  canEdit: z.boolean(),
  /** The viewer is the owner: they may also change companions, visibility, or delete it. */
  isOwner: z.boolean(),
  /** The viewer's place on the trip: an invitation still to answer is 'invited'. */
  viewerRole: z.enum(['owner', 'companion', 'invited', 'none']),
  /** Golfers invited who have not answered yet: shown to the owner only (empty for everyone else). */
  invited: z.array(publicUserSchema),
  days: z.array(tripDaySchema),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

/** `GET /api/lists/trips`: the trips a golfer owns or is a companion on, upcoming first (soonest first), then past (latest first). */
export const tripSummarySchema = z.object({
  ...tripCommon,
  roundCount: z.number().int(),
  /** 'invited': the golfer has an invitation to answer. */
  role: z.enum(['owner', 'companion', 'invited']),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;
export const tripSummariesSchema = z.array(tripSummarySchema);

/**
 * `GET /api/lists/trip/{id}/party`: what the trip's golfers (the owner and the companions who
 * accepted) want and have played, for the planner's overlap ("3 of you want to play Kingsbarns"):
 * only courses in the trip's area (near its destination or its rounds), never whole lists. Only
 * the trip's golfers see it.
 */
export const partyMemberSchema = z.object({
  user: publicUserSchema,
  /** Courses in the trip's area on any of their wishlists. */
  wished: z.array(idSchema),
  /** Courses on any of their watchlists. */
  watched: z.array(idSchema),
  played: z.array(idSchema),
});
export const tripPartySchema = z.object({ members: z.array(partyMemberSchema) });
export type TripParty = z.infer<typeof tripPartySchema>;
export type PartyMember = z.infer<typeof partyMemberSchema>;

/**
 * `GET /api/lists/trip/candidates?{box}&{filters}`: courses in the planner's viewport, best first
 * (community score, then notability). Access defaults to public and limited: a traveller usually
 * cannot play a private club (`membership=PRIVATE,PUBLIC,LIMITED` shows them all).
 */
export const tripCandidatesQuerySchema = z
  .strictObject({
    south: queryNumber(-90, 90),
    north: queryNumber(-90, 90),
    west: queryNumber(-180, 180),
    east: queryNumber(-180, 180),
    membership: queryList(membershipSchema, 3),
    fee: queryList(greenFeeBandSchema, 3),
    type: queryList(courseTypeSchema, 4),
    limit: queryInt(1, 100).default(40),
  })
  .refine((q) => q.south <= q.north, { message: 'must not exceed north', path: ['south'] });
export type TripCandidatesQuery = z.infer<typeof tripCandidatesQuerySchema>;

export const tripCandidateSchema = z.object({
  course: courseSchema,
  /** The course's score in the community's overall ranking (My Lie), when it has one. */
  communityScore: z.number().nullable(),
  communityGolfers: z.number().int().nullable(),
});
export type TripCandidate = z.infer<typeof tripCandidateSchema>;
export const tripCandidatesSchema = z.array(tripCandidateSchema);
