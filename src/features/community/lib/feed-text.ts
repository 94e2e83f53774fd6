/** What a feed entry, a leaderboard count and a friend score say, in words (pure; unit-tested). */
import type { FeedEntry, LeaderboardMetric } from '../../../shared/contracts/community.contract';
import { REACTION_EMOJI } from '../../lists/lib/reactions';
import { formatDate } from '../../../lib/format-date';

/** The verb phrase after the golfer's name; the course and list are links the screen adds around it. */
export function feedAction(e: Pick<FeedEntry, 'kind' | 'rank' | 'holeNumber' | 'reaction'>): { before: string; between: string } {
  const hole = e.holeNumber ? ` (hole ${e.holeNumber})` : '';
  switch (e.kind) {
    case 'played': return { before: 'played', between: '' };
    case 'ranked': return { before: e.rank ? `ranked #${e.rank}:` : 'ranked', between: `${hole} in` };
    case 'list_created': return { before: 'started the list', between: '' };
    case 'reacted': return { before: `reacted ${e.reaction ? `${REACTION_EMOJI[e.reaction].emoji} ` : ''}to`, between: `${hole} in` };
  }
}

const UNITS: Record<LeaderboardMetric, [string, string]> = {
  played: ['course', 'courses'],
  countries: ['country', 'countries'],
  notable: ['notable course', 'notable courses'],
};
export const countText = (metric: LeaderboardMetric, n: number) => `${n.toLocaleString('en')} ${UNITS[metric][n === 1 ? 0 : 1]}`;

/** "8.6 from 3 golfers you follow". */
export const friendScoreText = (score: number, golfers: number) =>
  `${score.toFixed(1)} from ${golfers} ${golfers === 1 ? 'golfer' : 'golfers'} you follow`;

/** "just now", "5 min ago", "3 h ago", "2 d ago", else the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const s = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  if (s < 7 * 86_400) return `${Math.floor(s / 86_400)} d ago`;
  return formatDate(iso);
}
