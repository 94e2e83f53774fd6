import { describe, expect, it } from 'vitest';
import { generateDemoCommunity } from '../../../src/server/demo-community/generate-demo-community';
import { ACCOUNT, type DemoCommunity, type DemoCourse } from '../../../src/server/demo-community/demo-plan';
import { loadSeedCourses } from '../../../src/server/db/seed/load-seed-courses';
import { seedProminence } from '../../../src/server/db/seed/seed';
import { seedKey } from '../../../src/server/db/seed/seed-course';
import { MIN_GOLFERS } from '../../../src/shared/domain/community-rankings';
import { isProOnlyType, listUsesBuckets, maxItemsFor, maxRankedListsFor, countsTowardListLimit, MY_LIE_TYPE, RANK_BUCKETS } from '../../../src/shared/domain/list-rules';
import { tripDayCount } from '../../../src/shared/domain/trips/trip-rules';
import { holeParFit, parOfListType } from '../../../src/shared/domain/lists/hole-par';
import { policyFor } from '../../../src/shared/domain/lists/list-policy';

const seedCourses: DemoCourse[] = loadSeedCourses().flatMap((f) => f.rows).map((c) => ({
  key: seedKey(c), name: c.club_name, country: c.country, province: c.province, continent: c.continent, lat: c.lat, lng: c.lng,
  prominence: seedProminence(c.club_name), holes: c.holes, par: null, type: c.type, membership: c.club_membership, fee: c.peak_green_fee,
}));
const TODAY = '2026-05-10';
const plan = generateDemoCommunity(seedCourses, { today: TODAY });
const courseByKey = new Map(seedCourses.map((c) => [c.key, c]));
const golferByKey = new Map(plan.golfers.map((g) => [g.key, g]));

