/** How the course panel's numbers read: beside the crowd, the method's details, what was left out. */
import type { ConflictKind } from '../../../shared/domain/panel-rankings';
import { CONFLICT_LABELS } from '../../../shared/domain/panel-rankings';
import { formatDate } from '../../../lib/format-date';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "Panel #12 from 9 panelists · Community #20 from 140 golfers"; either half alone when the other has not ranked it. */
export function panelBesideCrowd(panel: { rank: number; panelists: number } | null, community: { rank: number; golfers: number } | null): string {
  return [
    panel && `Panel #${panel.rank} from ${plural(panel.panelists, 'panelist')}`,
    community && `Community #${community.rank} from ${plural(community.golfers, 'golfer')}`,
  ].filter(Boolean).join(' · ');
}

/** "1 day" style dates: "3 Nov 2026". */
export const evaluationDay = (iso: string): string => formatDate(iso);

/** "Spread 1.2 · 1 outlier trimmed · 2 left out for conflicts · latest 3 Nov 2026" (zero counts left out). */
export function panelDetails(r: { spread: number; trimmed: number; conflicts: number; latestAt: string }): string {
  return [
    `Spread ${r.spread.toFixed(1)}`,
    r.trimmed > 0 && `${plural(r.trimmed, 'outlier')} trimmed`,
    r.conflicts > 0 && `${r.conflicts} left out for conflicts`,
    `latest ${evaluationDay(r.latestAt)}`,
  ].filter(Boolean).join(' · ');
}

/** What a run left out: "Left out: 2 conflicted votes, 1 course not played, 1 outlier", or null when nothing. */
export function leftOutText(run: { conflicts: number; unplayed: number; trimmed: number }): string | null {
  const parts = [
    run.conflicts > 0 && plural(run.conflicts, 'conflicted vote'),
    run.unplayed > 0 && plural(run.unplayed, 'course not played', 'courses not played'),
    run.trimmed > 0 && plural(run.trimmed, 'outlier'),
  ].filter(Boolean);
  return parts.length ? `Left out: ${parts.join(', ')}` : null;
}

/** "Built from 14 lists by 9 of 11 panelists". */
export const panelBuiltFrom = (lists: number, panelists: number, roster: number): string =>
  `Built from ${plural(lists, 'list')} by ${panelists.toLocaleString('en')} of ${plural(roster, 'panelist')}`;

/** "The panel puts it 38 places higher than the crowd", "… lower …", or "Panel and crowd agree". */
export function gapText(gap: number): string {
  if (gap === 0) return 'Panel and crowd agree';
  return `The panel puts it ${plural(Math.abs(gap), 'place')} ${gap > 0 ? 'higher' : 'lower'} than the crowd`;
}

/** "Designed it, Member there". */
export const conflictsText = (kinds: readonly ConflictKind[]): string => kinds.map((k) => CONFLICT_LABELS[k]).join(', ');
