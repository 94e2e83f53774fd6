/**
 * Golf DNA, list completion and the year in review of a golfer (src/server/routes/my-lie/README.md). The rules are in `shared/domain/golf-dna.ts`; this reads the rows,
 * applies them and words the claims.
 */
import type { ClosestGolfer, Completion, CompletionList, DnaClaim, GolfDna, YearInReview, YearReview } from '../../shared/contracts/my-lie.contract';
import { YEAR_IN_REVIEW_MIN } from '../../shared/contracts/my-lie.contract';
import { MEMBERSHIP_LABELS, type ClubMembership } from '../../shared/domain/enums';
import { byCompletion, cosineSimilarity, dnaClaims, ERAS, sharedCount, tasteVector, type ClaimStats, type DnaDimension } from '../../shared/domain/golf-dna';
import { playedYear, type PlayedDatePrecision } from '../../shared/domain/played-date';
import { refusal } from '../../shared/domain/refusal';
import { NOTABLE_TIERS, type MyLieRepository, type PlayedWithScore } from '../data/my-lie.repository';
import { refuse } from '../lib/refused';

const CATALOGUE_TTL_MS = 60_000;
export const CLOSEST_SHOWN = 3;
export const COMPLETION_SHOWN = 12;
/** Architects' and countries' lists shorter than this are not lists worth completing. */
export const COMPLETION_MIN_SIZE = 3;
export const LINKS_NOTE = 'Links or parkland: the course data does not record a layout style yet, so your DNA makes no claim about it.';

const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());

export function claimLabel(dimension: DnaDimension, value: string): string {
  if (dimension === 'era') return ERAS.find((e) => e.key === value)?.label ?? value;
  if (dimension === 'access') return MEMBERSHIP_LABELS[value as ClubMembership] ?? value;
  if (dimension === 'type') return TYPE_WORDS[value]?.label ?? title(value);
  if (dimension === 'continent') return title(value);
  return value;
}

const TYPE_WORDS: Record<string, { label: string; courses: string }> = {
  'FULL LENGTH': { label: 'Full length', courses: 'full-length courses' },
  EXECUTIVE: { label: 'Executive', courses: 'executive courses' },
  'PAR 3 COURSE': { label: 'Par 3', courses: 'par-3 courses' },
  'PITCH & PUTT': { label: 'Pitch & putt', courses: 'pitch-and-putt courses' },
};
const ACCESS_WORDS: Record<string, { lead: string; are: string }> = {
  PRIVATE: { lead: 'Private clubs are your game', are: 'are private' },
  PUBLIC: { lead: 'Public golf is your game', are: 'are open to the public' },
  LIMITED: { lead: 'Limited-access courses are your game', are: 'limit who plays' },
};

/** "Alister MacKenzie is your architect: 3 of your 5 courses are their designs, 2 of them loved." */
export function claimSentence(c: ClaimStats, label: string, total: number): string {
  const of = `${c.support} of your ${total} courses`;
  const loved = c.loved > 0 ? `, ${c.loved === c.support && c.support > 1 ? 'all' : c.loved} of them loved` : '';
  const lift = c.lift >= 10 ? '' : ` (${c.lift.toFixed(1)}× their share of all courses)`;
  switch (c.dimension) {
    case 'architect': return `${label} is your architect: ${of} are their designs${loved}.`;
    case 'era': return `You are drawn to ${label}: ${of} were built then${loved}${lift}.`;
    case 'access': {
      const w = ACCESS_WORDS[c.value] ?? { lead: `${label} golf is your game`, are: `are ${label.toLowerCase()}` };
      return `${w.lead}: ${of} ${w.are}${loved}${lift}.`;
    }
    case 'continent': return `${label} is your golf home: ${of} are there${loved}${lift}.`;
    case 'country': return `You keep coming back to ${label}: ${of} are there${loved}${lift}.`;
    case 'type': return `You seek out ${TYPE_WORDS[c.value]?.courses ?? `${label.toLowerCase()} courses`}: they make up ${of}${loved}${lift}.`;
  }
}

