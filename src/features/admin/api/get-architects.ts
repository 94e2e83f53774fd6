/** `GET /api/courses/architects?terms`: architects' names as the catalogue spells them, most courses first (the form's suggestions). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useArchitectSuggestions = (terms: string) =>
  useQuery({
    queryKey: ['courses', 'architects', terms],
    queryFn: ({ signal }) => api.get<{ name: string; courses: number }[]>('/courses/architects', { terms: terms || undefined, limit: 8 }, signal),
    enabled: terms.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
