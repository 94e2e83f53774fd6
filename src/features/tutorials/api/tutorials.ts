/**
 * The signed-in golfer's finished tutorials: `GET /api/user/tutorials`, and `PUT` / `DELETE
 * /api/user/tutorials/{name}`, each answering the whole list. Cached under ['user', ...] so a
 * change of golfer drops it (auth-provider.tsx).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TutorialName, Tutorials } from '../../../shared/contracts/tutorials.contract';

export const getTutorials = (signal?: AbortSignal) => api.get<Tutorials>('/user/tutorials', undefined, signal);
export const markTutorialDone = (name: TutorialName) => api.put<Tutorials>(`/user/tutorials/${encodeURIComponent(name)}`, undefined);
export const resetTutorial = (name: TutorialName) => api.delete<Tutorials>(`/user/tutorials/${encodeURIComponent(name)}`);

export const tutorialsKey = (uid: string | undefined) => ['user', 'tutorials', uid] as const;

export const tutorialsQueryOptions = (uid: string | undefined) =>
  queryOptions({ queryKey: tutorialsKey(uid), queryFn: ({ signal }) => getTutorials(signal), enabled: !!uid, staleTime: Infinity });
