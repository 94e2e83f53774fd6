/**
 * Which tab of the search popover opens (issue 32: a golfer's name showed a course found by a typo
 * under Courses while the golfer waited under Users). Each tab's best result is graded against
 * what was typed: the whole name (3), the start of the name or of one of its words (2), or only a
 * match the search itself made (typos, words apart: 1). The tab with the best grade opens; equal
 * grades keep the tabs' order (courses, places, users). Names are compared without case, accents,
 * punctuation or extra spaces. Until the golfer picks a tab, the popover follows this as the
 * results come in (search-popover-state.ts).
 */
import { SEARCH_TABS, type SearchTab } from './search-popover-state';

export type MatchQuality = 0 | 1 | 2 | 3;

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** How well the best of a result's names (a golfer's display and full name) matches the terms. */
export function matchQuality(terms: string, names: readonly string[]): MatchQuality {
  if (names.length === 0) return 0;
  const t = fold(terms);
  let best: MatchQuality = 1;
  for (const name of names) {
    const n = fold(name);
    if (t !== '' && n === t) return 3;
    if (t !== '' && ` ${n}`.includes(` ${t}`)) best = 2;
  }
  return best;
}

/** The tab to open for `terms`: each tab's results as the names of each result. */
export function bestSearchTab(terms: string, results: Readonly<Record<SearchTab, readonly (readonly string[])[]>>): SearchTab {
  let best: SearchTab = 'courses';
  let bestQuality = -1;
  for (const tab of SEARCH_TABS) {
    const quality = Math.max(0, ...results[tab].map((names) => matchQuality(terms, names)));
    if (quality > bestQuality) {
      best = tab;
      bestQuality = quality;
    }
  }
  return best;
}

/** The count a tab shows: nothing before its answer, "20+" when the search was cut at its limit. */
export function tabCountLabel(count: number | null, limit: number): string {
  if (count === null) return '';
  return count >= limit ? `${limit}+` : String(count);
}
