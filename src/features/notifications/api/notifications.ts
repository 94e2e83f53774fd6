/**
 * The inbox's queries and its one mutation (issue 35): `GET /api/notifications` in pages,
 * `POST /api/notifications/read` (optimistic, rolled back on failure), and the settings.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { MarkReadBody, NotificationSettings, NotificationSettingsBody, NotificationsPage } from '../../../shared/contracts/notifications.contract';
import { withRead, type Inbox } from './inbox-cache';

export const INBOX_KEY = ['notifications', 'inbox'] as const;
const SETTINGS_KEY = ['notifications', 'settings'] as const;

export function useInbox() {
  const { user, ready } = useAuth();
  return useInfiniteQuery({
    queryKey: [...INBOX_KEY, user?.uid],
    queryFn: ({ pageParam, signal }) => api.get<NotificationsPage>('/notifications', { before: pageParam, limit: 20 }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: ready && !!user,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = [...INBOX_KEY, user?.uid];
  return useMutation({
    mutationFn: (body: MarkReadBody) => api.post<{ unread: number }>('/notifications/read', body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Inbox>(key);
      if (before) queryClient.setQueryData<Inbox>(key, withRead(before, 'all' in body ? 'all' : body.ids));
      return { before };
    },
    onError: (_err, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}

export function useNotificationSettings() {
  const { user, ready } = useAuth();
  return useQuery({
    queryKey: [...SETTINGS_KEY, user?.uid],
    queryFn: ({ signal }) => api.get<NotificationSettings>('/notifications/settings', undefined, signal),
    enabled: ready && !!user,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => api.put<NotificationSettings>('/notifications/settings', body),
    onSuccess: (saved) => queryClient.setQueryData([...SETTINGS_KEY, user?.uid], saved),
  });
}
