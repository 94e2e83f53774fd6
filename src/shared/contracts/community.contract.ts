/**
 * Community (issue 13, part 5): the feed of followed golfers' activity, leaderboards, suggestions
 * of golfers to follow, and friend scores.
 */
import { z } from 'zod';
import { LIST_REACTIONS, RANK_BUCKETS } from '../domain/list-rules';
import { idSchema, queryInt } from './common.contract';
import { courseSummarySchema } from './courses.contract';
import { publicUserSchema } from './users.contract';

/** What a feed entry says a golfer did. */
export const ACTIVITY_KINDS = ['played', 'ranked', 'list_created', 'reacted'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const FEED_MAX_LIMIT = 50;
/** A keyset cursor: the last entry's time in microseconds since 1970 and its id. */
export const FEED_CURSOR = /^\d{1,17}_\d{1,18}$/;

export const feedQuerySchema = z.strictObject({
  before: z.string().regex(FEED_CURSOR, 'must be the nextBefore of a previous page').optional(),
  limit: queryInt(1, FEED_MAX_LIMIT).default(20),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actor: publicUserSchema,
  createdAt: z.string(),
  course: courseSummarySchema.nullable(),
  list: z.object({ _id: idSchema, name: z.string(), type: z.string() }).nullable(),
  /** ranked: the 1-based rank when it was added. */
  rank: z.number().int().nullable(),
  bucket: z.enum(RANK_BUCKETS).nullable(),
  holeNumber: z.number().int().nullable(),
  reaction: z.enum(LIST_REACTIONS).nullable(),
});
export type FeedEntry = z.infer<typeof feedEntrySchema>;

export const feedPageSchema = z.object({
  items: z.array(feedEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

// ---- Leaderboards ----

export const LEADERBOARD_METRICS = ['played', 'countries', 'notable'] as const;
export const LEADERBOARD_PERIODS = ['all', 'year'] as const;
export const LEADERBOARD_SCOPES = ['following', 'everyone'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
/** Notable: the seed's first tier of famous courses. */
export const NOTABLE_PROMINENCE = 300;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

export const leaderboardQuerySchema = z.strictObject({
  metric: oneOf(LEADERBOARD_METRICS).default('played'),
  period: oneOf(LEADERBOARD_PERIODS).default('all'),
  scope: oneOf(LEADERBOARD_SCOPES).default('everyone'),
  limit: queryInt(1, 50).default(10),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({ place: z.number().int(), user: publicUserSchema, count: z.number().int() });
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardSchema = z.object({
  metric: z.enum(LEADERBOARD_METRICS),
  period: z.enum(LEADERBOARD_PERIODS),
  scope: z.enum(LEADERBOARD_SCOPES),
  rows: z.array(leaderboardRowSchema),
  /** The viewer's own place (signed in and counted), else null. */
  me: leaderboardRowSchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ---- Suggestions ----

/** A golfer to follow: the courses they played that the viewer played too, and all they played. */
export const suggestionSchema = z.object({ user: publicUserSchema, sharedCourses: z.number().int(), playedCourses: z.number().int() });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.array(suggestionSchema);

// ---- Friend scores ----

export const friendScoreSchema = z.object({
  courseId: idSchema,
  /** Mean of followed golfers' My Lie scores for the course, one decimal; null when none ranked it. */
  score: z.number().nullable(),
  golfers: z.number().int(),
});
export type FriendScore = z.infer<typeof friendScoreSchema>;
