/**
 * The demo account's inbox (issue 35): what the notifications would have said as the demo
 * community happened, so the bell of a fresh `npm start` has something in it. The demo golfers who
 * follow the account are one grouped entry (newest first), and its trip invitation one more; both
 * unread. Pure: the repository writes them with the rest.
 */
import { MAX_NAMED_ACTORS } from '../../shared/domain/notifications/notification-kinds';
import { ACCOUNT, type DemoCommunity, type GolferRef } from './demo-plan';

export interface DemoNotification {
  kind: 'follow' | 'trip.invited';
  /** Newest first. */
  actors: GolferRef[];
  actorCount: number;
  /** The trip's list key, for an invitation. */
  trip: string | null;
  groupKey: string | null;
  firstAt: string;
  lastAt: string;
}

export function accountNotifications(plan: Pick<DemoCommunity, 'follows' | 'companions' | 'lists'>): DemoNotification[] {
  const followers = plan.follows.filter((f) => f.followee === ACCOUNT).sort((a, b) => b.at.localeCompare(a.at));
  const out: DemoNotification[] = [];
  if (followers.length > 0) {
    out.push({
      kind: 'follow', actors: followers.slice(0, MAX_NAMED_ACTORS).map((f) => f.follower), actorCount: followers.length, trip: null,
      groupKey: 'follow:you', firstAt: followers[followers.length - 1]!.at, lastAt: followers[0]!.at,
    });
  }
  for (const c of plan.companions.filter((c) => c.golfer === ACCOUNT && c.status === 'invited')) {
    const owner = plan.lists.find((l) => l.key === c.list)?.owner;
    if (owner) out.push({ kind: 'trip.invited', actors: [owner], actorCount: 1, trip: c.list, groupKey: null, firstAt: c.addedAt, lastAt: c.addedAt });
  }
  return out.sort((a, b) => a.lastAt.localeCompare(b.lastAt));
}
