/**
 * The demo community a fresh `npm start` shows, made from the seed courses by a seeded random
 * source: the same courses, day and seed give the same community. Golfers play mostly near home
 * and travel for famous courses; each ranks what they played in a public My Lie by a hidden
 * quality of each course plus their own taste (so the community rankings agree on something),
 * and keeps a few themed lists. The social side (follows, a trip, reactions, saves, the feed) is
 * in `demo-social.ts`. Every list keeps the rules a golfer's own writes keep (limits, bands in
 * order, My Lie holds played courses only); `tests/unit/seed/demo-community.test.ts` checks them.
 */
import { DEFAULT_COURSE_HOLES, maxItemsFor, MY_LIE_TYPE, type RankBucket } from '../../shared/domain/list-rules';
import { holeParFit, parOfListType } from '../../shared/domain/lists/hole-par';
import { policyFor } from '../../shared/domain/lists/list-policy';
import { DEMO_GOLFERS, type DemoGolferSeed } from './demo-golfers';
import { demoPanel } from './demo-panel';
import type { DemoCommunity, DemoCourse, DemoGolfer, DemoItem, DemoList, DemoPlayed } from './demo-plan';
import { hashOf, seededRandom, type Random } from './demo-random';
import { demoSocial } from './demo-social';
import { daysAgo, RECENT_DAYS, type Clock } from './demo-time';

export const DEMO_SEED = 2026;

const PLAYED_COUNT = { local: [8, 18], traveller: [18, 32], panelist: [36, 52] } as const;
const THEMED_COUNT = { local: [1, 2], traveller: [2, 3], panelist: [3, 5] } as const;

interface ThemedType {
  kind: 'course' | 'hole';
  type: string;
  names: readonly string[];
  /** The golfer's candidates, best first (already scored). */
  choose(ctx: Chooser): { course: DemoCourse; hole: number | null }[];
  scored: boolean;
  /** How often golfers keep such a list. */
  weight: number;
}

interface Chooser {
  played: DemoCourse[];
  unplayed: DemoCourse[];
  random: Random;
}

/**
 * Par 3s: only holes the catalogue knows are par 3s (every hole of a par-3 course or a pitch and
 * putt; hole-par.ts), since a demo golfer never played the hole to know. Each course's hole is
 * fixed (from its key), so golfers who rank it rank the same hole.
 */
const holeOf = (c: DemoCourse) => 1 + (hashOf(c.key) % (c.holes ?? DEFAULT_COURSE_HOLES));

const THEMED: readonly ThemedType[] = [
  { kind: 'course', type: 'most_fun', weight: 2, names: ['Most fun', 'Pure fun rounds', 'Where I smile most'], scored: true,
    choose: ({ played }) => played.filter((c) => c.membership !== 'PRIVATE').map((course) => ({ course, hole: null })) },
  { kind: 'course', type: 'best_value', weight: 1, names: ['Best value', 'Bang for the buck'], scored: true,
    choose: ({ played }) => played.filter((c) => c.membership === 'PUBLIC' && c.fee !== null)
      .sort((a, b) => a.fee! - b.fee!).slice(0, 12).map((course) => ({ course, hole: null })) },
  { kind: 'course', type: 'hidden_gems', weight: 1, names: ['Hidden gems', 'Under the radar'], scored: true,
    choose: ({ played }) => played.filter((c) => c.prominence < 200).map((course) => ({ course, hole: null })) },
  { kind: 'course', type: 'beauty', weight: 1, names: ['Prettiest courses', 'Views for days'], scored: true,
    choose: ({ played }) => played.map((course) => ({ course, hole: null })) },
  { kind: 'course', type: 'bucket_list', weight: 1, names: ['Bucket list', 'Someday'], scored: false,
    choose: ({ unplayed, random }) => random.weighted(unplayed, (c) => (c.prominence >= 300 ? 8 : c.prominence >= 200 ? 3 : 0.2), 10)
      .map((course) => ({ course, hole: null })) },
  { kind: 'hole', type: 'closers', weight: 2, names: ['Great closing holes', 'Closers'], scored: true,
    choose: ({ played }) => played.filter((c) => (c.holes ?? 18) >= 18).map((course) => ({ course, hole: 18 })) },
  { kind: 'hole', type: 'openers', weight: 2, names: ['Great opening holes', 'First tees'], scored: true,
    choose: ({ played }) => played.filter((c) => (c.holes ?? 18) >= 9).map((course) => ({ course, hole: 1 })) },
  { kind: 'hole', type: 'par_3s', weight: 0.25, names: ['Favourite par 3s', 'One-shotters'], scored: true,
    choose: ({ played }) => played.filter((c) => holeParFit('par_3s', c) === 'fits').map((course) => ({ course, hole: holeOf(course) })) },
];

