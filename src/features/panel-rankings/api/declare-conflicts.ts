/**
 * The golfer's declared conflicts: `GET /api/panelist/conflicts`, and `PUT
 * /api/panelist/conflicts/{courseId}` (an empty list removes them). The panel rankings follow on the
 * server after the quiet spell, so the course's panel scores are refetched then, not at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MyConflict } from '../../../shared/contracts/panel-rankings.contract';
import type { ConflictKind } from '../../../shared/domain/panel-rankings';
import { panelKeys } from './panel-keys';

export const useMyConflicts = (enabled = true) => useQuery({
  queryKey: panelKeys.myConflicts,
  queryFn: ({ signal }) => api.get<MyConflict[]>('/panelist/conflicts', undefined, signal),
  enabled,
});

export function useDeclareConflicts(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: ConflictKind[]) => api.put<MyConflict[]>(`/panelist/conflicts/${encodeURIComponent(courseId)}`, { kinds }),
    onSuccess: (mine) => queryClient.setQueryData(panelKeys.myConflicts, mine),
    onSettled: () => queryClient.invalidateQueries({ queryKey: panelKeys.myConflicts }),
  });
}
