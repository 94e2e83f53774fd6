/**
 * The panel ranking (issue 24): approved panelists' public ranked lists, combined with the
 * community's model (Plackett–Luce) but apart from the crowd, with everything a reader needs to
 * judge it. The numbers here are the published method (`/panel/method` shows them); the model is
 * the server's (`src/server/community/panel-ranking.ts`).
 *
 * An *evaluation* is one course (or hole) in one panelist's list. Its score is where it stands in
 * that list, 10 at the top and 0 at the bottom (`evaluationScore`).
 */
import { COMMUNITY_RANKINGS, type CommunityKind } from './community-rankings';

/** A course shows in the panel ranking once this many panelists evaluated it (as the community's three). */
export const MIN_PANELISTS = 3;

/**
 * Outliers are trimmed only where a course has at least this many evaluations: with fewer, one
 * dissent is half the panel, not an outlier.
 */
export const TRIM_MIN_EVALUATIONS = 5;
/** An evaluation further than this many standard deviations from the others' mean is trimmed (Golf Digest's rule). */
export const TRIM_DEVIATIONS = 2;
/**
 * The least standard deviation the rule assumes (on the 0–10 scale), so an evaluation must be at
 * least 4 points from the others' mean to be trimmed: when the others agree exactly, a course one
 * place lower in a list of four or more is a difference of opinion, not an outlier (and one
 * panelist's outlier on one course, which moves their other courses up a place, trims nothing else).
 */
export const TRIM_DEVIATION_FLOOR = 2;

/** What a panelist can declare about a course; a declared conflict leaves their vote on it out. */
export const CONFLICT_KINDS = ['architect', 'member', 'owner', 'comped'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];
export const CONFLICT_LABELS: Record<ConflictKind, string> = {
  architect: 'Designed it',
  member: 'Member there',
  owner: 'Owner or employee',
  comped: 'Played a complimentary round',
};

/** The panel ranks what the community ranks (see `COMMUNITY_RANKINGS`). */
export const PANEL_RANKINGS: readonly { kind: CommunityKind; type: string }[] = COMMUNITY_RANKINGS;

/** Where the item at `index` (0-based) of a list of `length` stands: 10 first, 0 last, one decimal. */
export function evaluationScore(index: number, length: number): number {
  if (length < 2) return 10;
  return Math.round((100 * (length - 1 - index)) / (length - 1)) / 10;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The population standard deviation (0 for fewer than two values). */
export function standardDeviation(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
}

/** The sample standard deviation (n − 1; 0 for fewer than two values): the panel's spread estimated from some of it. */
function sampleDeviation(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
}

/**
 * Which of one course's evaluation scores are outliers: each is compared with the mean and
 * (sample) standard deviation of the *others*, so one wild score cannot hide itself by widening
 * the spread, and trimmed when it is more than `TRIM_DEVIATIONS` deviations (at least
 * `TRIM_DEVIATION_FLOOR`) away. Nothing is trimmed below `TRIM_MIN_EVALUATIONS` scores. Returns
 * the indexes trimmed.
 */
export function outliers(scores: readonly number[]): number[] {
  if (scores.length < TRIM_MIN_EVALUATIONS) return [];
  const trimmed: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    const others = scores.filter((_, j) => j !== i);
    const limit = TRIM_DEVIATIONS * Math.max(sampleDeviation(others), TRIM_DEVIATION_FLOOR);
    if (Math.abs(scores[i]! - mean(others)) > limit) trimmed.push(i);
  }
  return trimmed;
}

/** How far panelists disagree on a course: the standard deviation of the kept scores, one decimal. */
export const spreadOf = (scores: readonly number[]): number => Math.round(standardDeviation(scores) * 10) / 10;

export interface BothRanks {
  id: string;
  panelRank: number;
  communityRank: number;
}

/**
 * Where panel and crowd disagree most: the courses both rank, each placed again among just those
 * (so a course neither crowd nor panel knows about cannot widen a gap), ordered by how many places
 * apart the two put it, widest first; ties by the panel's order. `gap` is positive when the panel
 * rates the course higher than the crowd.
 */
export function disagreements<T extends BothRanks>(common: readonly T[]): (T & { gap: number })[] {
  const byPanel = [...common].sort((a, b) => a.panelRank - b.panelRank);
  const crowdPlace = new Map([...common].sort((a, b) => a.communityRank - b.communityRank).map((c, i) => [c.id, i]));
  return byPanel
    .map((c, i) => ({ ...c, gap: crowdPlace.get(c.id)! - i }))
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || a.panelRank - b.panelRank);
}
