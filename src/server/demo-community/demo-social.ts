/**
 * The social side of the demo community: who follows whom (the demo account among them), a trip
 * to St Andrews the demo account is invited on, reactions and saves on each other's lists, and
 * the feed entries of the last `RECENT_DAYS` days in the shapes the feed recorder writes.
 */
import { LIST_REACTIONS } from '../../shared/domain/list-rules';
import { ACCOUNT, type DemoActivity, type DemoPlayed, type DemoCommunity, type DemoCompanion, type DemoCourse, type DemoFollow, type DemoGolfer, type DemoList, type DemoReaction, type DemoSave, type GolferRef } from './demo-plan';
import type { Random } from './demo-random';
import { daysAgo, daysAhead, RECENT_DAYS, type Clock } from './demo-time';
import { DEMO_GOLFERS } from './demo-golfers';

const FOLLOWING = { local: [3, 6], traveller: [5, 9], panelist: [6, 12] } as const;
/** Demo golfers the demo account follows. */
const ACCOUNT_FOLLOWS = 8;
const REACTIONS = 70;
const SAVES = 24;
/** The Old Course: the trip's first round and its destination. */
const TRIP_CENTRE = 'scotland/the-old-course-at-st-andrews';

interface SocialInput {
  random: Random;
  clock: Clock;
  courses: readonly DemoCourse[];
  golfers: readonly DemoGolfer[];
  lists: DemoList[];
  played: readonly DemoPlayed[];
}

type Social = Pick<DemoCommunity, 'follows' | 'companions' | 'reactions' | 'saves' | 'activity'>;

const laterOf = (a: string, b: string) => (a > b ? a : b);
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

export function demoSocial({ random, clock, courses, golfers, lists, played }: SocialInput): Social {
  const seedOf = (key: string) => DEMO_GOLFERS[Number(key.slice(1)) - 1]!;
  const joined = new Map(golfers.map((g) => [g.key, g.joinedAt]));
  const recentFrom = daysAgo(clock, RECENT_DAYS);
  const follows: DemoFollow[] = [];
  const followees = new Map<GolferRef, Set<GolferRef>>();
  const follow = (follower: GolferRef, followee: GolferRef) => {
    const set = followees.get(follower) ?? new Set<GolferRef>();
    if (follower === followee || set.has(followee)) return;
    set.add(followee);
    followees.set(follower, set);
    const since = laterOf(joined.get(follower) ?? recentFrom, joined.get(followee) ?? recentFrom);
    follows.push({ follower, followee, at: plus(since, random.int(60, 60 * 24 * 30)) });
  };

  // Golfers follow golfers from home first, and the panelists everyone reads.
  for (const g of golfers) {
    const mine = seedOf(g.key);
    const [min, max] = FOLLOWING[mine.style];
    const others = golfers.filter((o) => o.key !== g.key);
    const picked = random.weighted(others, (o) => {
      const theirs = seedOf(o.key);
      return (theirs.home.country === mine.home.country ? 4 : 1) * (theirs.style === 'panelist' ? 2 : 1);
    }, random.int(min, max));
    for (const o of picked) follow(g.key, o.key);
  }
  // The demo account follows a few (its feed has something in it) and a third of them follow it back.
  const accountFollows = random.weighted(golfers, (g) => ({ panelist: 3, traveller: 2, local: 1 })[seedOf(g.key).style], ACCOUNT_FOLLOWS);
  for (const g of accountFollows) follow(ACCOUNT, g.key);
  golfers.forEach((g, i) => i % 3 === 0 && follow(g.key, ACCOUNT));

  const companions = trip(random, clock, courses, golfers, lists, followees);
  const reactions: DemoReaction[] = [];
  const saves: DemoSave[] = [];
  const reacted = new Set<string>();
  const saved = new Set<string>();
  const listsOf = new Map<string, DemoList[]>();
  for (const l of lists) if (l.kind !== 'trip') listsOf.set(l.owner, [...(listsOf.get(l.owner) ?? []), l]);
  const withFollowees = golfers.filter((g) => [...(followees.get(g.key) ?? [])].some((f) => listsOf.has(f)));
  for (let n = 0; n < REACTIONS * 3 && reactions.length < REACTIONS; n++) {
    const g = random.pick(withFollowees);
    const theirs = [...followees.get(g.key)!].filter((f) => listsOf.has(f));
    const list = random.pick(listsOf.get(random.pick(theirs))!);
    const item = random.int(0, list.items.length - 1);
    if (reacted.has(`${g.key}|${list.key}|${item}`)) continue;
    reacted.add(`${g.key}|${list.key}|${item}`);
    const at = daysAgo(clock, random.int(1, 30), random.int(7 * 60, 23 * 60));
    reactions.push({ golfer: g.key, list: list.key, item, reaction: random.pick(LIST_REACTIONS), at: laterOf(at, plus(list.items[item]!.addedAt, 5)) });
  }
  for (let n = 0; n < SAVES * 3 && saves.length < SAVES; n++) {
    const g = random.pick(withFollowees);
    const list = random.pick(listsOf.get(random.pick([...followees.get(g.key)!].filter((f) => listsOf.has(f))))!);
    if (list.type === 'mylie' || saved.has(`${g.key}|${list.key}`)) continue;
    saved.add(`${g.key}|${list.key}`);
    saves.push({ golfer: g.key, list: list.key, at: plus(list.createdAt, random.int(60, 60 * 24 * 3)) });
  }
  return { follows, companions, reactions, saves, activity: feedOf(played, lists, reactions, recentFrom, clock) };
}

