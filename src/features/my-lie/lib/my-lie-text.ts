/** Words and numbers of the Golf DNA, completion and year-in-review sections (pure, unit-tested). */
import { monthNames } from '../../../lib/format-date';

/** "3 of 12". */
export const progressText = (played: number, total: number): string => `${played} of ${total}`;

/** 0..100, at least 2 when something is played (so a started list shows a sliver), 100 only when complete. */
export function progressPercent(played: number, total: number): number {
  if (total <= 0 || played <= 0) return 0;
  if (played >= total) return 100;
  return Math.min(99, Math.max(2, Math.round((played / total) * 100)));
}

/** "92% match · 5 shared courses". */
export function matchText(similarity: number, shared: number): string {
  return `${Math.round(similarity * 100)}% match · ${shared} shared ${shared === 1 ? 'course' : 'courses'}`;
}

export const MONTHS = monthNames();

/** Month bars: each month's count and its share of the busiest month. */
export function monthBars(months: readonly number[]): { label: string; count: number; share: number }[] {
  const max = Math.max(1, ...months);
  return MONTHS.map((label, i) => ({ label, count: months[i] ?? 0, share: (months[i] ?? 0) / max }));
}

/** Page count of a paged list (at least 1). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
