/**
 * The map's filter groups as golfers read them: what each chip offers, what an active chip says
 * ("Public, Limited"), how a choice changes the filters, how many filters are on. Pure; the URL
 * form is src/map/map-filters.ts.
 */
import type { MapFacets } from '../../../shared/contracts/bounded-courses.contract';
import { MEMBERSHIP_LABELS, COURSE_TYPES } from '../../../shared/domain/enums';
import { FEE_ORDER, HOLE_ORDER, MEMBERSHIP_ORDER, type MapFilters } from '../../../map/map-filters';
import { courseTypeLabel } from '../../courses/lib/course-text';

/** The groups with a facet: each option shows how many courses choosing it would give. */
export type FacetGroup = keyof MapFacets;

export interface FilterOption {
  value: string;
  label: string;
}

export interface ChipGroup {
  key: FacetGroup;
  /** The chip's name while nothing is chosen, and the group's heading. */
  title: string;
  options: readonly FilterOption[];
}

export const CHIP_GROUPS: readonly ChipGroup[] = [
  { key: 'membership', title: 'Access', options: MEMBERSHIP_ORDER.map((m) => ({ value: m, label: MEMBERSHIP_LABELS[m] })) },
  { key: 'type', title: 'Type', options: COURSE_TYPES.map((t) => ({ value: t, label: courseTypeLabel(t) })) },
  { key: 'holes', title: 'Holes', options: HOLE_ORDER.map((h) => ({ value: h, label: `${h} holes` })) },
  {
    key: 'fee', title: 'Green fee',
    options: FEE_ORDER.map((f) => ({ value: f, label: { $: '$ · up to $100', $$: '$$ · $100 to $200', $$$: '$$$ · over $200' }[f] })),
  },
];

/** The short names an active chip reads (the fee bands by their symbols). */
const shortLabel = (group: ChipGroup, value: string): string =>
  group.key === 'fee' ? value : group.key === 'holes' ? value : group.options.find((o) => o.value === value)?.label ?? value;

/** What an active chip reads: "Public, Limited"; "18, 27 holes"; past two, "Full length +2". */
export function chipSummary(group: ChipGroup, values: readonly string[] | undefined): string {
  if (!values?.length) return group.title;
  const names = values.map((v) => shortLabel(group, v));
  const text = names.length <= 2 ? names.join(', ') : `${names[0]} +${names.length - 1}`;
  return group.key === 'holes' ? `${text} holes` : text;
}

/** The group's values with `value` switched on or off, in the group's order; none left: undefined. */
export function toggled(group: ChipGroup, values: readonly string[] | undefined, value: string, on: boolean): string[] | undefined {
  const set = new Set(values ?? []);
  if (on) set.add(value);
  else set.delete(value);
  const next = group.options.map((o) => o.value).filter((v) => set.has(v));
  return next.length ? next : undefined;
}

/** The filters with one group set (or cleared); a group's values come from its own options. */
export function withGroup(filters: MapFilters, key: keyof MapFilters, value: MapFilters[keyof MapFilters] | readonly string[] | undefined): MapFilters {
  const next = { ...filters, [key]: value } as MapFilters;
  if (value === undefined) delete next[key];
  return next;
}

/** The "More" group's fields (no counts: the API has no facets for them). */
export const MORE_KEYS = ['continent', 'country', 'architect', 'yearMin', 'yearMax', 'yardageMin', 'yardageMax'] as const;

export function withoutMore(filters: MapFilters): MapFilters {
  const next = { ...filters };
  for (const key of MORE_KEYS) delete next[key];
  return next;
}

/** How many of More's filters are on (a range counts once). */
export function moreCount(f: MapFilters): number {
  return [f.continent, f.country, f.architect, f.yearMin ?? f.yearMax, f.yardageMin ?? f.yardageMax].filter((v) => v !== undefined).length;
}

/** How many filters are on (each chip's group once, More's one by one, Show once when signed in). */
export function activeCount(f: MapFilters, signedIn: boolean): number {
  const chips = CHIP_GROUPS.filter((g) => f[g.key]?.length).length;
  return chips + moreCount(f) + (signedIn && (f.only || f.hide) ? 1 : 0);
}

/** "312 courses", "1 course", "No courses" (the count the live region announces). */
export function coursesText(total: number): string {
  if (total === 0) return 'No courses';
  return `${total.toLocaleString('en')} ${total === 1 ? 'course' : 'courses'}`;
}

/** An option's count from the facets ("1.2k" would hide the difference a choice makes: the full number). */
export const facetCount = (facets: MapFacets | undefined, key: FacetGroup, value: string): number | undefined =>
  (facets?.[key] as Record<string, number> | undefined)?.[value];
