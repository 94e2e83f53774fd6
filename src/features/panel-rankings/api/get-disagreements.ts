/** `GET /api/lists/panel/disagreements`: the courses panel and crowd disagree on most. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Disagreements } from '../../../shared/contracts/panel-rankings.contract';
import { panelKeys } from './panel-keys';

export const useDisagreements = (type: string) => useQuery({
  queryKey: panelKeys.disagreements(type),
  queryFn: ({ signal }) => api.get<Disagreements>('/lists/panel/disagreements', { type, limit: 30 }, signal),
});
