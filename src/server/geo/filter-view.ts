/**
 * One map filter over one built index (issue 34): the courses it keeps (filter-mask.ts, for the
 * markers, totals and card pages) and the facets under it (facet-counts.ts), both from one pass of
 * the shared filter rules over every course (CourseAttributes.failures). Built once per filter and
 * kept while golfers pan and zoom under it (CourseGeoIndex keeps the recent ones).
 */
import type { CourseFilter } from '../../shared/domain/courses/course-filter';
import { activeFilters } from './course-attributes';
import { FacetCounts } from './facet-counts';
import { FilterMask } from './filter-mask';
import type { IndexData } from './geo-index-build';

/** What a filter needs besides its fields: the courses holding its words, the golfer's own courses. */
export interface FilterSets {
  /** 1 for a course whose name or city holds `text` and whose architects hold `architect`. */
  matches?: Uint8Array;
  /** 1 for a course in the golfer's scope (`only=`). */
  scope?: Uint8Array;
}

export interface FilterView {
  /** null when the filter keeps every course (a query then runs as unfiltered). */
  mask: FilterMask | null;
  facets: FacetCounts;
  /** Courses kept, in the whole index. */
  kept: number;
}

export function buildFilterView(d: IndexData, filter: CourseFilter, sets: FilterSets = {}): FilterView {
  const steps = filterViewSteps(d, filter, sets);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The build in steps that each hold the event loop a few milliseconds (CourseGeoIndex.filterViewAsync). */
export function* filterViewSteps(d: IndexData, filter: CourseFilter, sets: FilterSets = {}): Generator<void, FilterView, void> {
  const failed = yield* d.attributes.failureSteps(filter, sets.matches, sets.scope);
  const facets = yield* FacetCounts.steps(d, failed);
  if (activeFilters(filter).length === 0 && !sets.scope) return { mask: null, facets, kept: d.n };
  const keep = new Uint8Array(d.n);
  for (let p = 0; p < d.n; p++) keep[p] = failed[p] === 0 ? 1 : 0;
  yield;
  const mask = yield* FilterMask.steps(d, keep);
  return { mask, facets, kept: mask.kept };
}
