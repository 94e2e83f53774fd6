/**
 * The demo community's course panel: the demo golfers of the 'panelist' and 'traveller' styles
 * (19 of 36: enough overlap for about 35 courses to reach three panelists) are approved panelists (their request sent a fortnight after they joined, approved two days later), and the
 * first two declare a conflict on the course at the top of their My Lie (a member there; a
 * complimentary round), so a fresh install shows the panel ranking with its conflicts counted.
 * Derived from the plan without drawing random numbers: the rest of the community stays as it was.
 */
import { MY_LIE_TYPE } from '../../shared/domain/list-rules';
import type { ConflictKind } from '../../shared/domain/panel-rankings';
import type { DemoConflict, DemoGolfer, DemoList, DemoPanelist } from './demo-plan';

const DAY = 86_400_000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();
const CONFLICTS: ConflictKind[] = ['member', 'comped'];

export function demoPanel(golfers: readonly DemoGolfer[], panelistKeys: ReadonlySet<string>, lists: readonly DemoList[]) {
  const panelists: DemoPanelist[] = golfers.filter((g) => panelistKeys.has(g.key)).map((g) => ({
    golfer: g.key,
    message: `I have played golf on four continents and keep my rankings public. ${g.displayName}`,
    submittedAt: plusDays(g.joinedAt, 14),
    approvedAt: plusDays(g.joinedAt, 16),
  }));
  const conflicts: DemoConflict[] = panelists.slice(0, CONFLICTS.length).flatMap((p, i) => {
    const top = lists.find((l) => l.owner === p.golfer && l.type === MY_LIE_TYPE)?.items[0];
    return top ? [{ golfer: p.golfer, course: top.course, kind: CONFLICTS[i]! }] : [];
  });
  return { panelists, conflicts };
}
