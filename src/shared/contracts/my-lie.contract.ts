/**
 * My Lie: a golfer's Golf DNA, list completion and year in review (issue 13, My Lie). Public like
 * the profile: for anyone but the golfer, only public lists count.
 */
import { z } from 'zod';
import { DNA_DIMENSIONS } from '../domain/golf-dna';
import { idSchema, queryInt } from './common.contract';
import { courseSummarySchema } from './courses.contract';
import { PLAYED_DATE_PRECISIONS } from '../domain/played-date';
import { publicUserSchema } from './users.contract';

export const userIdParamsSchema = z.strictObject({ id: idSchema });

export const dnaClaimSchema = z.object({
  dimension: z.enum(DNA_DIMENSIONS),
  value: z.string(),
  /** The value as shown ("Alister MacKenzie", "the Golden Age (1910–1939)", "Private"). */
  label: z.string(),
  sentence: z.string(),
  support: z.number().int(),
  share: z.number(),
  lift: z.number(),
  courses: z.array(courseSummarySchema.extend({ score: z.number().nullable() })),
});
export type DnaClaim = z.infer<typeof dnaClaimSchema>;

export const closestGolferSchema = z.object({
  user: publicUserSchema,
  /** Cosine similarity of the two taste vectors, 0..1. */
  similarity: z.number(),
  sharedCourses: z.number().int(),
});
export type ClosestGolfer = z.infer<typeof closestGolferSchema>;

export const golfDnaSchema = z.object({
  playedCourses: z.number().int(),
  rankedCourses: z.number().int(),
  claims: z.array(dnaClaimSchema),
  /** What the data cannot say (links or parkland), and, with no claims, what to do next. */
  notes: z.array(z.string()),
  closestGolfers: z.array(closestGolferSchema),
});
export type GolfDna = z.infer<typeof golfDnaSchema>;

export const COMPLETION_KINDS = ['notable', 'architect', 'country'] as const;
export const completionListSchema = z.object({
  kind: z.enum(COMPLETION_KINDS),
  /** The architect or country; 'tier1' / 'tier2' for the notable tiers. */
  key: z.string(),
  name: z.string(),
  played: z.number().int(),
  total: z.number().int(),
});
export type CompletionList = z.infer<typeof completionListSchema>;
export const completionSchema = z.object({
  /** The two notable tiers, always. */
  notable: z.array(completionListSchema),
  /** Architects' and countries' lists the golfer has started, most complete first. */
  lists: z.array(completionListSchema),
});
export type Completion = z.infer<typeof completionSchema>;

export const YEAR_IN_REVIEW_MIN = 10;
export const yearInReviewQuerySchema = z.strictObject({ year: queryInt(1850, 2100).optional() });

export const yearCountSchema = z.object({ year: z.number().int(), courses: z.number().int() });
export const yearReviewSchema = z.object({
  year: z.number().int(),
  courses: z.array(z.object({ course: courseSummarySchema, dateAdded: z.string(), datePrecision: z.enum(PLAYED_DATE_PRECISIONS) })),
  /** Countries the golfer first played in that year. */
  newCountries: z.array(z.string()),
  /** The best-scored course of that year in My Lie (null when none is ranked or the list is hidden). */
  bestRanked: z.object({ course: courseSummarySchema, score: z.number(), rank: z.number().int() }).nullable(),
  architects: z.array(z.object({ key: z.string(), count: z.number().int() })),
  /** First and last by day; year-only dates have no place in the year and are left out of both. */
  first: courseSummarySchema.nullable(),
  last: courseSummarySchema.nullable(),
  /** Courses per month (12 numbers, January first) of day-dated entries; year-only ones counted apart. */
  months: z.array(z.number().int()),
  yearOnly: z.number().int(),
});
export type YearReview = z.infer<typeof yearReviewSchema>;
export const yearInReviewSchema = z.object({
  /** Years with at least YEAR_IN_REVIEW_MIN courses played, newest first. */
  years: z.array(yearCountSchema),
  /** The asked year's review, or the newest qualifying year's; null when no year qualifies. */
  review: yearReviewSchema.nullable(),
  message: z.string(),
});
export type YearInReview = z.infer<typeof yearInReviewSchema>;
