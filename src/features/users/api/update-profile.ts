import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CurrentUser, UpdateProfile } from '../../../shared/contracts/users.contract';
import { refreshOwnProfile } from '../lib/profile-cache';

/** `PUT /api/user/profile`: the whole editable profile of the signed-in golfer. */
export const updateProfile = (body: UpdateProfile) => api.put<CurrentUser>('/user/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (me) => refreshOwnProfile(queryClient, me) });
}