export function myLieService(repo: MyLieRepository) {
  let catalogue: { at: number; value: Promise<{ counts: Map<string, number>; total: number }> } | null = null;
  function catalogueCounts() {
    if (!catalogue || Date.now() - catalogue.at > CATALOGUE_TTL_MS) {
      const value = repo.catalogueCounts();
      catalogue = { at: Date.now(), value };
      value.catch(() => { catalogue = null; });
    }
    return catalogue.value;
  }

  async function closest(userId: string, mine: PlayedWithScore[]): Promise<ClosestGolfer[]> {
    const me = tasteVector(mine.map((p) => ({ id: p.course._id, score: p.score })));
    if (me.size === 0) return [];
    const tastes = await repo.followeeTastes(userId);
    return tastes
      .map(({ user, courses }) => {
        const theirs = tasteVector(courses);
        return { user, similarity: Math.round(cosineSimilarity(me, theirs) * 1000) / 1000, sharedCourses: sharedCount(me, theirs) };
      })
      .filter((g) => g.sharedCourses > 0)
      .sort((a, b) => b.similarity - a.similarity || b.sharedCourses - a.sharedCourses || a.user._id.localeCompare(b.user._id))
      .slice(0, CLOSEST_SHOWN);
  }

  return {
    async dna(userId: string, ownerView: boolean): Promise<GolfDna> {
      const [played, { counts, total }] = await Promise.all([repo.playedWithScores(userId, ownerView), catalogueCounts()]);
      const byId = new Map(played.map((p) => [p.course._id, p]));
      const stats = dnaClaims(played.map((p) => ({ id: p.course._id, facts: p.facts, score: p.score })), counts, total);
      const claims: DnaClaim[] = stats.map((s) => {
        const label = claimLabel(s.dimension, s.value);
        return {
          dimension: s.dimension, value: s.value, label, sentence: claimSentence(s, label, played.length),
          support: s.support, share: Math.round(s.share * 1000) / 1000, lift: Math.round(s.lift * 10) / 10,
          courses: s.courseIds.map((id) => ({ ...byId.get(id)!.course, score: byId.get(id)!.score })),
        };
      });
      const notes = [LINKS_NOTE];
      if (claims.length === 0) {
        notes.unshift(played.length < 3
          ? 'Play and rank a few more courses: a claim needs at least 3 courses that share something.'
          : 'No clear pattern yet: rank your courses in My Lie and play a few more, and your taste will show.');
      }
      return {
        playedCourses: played.length,
        rankedCourses: played.filter((p) => p.score !== null).length,
        claims, notes,
        closestGolfers: await closest(userId, played),
      };
    },

    async completion(userId: string): Promise<Completion> {
      const { tiers, architects, countries } = await repo.completion(userId);
      const notable: CompletionList[] = NOTABLE_TIERS.map((t) => {
        const row = tiers.find((r) => r.key === t.key);
        return { kind: 'notable', key: t.key, name: t.name, played: row?.played ?? 0, total: row?.total ?? 0 };
      });
      const lists: CompletionList[] = [
        ...architects.map((r) => ({ kind: 'architect' as const, key: r.key, name: r.key, played: r.played, total: r.total })),
        ...countries.map((r) => ({ kind: 'country' as const, key: r.key, name: r.key, played: r.played, total: r.total })),
      ].filter((l) => l.played > 0 && l.total >= COMPLETION_MIN_SIZE);
      return { notable, lists: byCompletion(lists).slice(0, COMPLETION_SHOWN) };
    },

    async yearInReview(userId: string, ownerView: boolean, year: number | undefined): Promise<YearInReview> {
      // A course played on no given day belongs to no year.
      const played = (await repo.playedWithScores(userId, ownerView)).filter(isDated);
      const perYear = new Map<number, number>();
      for (const p of played) perYear.set(yearOf(p), (perYear.get(yearOf(p)) ?? 0) + 1);
      const years = [...perYear].filter(([, n]) => n >= YEAR_IN_REVIEW_MIN).map(([y, n]) => ({ year: y, courses: n })).sort((a, b) => b.year - a.year);
      if (year !== undefined && !years.some((y) => y.year === year)) {
        throw refuse(refusal('not-found', `No year in review for ${year}: ${perYear.get(year) ?? 0} courses played that year, and a year in review needs ${YEAR_IN_REVIEW_MIN}.`));
      }
      const chosen = year ?? years[0]?.year;
      if (chosen === undefined) {
        return { years, review: null, message: `Play ${YEAR_IN_REVIEW_MIN} courses in a year and your year in review appears here.` };
      }
      return { years, review: review(played, chosen), message: `${chosen} in review.` };
    },
  };
}

type DatedPlay = PlayedWithScore & { dateAdded: string; datePrecision: PlayedDatePrecision };
const isDated = (p: PlayedWithScore): p is DatedPlay => p.dateAdded !== null && p.datePrecision !== null;
const yearOf = (p: DatedPlay) => playedYear(p.dateAdded)!;

function review(played: DatedPlay[], year: number): YearReview {
  const inYear = played.filter((p) => yearOf(p) === year).sort((a, b) => a.dateAdded.localeCompare(b.dateAdded));
  const before = new Set(played.filter((p) => yearOf(p) < year).map((p) => p.course.address.country));
  const newCountries = [...new Set(inYear.map((p) => p.course.address.country))].filter((c): c is string => c !== null && !before.has(c));
  const best = inYear.filter((p) => p.score !== null).sort((a, b) => a.rank! - b.rank!)[0];
  const architects = new Map<string, number>();
  for (const p of inYear) for (const a of p.course.architects) architects.set(a, (architects.get(a) ?? 0) + 1);
  const dayDated = inYear.filter((p) => p.datePrecision === 'day');
  const months = Array.from({ length: 12 }, () => 0);
  for (const p of dayDated) months[Number(p.dateAdded.slice(5, 7)) - 1]! += 1;
  return {
    year,
    courses: inYear.map((p) => ({ course: p.course, dateAdded: p.dateAdded, datePrecision: p.datePrecision })),
    newCountries,
    bestRanked: best ? { course: best.course, score: best.score!, rank: best.rank! } : null,
    architects: [...architects].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    first: dayDated[0]?.course ?? null,
    last: dayDated.at(-1)?.course ?? null,
    months,
    yearOnly: inYear.length - dayDated.length,
  };
}
