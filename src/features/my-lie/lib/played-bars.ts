import { CONTINENT_LABELS } from '../../../shared/domain/enums';

/** Played counts as bars: the largest few, each with its share of the largest (for a small chart). */
export interface Bar {
  key: string;
  label: string;
  count: number;
  /** 0..1 of the largest count. */
  share: number;
}

export function topBars(counts: readonly { key: string; count: number }[], limit: number, label: (key: string) => string = (k) => k): Bar[] {
  const top = counts.slice(0, limit);
  const max = Math.max(1, ...top.map((c) => c.count));
  return top.map((c) => ({ key: c.key, label: label(c.key), count: c.count, share: c.count / max }));
}

export const continentLabel = (key: string): string => (CONTINENT_LABELS as Record<string, string>)[key] ?? key;

/** "12 courses in 4 countries on 2 continents". */
export function playedSummary(total: number, countries: number, continents: number): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (total === 0) return 'No courses played yet';
  const parts = [n(total, 'course', 'courses'), `in ${n(countries, 'country', 'countries')}`];
  if (continents > 0) parts.push(`on ${n(continents, 'continent', 'continents')}`);
  return parts.join(' ');
}