/**
 * A pick goes in only if the list policy a golfer's add-item asks would take it (the item's shape,
 * the hole on its course, a hole of the right par where the catalogue knows it), and, in a par
 * list, only where the catalogue knows the hole is of that par.
 */
function policyTakes(theme: ThemedType, pick: { course: DemoCourse; hole: number | null }): boolean {
  const list = { kind: theme.kind, type: theme.type, isPublic: true };
  const item = { course: pick.course.key, holeNumber: pick.hole ?? undefined };
  const policy = policyFor(theme.kind);
  if (policy.itemShape(list, item) || policy.courseFits(list, item, pick.course)) return false;
  return theme.kind !== 'hole' || parOfListType(theme.type) === null || holeParFit(theme.type, pick.course) === 'fits';
}

const NOTES = ['Worth every mile.', 'Played it in a gale and still loved it.', 'The back nine is something else.', 'Firm, fast and fun.',
  'Go late in the day.', 'Caddies make it.', null, null, null, null];
const DESCRIPTIONS: Record<string, string> = {
  most_fun: 'Courses I would play again tomorrow.',
  best_value: 'Great golf that does not cost a fortune.',
  hidden_gems: 'Off the usual lists, and better for it.',
  bucket_list: 'Still to play.',
};

/** The hidden quality of a course that every golfer's taste starts from: notable ones are better, with a spread. */
const qualityOf = (c: DemoCourse) => (c.prominence >= 300 ? 8.2 : c.prominence >= 200 ? 7 : 5.5) + ((hashOf(c.key) % 1000) / 1000 - 0.5) * 3;

function homeWeight(g: DemoGolferSeed, c: DemoCourse, continentOfHome: string | null): number {
  const provinces = g.home.provinces;
  const inCountry = c.country === g.home.country;
  const home = inCountry && (!provinces || (c.province !== null && provinces.includes(c.province)));
  const place = home ? 8 : inCountry ? 2 : c.continent === continentOfHome ? 1 : 0.25;
  const fame = c.prominence >= 300 ? (g.style === 'local' ? 2 : 6) : c.prominence >= 200 ? (g.style === 'local' ? 1.5 : 3) : 1;
  return place * fame;
}

export interface GenerateOptions {
  /** The seed day, 'YYYY-MM-DD': every date is before it. */
  today: string;
  seed?: number;
}

