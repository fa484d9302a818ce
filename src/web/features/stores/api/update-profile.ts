import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '../../../../shared/contract/stores';
import { callApi } from '../../../api/call-api';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/profile: title, avatar URL, account type. */
export const updateProfile = (body: UpdateProfileBody) => callApi('PUT /web/stores/me/profile', { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (store) => storeUpdated(queryClient, store) });
}