describe('the demo community generator', () => {
  it('puts the travellers and panelist-style golfers on the course panel, two with a conflict on their favourite', () => {
    expect(plan.panelists).toHaveLength(19);
    expect(plan.panelists.every((p) => golferByKey.has(p.golfer) && p.approvedAt > p.submittedAt && p.submittedAt > golferByKey.get(p.golfer)!.joinedAt)).toBe(true);
    expect(plan.conflicts.map((c) => c.kind)).toEqual(['member', 'comped']);
    for (const c of plan.conflicts) {
      expect(plan.lists.find((l) => l.owner === c.golfer && l.type === MY_LIE_TYPE)!.items[0]!.course).toBe(c.course);
    }
  });

  it('is deterministic: the same courses (in any order) and day give the same community', () => {
    expect(generateDemoCommunity([...seedCourses].reverse(), { today: TODAY })).toEqual(plan);
    const otherSeed = generateDemoCommunity(seedCourses, { today: TODAY, seed: 7 });
    expect(otherSeed.played).not.toEqual(plan.played);
  });

  it('moves with the seed day: the same community, every time shifted by the days between', () => {
    const later = generateDemoCommunity(seedCourses, { today: '2026-05-17' });
    const shift = (iso: string) => new Date(Date.parse(iso) + 7 * 86_400_000).toISOString();
    expect(later.golfers.map((g) => g.joinedAt)).toEqual(plan.golfers.map((g) => shift(g.joinedAt)));
    expect(later.lists.map((l) => l.items.map((i) => i.course))).toEqual(plan.lists.map((l) => l.items.map((i) => i.course)));
  });

  it('is a community: a few dozen golfers with lists of several types, follows, a trip, reactions and a feed', () => {
    expect(plan.golfers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(plan.lists.map((l) => l.type)).size).toBeGreaterThanOrEqual(6);
    expect(plan.lists.filter((l) => l.kind === 'trip')).toHaveLength(1);
    expect(plan.follows.filter((f) => f.followee === ACCOUNT).length).toBeGreaterThan(5);
    expect(plan.follows.filter((f) => f.follower === ACCOUNT).length).toBeGreaterThan(5);
    expect(plan.reactions.length).toBeGreaterThan(30);
    expect(new Set(plan.activity.map((a) => a.kind))).toEqual(new Set(['played', 'ranked', 'list_created', 'reacted']));
    // Community rankings show a course once MIN_GOLFERS golfers ranked it: enough do for My Lie and themed lists.
    expect(coursesRankedByEnough(plan, MY_LIE_TYPE)).toBeGreaterThan(40);
    const themed = ['most_fun', 'beauty', 'hidden_gems', 'bucket_list', 'closers', 'openers', 'par_3s'].filter((t) => coursesRankedByEnough(plan, t) >= 3);
    expect(themed.length).toBeGreaterThanOrEqual(4);
  });

  // The rules a golfer's own writes keep, checked over every row.
  const rules: [string, () => string[]][] = [
    ['every course is a seed course', () => [...plan.played.map((p) => p.course), ...plan.lists.flatMap((l) => l.items.map((i) => i.course))]
      .filter((k) => !courseByKey.has(k))],
    ['a golfer played a course once', () => duplicates(plan.played.map((p) => `${p.golfer}|${p.course}`))],
    ['played dates are real days before the seed day, from 1850', () => plan.played
      .filter((p) => !(p.date < TODAY && p.date >= '1850-01-01' && (p.precision === 'day' || p.date.endsWith('-01-01')))).map((p) => p.date)],
    ['everything happened before the seed day and after the golfer joined', () => [
      ...plan.played.filter((p) => p.at >= TODAY || p.at < golferByKey.get(p.golfer)!.joinedAt).map((p) => p.at),
      ...plan.lists.filter((l) => l.createdAt >= TODAY || l.createdAt < golferByKey.get(l.owner)!.joinedAt).map((l) => l.key),
      ...plan.activity.filter((a) => a.at >= TODAY).map((a) => a.at),
    ]],
    ['My Lie holds only courses its owner played', () => plan.lists.filter((l) => l.type === MY_LIE_TYPE)
      .flatMap((l) => l.items.filter((i) => !plan.played.some((p) => p.golfer === l.owner && p.course === i.course)).map((i) => `${l.key} ${i.course}`))],
    ['no list is longer than its owner\'s plan allows', () => plan.lists
      .filter((l) => l.items.length > maxItemsFor(l.kind, l.type, golferByKey.get(l.owner)!.isPremium)).map((l) => l.key)],
    ['free golfers keep at most the free number of ranked lists, and no Pro list types', () => plan.golfers.filter((g) => !g.isPremium).flatMap((g) => {
      const theirs = plan.lists.filter((l) => l.owner === g.key);
      const counted = theirs.filter((l) => countsTowardListLimit(l.kind, l.type)).length;
      return [...(counted > maxRankedListsFor(false) ? [g.key] : []), ...theirs.filter((l) => isProOnlyType(l.kind, l.type)).map((l) => l.key)];
    })],
    ['one My Lie per golfer', () => duplicates(plan.lists.filter((l) => l.type === MY_LIE_TYPE).map((l) => l.owner))],
    ['a course (or hole) is in a list once, a hole is on its course', () => plan.lists.flatMap((l) => [
      ...duplicates(l.items.map((i) => `${l.key} ${i.course}#${i.hole}#${i.day}`)),
      ...l.items.filter((i) => (l.kind === 'hole') !== (i.hole !== null) || (i.hole ?? 0) > (courseByKey.get(i.course)!.holes ?? 72)).map((i) => `${l.key} ${i.course}#${i.hole}`),
    ])],
    // The same policy the API asks when a golfer adds an item: the item's shape, and its course
    // (the hole on it; in a par list, a hole whose par the catalogue knows is of that par).
    ['every item passes the policy of its list kind, as a golfer\'s add-item would', () => plan.lists.flatMap((l) => {
      const policy = policyFor(l.kind);
      const facts = { kind: l.kind, type: l.type, isPublic: l.isPublic };
      return l.items.filter((i) => {
        const item = { course: i.course, holeNumber: i.hole ?? undefined, bucket: i.bucket ?? undefined, day: i.day ?? undefined, teeTime: i.teeTime };
        const c = courseByKey.get(i.course)!;
        return policy.itemShape(facts, item) !== null || policy.courseFits(facts, item, { holes: c.holes, par: c.par, type: c.type }) !== null;
      }).map((i) => `${l.key} ${i.course}#${i.hole}`);
    })],
    // A demo golfer has not played the hole: it is in a par list only where the catalogue knows its par
    // (no par 4 at Pebble Beach in "Par 3s").
    ['a hole in a par list is of that par, as the catalogue knows it', () => plan.lists.filter((l) => parOfListType(l.type) !== null)
      .flatMap((l) => l.items.filter((i) => holeParFit(l.type, courseByKey.get(i.course)!) !== 'fits').map((i) => `${l.key} ${courseByKey.get(i.course)!.name}#${i.hole}`))],
    ['bands are in order, and only lists with sentiment have them', () => plan.lists.filter((l) => {
      const bands = l.items.map((i) => i.bucket);
      if (!listUsesBuckets(l.type)) return bands.some((b) => b !== null);
      const order = bands.map((b) => RANK_BUCKETS.indexOf(b!));
      return order.some((o, i) => o < 0 || (i > 0 && o < order[i - 1]!));
    }).map((l) => l.key)],
    ['the trip\'s rounds fall on its days, with tee times', () => plan.lists.filter((l) => l.kind === 'trip').flatMap((l) => l.items
      .filter((i) => !i.day || i.day > tripDayCount(l.trip!.startDate, l.trip!.endDate) || !/^\d\d:\d\d$/.test(i.teeTime ?? '')).map((i) => i.course))],
    ['follows are between two golfers, once', () => [
      ...duplicates(plan.follows.map((f) => `${f.follower}|${f.followee}`)), ...plan.follows.filter((f) => f.follower === f.followee).map((f) => f.follower),
    ]],
    ['trip companions are golfers the owner follows', () => plan.companions.filter((c) => {
      const owner = plan.lists.find((l) => l.key === c.list)!.owner;
      return !plan.follows.some((f) => f.follower === owner && f.followee === c.golfer);
    }).map((c) => c.golfer)],
    ['reactions and saves are on other golfers\' lists, once each', () => [
      ...duplicates(plan.reactions.map((r) => `${r.golfer}|${r.list}|${r.item}`)), ...duplicates(plan.saves.map((s) => `${s.golfer}|${s.list}`)),
      ...[...plan.reactions, ...plan.saves].filter((r) => plan.lists.find((l) => l.key === r.list)!.owner === r.golfer).map((r) => r.list),
    ]],
    ['feed entries are about public lists, ranked ones at their rank', () => plan.activity.filter((a) => {
      const list = a.list === null ? null : plan.lists.find((l) => l.key === a.list)!;
      if (a.kind === 'played') return a.course === null || list !== null;
      if (!list?.isPublic) return true;
      return a.kind === 'ranked' && (a.payload?.rank !== a.item! + 1 || list.items[a.item!]!.course !== a.course);
    }).map((a) => `${a.kind} ${a.list}`)],
  ];
  it.each(rules)('%s', (_name, broken) => {
    expect(broken()).toEqual([]);
  });
});

function duplicates(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
}

function coursesRankedByEnough(p: DemoCommunity, type: string): number {
  const golfers = new Map<string, Set<string>>();
  for (const l of p.lists.filter((x) => x.type === type && x.items.length >= 2)) {
    for (const i of l.items) golfers.set(`${i.course}#${i.hole}`, (golfers.get(`${i.course}#${i.hole}`) ?? new Set()).add(l.owner));
  }
  return [...golfers.values()].filter((s) => s.size >= MIN_GOLFERS).length;
}
