/**
 * One viewport of the map (`GET /api/bounded-courses`) under its filters (issue 34): the query's
 * filter fields become the shared filter model (course-filter.ts); its view over the current map
 * index (markers' mask and facets) is taken from the index's recent views by a key naming the
 * filter and the golfer's courses, or built: the word filters (text, architect) from the database's
 * answer, `only=` from the golfer's course ids. The catalogue calls it; routes never do.
 */
import { createHash } from 'node:crypto';
import type { BoundsQuery, MapFacets } from '../../shared/contracts/bounded-courses.contract';
import type { CourseFilter } from '../../shared/domain/courses/course-filter';
import type { ViewportResult } from '../geo/course-geo-index';
import type { FilterView } from '../geo/filter-view';
import type { CourseIndexes } from '../indexes/course-indexes';

/** The signed-in golfer's part: their played courses hidden (`hide=played`), their scope (`only=`). */
export interface GolferScope {
  hideIds?: readonly string[];
  onlyIds?: readonly string[];
}

type Position = { id: string; lng: number; lat: number };

/** The shared filter model of a map query: its filter fields, nothing else. */
export function courseFilterOf(q: BoundsQuery): CourseFilter {
  const { membership, type, continent, country, province, architect, yearMin, yearMax, yardageMin, yardageMax, fee, text, holes } = q;
  const f: CourseFilter = { membership, type, continent, country, province, architect, yearMin, yearMax, yardageMin, yardageMax, fee, text, holes };
  for (const k of Object.keys(f) as (keyof CourseFilter)[]) if (f[k] === undefined) delete f[k];
  return f;
}

/**
 * A key naming a filter and a golfer's scope: lists in a fixed order, words lower-cased, the scope
 * by `idsDigest` (the same courses, the same key; other courses, never).
 */
export function filterKey(f: CourseFilter, onlyIds?: readonly string[]): string {
  const norm = Object.entries(f)
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : typeof v === 'string' ? v.toLowerCase() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  if (!onlyIds) return JSON.stringify(norm);
  return `${JSON.stringify(norm)}|only:${idsDigest(onlyIds)}`;
}

/**
 * A public viewport's cache key (lib/answer-cache.ts): the box, zoom, page and focus as given, and
 * the filter by `filterKey`, so the filters a view is kept under and the answers agree.
 */
export function viewportKey(q: BoundsQuery): string {
  return `bounded|${q.west},${q.south},${q.east},${q.north},${q.zoom}|${q.page},${q.pageSize}|${q.focus ?? ''}|${filterKey(courseFilterOf(q))}`;
}

/**
 * A golfer's viewport's cache key: the public key and the courses their scope keeps and hides, by
 * a SHA-256 of the ids (sorted: the same courses, the same key). The answer depends on those ids
 * alone, so golfers with the same courses share it, and one whose courses differ never gets
 * another's.
 */
export function golferViewportKey(q: BoundsQuery, golfer: GolferScope): string {
  return `${viewportKey(q)}|only:${golfer.onlyIds ? idsDigest(golfer.onlyIds) : ''}|hide:${golfer.hideIds?.length ? idsDigest(golfer.hideIds) : ''}`;
}

const digests = new WeakMap<readonly string[], string>();
/**
 * A set of course ids as a SHA-256 of the ids sorted: a collision would show one golfer's courses
 * to another, so not a quick sum. A kept set (a golfer's friends' courses, 12,000 ids) is sorted
 * and hashed once, and a request's own set once for its view and its answer.
 */
function idsDigest(ids: readonly string[]): string {
  let digest = digests.get(ids);
  if (digest === undefined) {
    const hash = createHash('sha256');
    for (const id of [...new Set(ids)].sort()) hash.update(id).update(',');
    digests.set(ids, (digest = hash.digest('base64url')));
  }
  return digest;
}

export async function mapViewport(
  indexes: () => CourseIndexes,
  positionsMatching: (f: Pick<CourseFilter, 'text' | 'architect'>) => Promise<Position[]>,
  q: BoundsQuery,
  golfer: GolferScope = {},
): Promise<{ view: ViewportResult; facets: MapFacets }> {
  const filter = courseFilterOf(q);
  const key = filterKey(filter, golfer.onlyIds);
  let current = indexes();
  let geo = current.geo;
  let view: FilterView | undefined = geo.recentView(key);
  if (!view) {
    const words = filter.text || filter.architect ? await positionsMatching({ text: filter.text, architect: filter.architect }) : null;
    // After the wait, the index may have been rebuilt: the sets are made over the one queried,
    // and that one answers this query even if a newer one is swapped in while the view is built.
    current = indexes();
    const over = (geo = current.geo);
    view = await over.filterViewAsync(key, () => ({
      filter,
      sets: {
        matches: words ? over.courseSet(words) : undefined,
        scope: golfer.onlyIds ? over.courseSet(current.positionsOf(golfer.onlyIds)) : undefined,
      },
    }));
  }
  const hide = golfer.hideIds?.length ? current.positionsOf(golfer.hideIds) : undefined;
  const focus = q.focus ? current.positionsOf([q.focus])[0] : undefined;
  const result = geo.query(q, q.zoom, { offset: (q.page - 1) * q.pageSize, limit: q.pageSize }, hide, focus, view.mask ?? undefined);
  return { view: result, facets: geo.facets(q, view) };
}