/** A trip to St Andrews in six weeks: the first Scottish traveller plans it with two friends and invites the demo account. */
function trip(random: Random, clock: Clock, courses: readonly DemoCourse[], golfers: readonly DemoGolfer[], lists: DemoList[], followees: Map<GolferRef, Set<GolferRef>>): DemoCompanion[] {
  const centre = courses.find((c) => c.key === TRIP_CENTRE);
  const owner = golfers[0]!;
  if (!centre) return [];
  const km = (c: DemoCourse) => Math.hypot(c.lat - centre.lat, (c.lng - centre.lng) * Math.cos((centre.lat * Math.PI) / 180)) * 111;
  const nearby = courses.filter((c) => c.key !== centre.key && km(c) < 40).sort((a, b) => b.prominence - a.prominence || km(a) - km(b)).slice(0, 4);
  const rounds = [centre, ...nearby];
  const plan: [number, string, string | null][] = [[1, '08:10', 'In the ballot: fingers crossed.'], [2, '09:30', null], [3, '10:00', null], [3, '15:40', 'Twilight nine if the wind drops.'], [4, '09:00', null]];
  const createdAt = daysAgo(clock, 12, 21 * 60);
  const startDate = daysAhead(clock, 42);
  lists.push({
    key: `${owner.key}/trip`, owner: owner.key, kind: 'trip', type: 'trip', name: 'Fife links week', description: 'Four days on the links around St Andrews.',
    isPublic: true, createdAt, updatedAt: plus(createdAt, 30),
    items: rounds.slice(0, plan.length).map((c, i) => ({
      course: c.key, hole: null, bucket: null, note: plan[i]![2], day: plan[i]![0], teeTime: plan[i]![1], addedAt: plus(createdAt, i + 1),
    })),
    trip: { startDate, endDate: daysAhead(clock, 45), destination: 'St Andrews, Scotland', lat: centre.lat, lng: centre.lng },
  });
  // Trip companions are golfers the owner follows.
  const friends = [...(followees.get(owner.key) ?? [])].filter((f) => f !== ACCOUNT).slice(0, 2);
  const companions: DemoCompanion[] = friends.map((f) => ({
    list: `${owner.key}/trip`, golfer: f, status: 'accepted', addedAt: plus(createdAt, 45), acceptedAt: plus(createdAt, 60 * 20 + random.int(0, 600)),
  }));
  if (followees.get(owner.key)?.has(ACCOUNT)) companions.push({ list: `${owner.key}/trip`, golfer: ACCOUNT, status: 'invited', addedAt: plus(createdAt, 50), acceptedAt: null });
  return companions;
}

/** The feed: what happened in the last RECENT_DAYS days, as the feed recorder would have written it then. */
function feedOf(played: readonly DemoPlayed[], lists: readonly DemoList[], reactions: readonly DemoReaction[], recentFrom: string, clock: Clock): DemoActivity[] {
  const out: DemoActivity[] = played.filter((p) => p.at >= recentFrom)
    .map((p) => ({ actor: p.golfer, kind: 'played', course: p.course, list: null, item: null, payload: null, at: p.at }));
  const listByKey = new Map(lists.map((l) => [l.key, l]));
  const cutoff = daysAgo(clock, 0);
  for (const l of lists) {
    if (!l.isPublic || l.kind === 'trip') continue;
    if (l.createdAt >= recentFrom && l.type !== 'mylie') out.push({ actor: l.owner, kind: 'list_created', course: null, list: l.key, item: null, payload: null, at: l.createdAt });
    l.items.forEach((item, index) => {
      if (item.addedAt < recentFrom || item.addedAt >= cutoff) return;
      out.push({ actor: l.owner, kind: 'ranked', course: item.course, list: l.key, item: index, payload: { rank: index + 1, bucket: item.bucket, holeNumber: item.hole }, at: item.addedAt });
    });
  }
  for (const r of reactions) {
    const item = listByKey.get(r.list)!.items[r.item]!;
    out.push({ actor: r.golfer, kind: 'reacted', course: item.course, list: r.list, item: r.item, payload: { reaction: r.reaction }, at: r.at });
  }
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
