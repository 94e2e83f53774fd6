import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PICTURE_FIELD, type CurrentUser } from '../../../shared/contracts/users.contract';
import { refreshOwnProfile } from '../lib/profile-cache';

/** `POST /api/user/picture`: one image as multipart/form-data; the server crops and resizes it. */
export function uploadPicture(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append(PICTURE_FIELD, file, file.name);
  return api.postForm<CurrentUser>('/user/picture', form);
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPicture, onSuccess: (me) => refreshOwnProfile(queryClient, me) });
}
