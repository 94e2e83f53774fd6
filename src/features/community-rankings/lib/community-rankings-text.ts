/** How community rankings read: their names ("Most fun holes"), a course's score line, what a ranking is built from. */
import { COMMUNITY_RANKINGS, type CommunityKind } from '../../../shared/domain/community-rankings';
import { listTypeLabel } from '../../../shared/domain/list-labels';

/** A community ranking as one URL value: the course type alone ("most_fun"), holes prefixed ("hole:closers"). */
export const rankingKey = (kind: CommunityKind, type: string): string => (kind === 'course' ? type : `${kind}:${type}`);

export function parseRankingKey(key: string | null | undefined): { kind: CommunityKind; type: string } | null {
  if (!key) return null;
  const [kind, type] = key.includes(':') ? key.split(':', 2) as [string, string] : ['course', key];
  return COMMUNITY_RANKINGS.find((r) => r.kind === kind && r.type === type) ?? null;
}

/** "Overall (My Lie)", "Most fun", "Closers (holes)". */
export function rankingName(kind: CommunityKind, type: string): string {
  if (kind === 'course' && type === 'mylie') return 'Overall';
  return kind === 'hole' ? `${listTypeLabel(type)} (holes)` : listTypeLabel(type);
}

const plural = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/** "8.4 · 12 golfers" for a ranked row. */
export const itemScoreText = (score: number, golfers: number) => `${score.toFixed(1)} · ${plural(golfers, 'golfer')}`;

/** "#3 of 120 · 14 golfers" for a course card. */
export const standingText = (rank: number, of: number, golfers: number) => `#${rank} of ${of.toLocaleString('en')} · ${plural(golfers, 'golfer')}`;

/** "Built from 1,204 lists by 980 golfers". */
export const builtFromText = (lists: number, golfers: number) => `Built from ${plural(lists, 'list')} by ${plural(golfers, 'golfer')}`;

/** What a course's community score is for: "community score" (overall), "in Most fun", "hole 18 in Closers". */
export function communityScoreLabel(r: { kind: CommunityKind; type: string; holeNumber: number | null }): string {
  if (r.kind === 'hole') return `hole ${r.holeNumber} in ${listTypeLabel(r.type)}`;
  return r.type === 'mylie' ? 'community score' : `in ${listTypeLabel(r.type)}`;
}
