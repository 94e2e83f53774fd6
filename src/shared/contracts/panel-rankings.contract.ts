/**
 * The panel ranking (issue 24): what the course panel's approved panelists ranked, beside the
 * crowd. Public reads; conflicts are declared by the golfer themself. The method:
 * `shared/domain/panel-rankings.ts`.
 */
import { z } from 'zod';
import { COMMUNITY_KINDS, COMMUNITY_TYPES } from '../domain/community-rankings';
import { CONFLICT_KINDS, MIN_PANELISTS } from '../domain/panel-rankings';
import { pageOf, pagingSchema, queryInt } from './common.contract';
import { rankingTypeFields, withRankingType } from './community-rankings.contract';
import { courseSummarySchema } from './courses.contract';

/** `GET /api/lists/panel?kind&type&page&pageSize`: a page of a panel ranking (type as the community's). */
export const panelRankingQuerySchema = z.strictObject({ ...rankingTypeFields, ...pagingSchema }).transform(withRankingType);
export type PanelRankingQuery = z.infer<typeof panelRankingQuerySchema>;

/** Where the crowd puts the same item (null when it is not in the community ranking). */
export const crowdPlaceSchema = z.object({ rank: z.number().int(), golfers: z.number().int(), score: z.number() }).nullable();

export const panelItemSchema = z.object({
  rank: z.number().int(),
  course: courseSummarySchema,
  holeNumber: z.number().int().nullable(),
  score: z.number(),
  /** Panelists whose evaluation counted (at least `minPanelists`). */
  panelists: z.number().int(),
  /** Standard deviation of their evaluation scores, 0–10. */
  spread: z.number(),
  /** Evaluations trimmed as outliers, and left out for declared conflicts. */
  trimmed: z.number().int(),
  conflicts: z.number().int(),
  /** The latest kept evaluation (ISO). */
  latestAt: z.string(),
  community: crowdPlaceSchema,
});
export type PanelItem = z.infer<typeof panelItemSchema>;

/** What went into one panel ranking and what was left out. */
export const panelRunSchema = z.object({
  computedAt: z.string().nullable(),
  /** Approved panelists, those whose lists counted, and those lists. */
  roster: z.number().int(),
  panelists: z.number().int(),
  lists: z.number().int(),
  /** Evaluations left out over every course: declared conflicts, courses not played, outliers. */
  conflicts: z.number().int(),
  unplayed: z.number().int(),
  trimmed: z.number().int(),
  minPanelists: z.literal(MIN_PANELISTS),
});

export const panelRankingSchema = pageOf(panelItemSchema).extend({
  kind: z.enum(COMMUNITY_KINDS),
  type: z.string(),
  run: panelRunSchema,
});
export type PanelRanking = z.infer<typeof panelRankingSchema>;

/** `GET /api/lists/panel/disagreements?type&limit`: courses where panel and crowd differ most. */
export const disagreementsQuerySchema = z.strictObject({
  type: z.enum(COMMUNITY_TYPES.course, { error: `must be one of ${COMMUNITY_TYPES.course.join(', ')}` }).default('mylie'),
  limit: queryInt(1, 100).default(20),
});
export const disagreementSchema = z.object({
  course: courseSummarySchema,
  panel: z.object({ rank: z.number().int(), score: z.number(), panelists: z.number().int() }),
  community: z.object({ rank: z.number().int(), score: z.number(), golfers: z.number().int() }),
  /** Places apart among the courses both rank; positive when the panel rates it higher. */
  gap: z.number().int(),
});
export const disagreementsSchema = z.object({ type: z.string(), compared: z.number().int(), items: z.array(disagreementSchema) });
export type Disagreements = z.infer<typeof disagreementsSchema>;

export const conflictKindSchema = z.enum(CONFLICT_KINDS, { error: `must be one of ${CONFLICT_KINDS.join(', ')}` });

/** `GET /api/courses/{id}/panel-scores`: where the panel puts a course, beside the crowd, and who declared a conflict on it. */
export const coursePanelScoresSchema = z.object({
  courseId: z.string(),
  rankings: z.array(z.object({
    kind: z.enum(COMMUNITY_KINDS),
    type: z.string(),
    holeNumber: z.number().int().nullable(),
    rank: z.number().int(),
    of: z.number().int(),
    score: z.number(),
    panelists: z.number().int(),
    spread: z.number(),
    trimmed: z.number().int(),
    conflicts: z.number().int(),
    latestAt: z.string(),
    community: z.object({ rank: z.number().int(), of: z.number().int(), golfers: z.number().int(), score: z.number() }).nullable(),
  })),
  /** Approved panelists' declared conflicts on this course (their votes on it are left out). */
  declared: z.array(z.object({ golfer: z.object({ _id: z.string(), displayName: z.string().nullable() }), kinds: z.array(conflictKindSchema) })),
});
export type CoursePanelScores = z.infer<typeof coursePanelScoresSchema>;

/** `PUT /api/panelist/conflicts/{courseId}`: the golfer's conflicts on a course; an empty list removes them. */
export const conflictsBodySchema = z.strictObject({ kinds: z.array(conflictKindSchema).max(CONFLICT_KINDS.length) });
export const courseIdParamsSchema = z.strictObject({ courseId: z.uuid({ error: 'must be a UUID' }).toLowerCase() });

export const myConflictSchema = z.object({ course: courseSummarySchema, kinds: z.array(conflictKindSchema) });
export type MyConflict = z.infer<typeof myConflictSchema>;
