/** SQL helpers every repository shares: LIKE patterns and the rows-plus-total page. */
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '../../shared/contracts/common.contract';

/** `s` with LIKE's wildcards (`%`, `_`) and its escape character taken literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching any text that contains `s`, for a `lower(...) like` comparison. */
export const containsPattern = (s: string): string => `%${escapeLike(s.toLowerCase())}%`;

/**
 * One page of `rows` (built with `.$dynamic()` and ordered; the page's limit and offset are added
 * here) beside the total that `total` counts, both asked at once. `page` counts from 1.
 */
export async function pagedQuery<Q extends PgSelect, T>(
  rows: Q,
  total: PromiseLike<number>,
  page: number,
  pageSize: number,
  map: (row: Awaited<Q>[number]) => T,
): Promise<Page<T>> {
  const [found, n] = await Promise.all([rows.limit(pageSize).offset((page - 1) * pageSize), total]);
  return { items: (found as Awaited<Q>).map(map), page, pageSize, total: n };
}
