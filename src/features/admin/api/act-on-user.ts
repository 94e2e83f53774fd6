/** `POST /api/admin/users/{id}/{action}`: grant or revoke Pro and admin, disable, enable; each with a reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminUser } from '../../../shared/contracts/users.contract';
import type { AdminUserAction } from '../../../shared/domain/admin-rules';
import { adminKeys, refreshAdmin } from './admin-keys';

export interface UserActionInput {
  id: string;
  action: AdminUserAction;
  reason: string;
  /** grant-pro only: an ISO date-time, or null for no end. */
  until?: string | null;
}

export const actOnUser = ({ id, action, reason, until }: UserActionInput) =>
  api.post<AdminUser>(`/admin/users/${encodeURIComponent(id)}/${action}`, action === 'grant-pro' ? { reason, until: until ?? null } : { reason });

export function useActOnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnUser,
    onSuccess: (user) => queryClient.setQueryData(adminKeys.user(user._id), user),
    onSettled: () => refreshAdmin(queryClient),
  });
}
