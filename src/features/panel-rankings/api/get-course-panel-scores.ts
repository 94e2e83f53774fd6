/** `GET /api/courses/{id}/panel-scores`: where the panel puts a course, and the conflicts declared on it. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CoursePanelScores } from '../../../shared/contracts/panel-rankings.contract';
import { panelKeys } from './panel-keys';

export const useCoursePanelScores = (courseId: string) => useQuery({
  queryKey: panelKeys.course(courseId),
  queryFn: ({ signal }) => api.get<CoursePanelScores>(`/courses/${encodeURIComponent(courseId)}/panel-scores`, undefined, signal),
  staleTime: 60_000,
});
