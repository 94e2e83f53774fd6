/**
 * The rules of merging one course into another (issue 24, `POST /api/admin/courses/{id}/merge`):
 * which course may merge into which, what the kept course takes from the merged one, and which of
 * two records wins where a golfer or a list had both courses. The data layer finds the pairs and
 * applies the answers in one transaction (src/server/services/course-merge.service.ts).
 */
import type { PlayedDatePrecision } from '../played-date';
import { refusal, type Refusal } from '../refusal';

export const GALLERY_MAX = 20;
export const VIDEOS_MAX = 20;

/** A course never merges into itself. */
export function mergeRefusal(id: string, into: string): Refusal | null {
  return id === into ? refusal('invalid', 'must name another course than the one merged', 'into') : null;
}

/** When a golfer played a course; both null when they gave no date. */
export interface PlayedEntry {
  date: string | null;
  precision: PlayedDatePrecision | null;
}

/**
 * A golfer who played both keeps one entry: the earlier play (the first time they played the
 * course), except that a day inside the year of a year-only entry is kept over it (it says the same
 * and more), and any date over none. Equal: the kept course's entry.
 */
export function playedEntryKept(kept: PlayedEntry, merged: PlayedEntry): 'kept' | 'merged' {
  if (kept.date === null || merged.date === null) return kept.date === null && merged.date !== null ? 'merged' : 'kept';
  const sameYear = kept.date.slice(0, 4) === merged.date.slice(0, 4);
  if (sameYear && kept.precision !== merged.precision) return kept.precision === 'day' ? 'kept' : 'merged';
  return merged.date < kept.date ? 'merged' : 'kept';
}

export interface MergedListItem {
  rankKey: string;
  note: string | null;
  reaction: string | null;
}

/**
 * A list that holds both (the same hole of a hole list, the same day of a trip) keeps the better
 * ranked item (the smaller rank key, compared as bytes like the database's "C" collation); it
 * takes the other's note and reaction when it has none. Equal keys cannot happen in one list.
 */
export function listItemKept(kept: MergedListItem, merged: MergedListItem): { winner: 'kept' | 'merged'; note: string | null; reaction: string | null } {
  const winner = merged.rankKey < kept.rankKey ? 'merged' : 'kept';
  const [w, l] = winner === 'kept' ? [kept, merged] : [merged, kept];
  return { winner, note: w.note ?? l.note, reaction: w.reaction ?? l.reaction };
}

const union = <T>(a: readonly T[], b: readonly T[], key: (t: T) => string, max: number): T[] => {
  const seen = new Set(a.map(key));
  return [...a, ...b.filter((t) => !seen.has(key(t)) && seen.add(key(t)))].slice(0, max);
};

/**
 * The kept course after the merge: its own fields stand; each blank one (null, no architects, no scorecard)
 * takes the merged course's; galleries and videos are joined (the kept course's first, no repeats,
 * at most 20 each). Name, location and type are always the kept course's.
 */
export interface MergeableCourse {
  architects: string[];
  year_established: number | null;
  club_membership: string | null;
  continent: string | null;
  address: { country: string | null; province: string | null; city: string | null; street: string | null; postal_code: string | null };
  peak_green_fee: number | null;
  holes: number | null;
  par: number | null;
  total_yardage: number | null;
  gallery: { src: string }[];
  videos: { youtubeId: string }[];
  main_image: string | null;
  scorecard: unknown[];
  website: string | null;
  phone: string | null;
}

export function mergedCourse<C extends MergeableCourse>(kept: C, merged: C): C {
  return {
    ...kept,
    architects: kept.architects.length ? kept.architects : merged.architects,
    year_established: kept.year_established ?? merged.year_established,
    club_membership: kept.club_membership ?? merged.club_membership,
    continent: kept.continent ?? merged.continent,
    address: {
      country: kept.address.country ?? merged.address.country,
      province: kept.address.province ?? merged.address.province,
      city: kept.address.city ?? merged.address.city,
      street: kept.address.street ?? merged.address.street,
      postal_code: kept.address.postal_code ?? merged.address.postal_code,
    },
    peak_green_fee: kept.peak_green_fee ?? merged.peak_green_fee,
    holes: kept.holes ?? merged.holes,
    par: kept.par ?? merged.par,
    total_yardage: kept.total_yardage ?? merged.total_yardage,
    gallery: union(kept.gallery, merged.gallery, (g) => g.src, GALLERY_MAX),
    videos: union(kept.videos, merged.videos, (v) => v.youtubeId, VIDEOS_MAX),
    main_image: kept.main_image ?? merged.main_image,
    // A card is the course's as a whole: the kept course's when it has one (never holes of both mixed).
    scorecard: kept.scorecard.length ? kept.scorecard : merged.scorecard,
    website: kept.website ?? merged.website,
    phone: kept.phone ?? merged.phone,
  };
}
