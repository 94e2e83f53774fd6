import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { Suggestion } from '../../../shared/contracts/community.contract';

/** `GET /api/community/suggestions`: golfers you do not follow yet, most courses in common first. */
export const getSuggestions = (signal?: AbortSignal) => api.get<Suggestion[]>('/community/suggestions', undefined, signal);

export function useSuggestions(userId: string | undefined) {
  const { ready } = useAuth();
  return useQuery({ queryKey: ['community', 'suggestions', userId], queryFn: ({ signal }) => getSuggestions(signal), enabled: ready && !!userId });
}
