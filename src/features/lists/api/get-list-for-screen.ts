import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-provider';
import { listQueryOptions } from './get-list';

/**
 * `useList` for the list page: when the viewer changes (signing in on a shared link), the list
 * stays on screen, and its pins on the map, while it is read again for the new viewer, rather
 * than blinking to a skeleton. Only the same list's data stands in.
 */
export function useListForScreen(id: string) {
  const { user, ready } = useAuth();
  return useQuery({
    ...listQueryOptions(id, user?.uid ?? null),
    enabled: !!id && ready,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