export function generateDemoCommunity(seedCourses: readonly DemoCourse[], { today, seed = DEMO_SEED }: GenerateOptions): DemoCommunity {
  const random = seededRandom(seed);
  const clock: Clock = { today };
  const courses = [...seedCourses].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (courses.length < 50) throw new Error(`The demo community needs the seed courses (found ${courses.length}).`);
  const golfers: DemoGolfer[] = [];
  const played: DemoPlayed[] = [];
  const lists: DemoList[] = [];

  DEMO_GOLFERS.forEach((g, i) => {
    const key = `g${String(i + 1).padStart(2, '0')}`;
    const isPremium = g.style === 'panelist';
    const joinedDaysAgo = random.int(120, 700);
    golfers.push({ key, displayName: g.displayName, fullName: g.fullName, isPremium, joinedAt: daysAgo(clock, joinedDaysAgo, random.int(7 * 60, 22 * 60)) });

    const continentOfHome = courses.find((c) => c.country === g.home.country)?.continent ?? null;
    const [min, max] = PLAYED_COUNT[g.style];
    const mine = random.weighted(courses, (c) => homeWeight(g, c, continentOfHome), random.int(min, max));
    const taste = new Map(mine.map((c) => [c.key, qualityOf(c) + (random.next() - 0.5) * 2.5]));
    const recent = new Set(mine.slice(0, random.int(1, 3)).map((c) => c.key));
    const markedAt = new Map<string, string>();
    for (const c of mine) {
      if (recent.has(c.key)) {
        const ago = random.int(2, 50);
        markedAt.set(c.key, daysAgo(clock, ago, random.int(15 * 60, 21 * 60)));
        played.push({ golfer: key, course: c.key, date: daysAgo(clock, ago).slice(0, 10), precision: 'day', at: markedAt.get(c.key)! });
        continue;
      }
      const ago = random.int(RECENT_DAYS + 1, 365 * 15);
      const date = daysAgo(clock, ago).slice(0, 10);
      const at = daysAgo(clock, random.int(RECENT_DAYS + 1, joinedDaysAgo - 1), random.int(8 * 60, 23 * 60));
      markedAt.set(c.key, at);
      played.push(ago <= 365 * 3
        ? { golfer: key, course: c.key, date, precision: 'day', at }
        : { golfer: key, course: c.key, date: `${date.slice(0, 4)}-01-01`, precision: 'year', at });
    }
    const best = [...mine].sort((a, b) => taste.get(b.key)! - taste.get(a.key)! || (a.key < b.key ? -1 : 1));

    // My Lie: most of what they played (the newest are all ranked: that is what the feed shows), best first.
    const myLieAt = daysAgo(clock, joinedDaysAgo - 1, 20 * 60);
    const ranked = best.filter((c) => recent.has(c.key) || random.chance(0.8)).slice(0, maxItemsFor('course', MY_LIE_TYPE, isPremium));
    const items = ranked.map((c, rank): DemoItem => ({
      course: c.key, hole: null, bucket: bandOf(rank, ranked.length, [0.45, 0.85]),
      note: rank === 0 || random.chance(0.08) ? random.pick(NOTES) : null, day: null, teeTime: null,
      addedAt: recent.has(c.key) ? later(markedAt.get(c.key)!, 40) : between(clock, random, myLieAt, RECENT_DAYS + 1),
    }));
    lists.push(listOf(`${key}/mylie`, key, 'course', MY_LIE_TYPE, 'My Lie', null, myLieAt, items));

    // Themed lists: a few short "top N" lists, made at one sitting.
    const [tMin, tMax] = THEMED_COUNT[g.style];
    const unplayed = courses.filter((c) => !taste.has(c.key));
    const themes = random.weighted(THEMED, (t) => t.weight, random.int(tMin, tMax));
    for (const theme of themes) {
      const candidates = theme.choose({ played: best, unplayed, random }).filter((p) => policyTakes(theme, p));
      const picked = candidates.slice(0, Math.min(random.int(5, 10), maxItemsFor(theme.kind, theme.type, isPremium)));
      if (picked.length < 3) continue;
      const createdAt = daysAgo(clock, random.int(3, Math.min(joinedDaysAgo - 2, 200)), random.int(9 * 60, 22 * 60));
      lists.push(listOf(`${key}/${theme.type}`, key, theme.kind, theme.type, random.pick(theme.names),
        random.chance(0.5) ? DESCRIPTIONS[theme.type] ?? null : null, createdAt,
        picked.map((p, rank) => ({
          course: p.course.key, hole: p.hole, bucket: theme.scored ? bandOf(rank, picked.length, [0.7, 1]) : null,
          note: null, day: null, teeTime: null, addedAt: later(createdAt, rank + 1),
        }))));
    }
  });

  const panelistKeys = new Set(golfers.filter((_, i) => DEMO_GOLFERS[i]!.style !== 'local').map((g) => g.key));
  return { golfers, played, lists, ...demoPanel(golfers, panelistKeys, lists), ...demoSocial({ random, clock, courses, golfers, lists, played }) };
}

/** Loved for the first share of a list, fine up to the second, disliked after: bands never interleave. */
function bandOf(rank: number, size: number, [loved, fine]: readonly [number, number]): RankBucket {
  if (rank < Math.max(1, Math.ceil(size * loved))) return 'loved';
  return rank < Math.ceil(size * fine) ? 'fine' : 'disliked';
}

const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** A time between `from` and `minDaysAgo` days before the seed day (or `from` itself when that is later). */
function between(clock: Clock, random: Random, from: string, minDaysAgo: number): string {
  const to = Date.parse(daysAgo(clock, minDaysAgo));
  const start = Date.parse(from);
  return new Date(start >= to ? start : start + Math.floor(random.next() * (to - start))).toISOString();
}

function listOf(key: string, owner: string, kind: DemoList['kind'], type: string, name: string, description: string | null, createdAt: string, items: DemoItem[]): DemoList {
  const updatedAt = items.reduce((latest, i) => (i.addedAt > latest ? i.addedAt : latest), createdAt);
  return { key, owner, kind, type, name, description, isPublic: true, createdAt, updatedAt, items, trip: null };
}
