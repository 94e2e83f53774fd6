/**
 * Query keys of the admin console. Under 'user', so they are dropped with the rest of the
 * signed-in user's data on sign-out.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PanelistStatus } from '../../../shared/domain/enums';

export const adminKeys = {
  all: ['user', 'admin'] as const,
  requests: (status: PanelistStatus | undefined, terms: string, sort: string, page: number) =>
    ['user', 'admin', 'panelist-requests', status ?? 'all', terms, sort, page] as const,
  users: (terms: string, page: number) => ['user', 'admin', 'users', terms, page] as const,
  user: (id: string) => ['user', 'admin', 'user', id] as const,
  audit: (filters: object) => ['user', 'admin', 'audit', filters] as const,
  auditFilters: () => ['user', 'admin', 'audit-filters'] as const,
  duplicates: () => ['user', 'admin', 'course-duplicates'] as const,
  lists: (ownerId: string | null, page: number) => ['user', 'admin', 'lists', ownerId ?? 'all', page] as const,
  list: (id: string) => ['user', 'admin', 'list', id] as const,
  corrections: (status: string) => ['user', 'admin', 'corrections', status] as const,
  reports: (status: string, page: number) => ['user', 'admin', 'reports', status, page] as const,
  imports: () => ['user', 'admin', 'imports'] as const,
  importRun: (id: string) => ['user', 'admin', 'imports', id] as const,
};

/** After any admin action: the console's queries, and the public ones it changes (profiles, the roster). */
export const refreshAdmin = (queryClient: QueryClient): Promise<unknown> => Promise.all([
  queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  queryClient.invalidateQueries({ queryKey: ['users'] }),
  queryClient.invalidateQueries({ queryKey: ['panelists'] }),
  // Lists moderation and accepted corrections change what lists and course cards show.
  queryClient.invalidateQueries({ queryKey: ['lists'] }),
  queryClient.invalidateQueries({ queryKey: ['courses'] }),
]);
