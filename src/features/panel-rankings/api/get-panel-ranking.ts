/** `GET /api/lists/panel`: a panel ranking, page by page, each course beside the crowd's place. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import type { PanelRanking } from '../../../shared/contracts/panel-rankings.contract';
import { panelKeys } from './panel-keys';

export const PANEL_PAGE_SIZE = 50;

export function usePanelRanking(kind: string, type: string) {
  return useInfiniteQuery({
    queryKey: panelKeys.ranking(kind, type),
    queryFn: ({ pageParam, signal }) => api.get<PanelRanking>('/lists/panel', { kind, type, page: pageParam, pageSize: PANEL_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
