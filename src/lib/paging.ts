import type { Page } from '../shared/contracts/common.contract';

/** For infinite queries over the API's pages: the next page number, or undefined after the last. */
export const nextPageParam = (last: Page<unknown>): number | undefined =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;
