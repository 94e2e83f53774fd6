import type { ListKind } from '../../../shared/domain/enums';

/** Where a list opens: a trip in the trip planner, every other list on its list page. */
export const listPath = (list: { _id: string; kind: ListKind }): string =>
  list.kind === 'trip' ? `/trip-planner/${encodeURIComponent(list._id)}` : `/lists/${encodeURIComponent(list._id)}`;
