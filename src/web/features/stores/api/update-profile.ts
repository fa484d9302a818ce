import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreUser, UpdateProfileBody } from '../../../../shared/contract/stores';
import { apiRequest } from '../../../api/client';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/profile: title, avatar URL, account type. */
export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest<StoreUser>('/web/stores/me/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (store) => storeUpdated(queryClient, store) });
}
