import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreUser } from '../../../../shared/contract/stores';
import { apiRequest } from '../../../api/client';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/sms-phone-number: where inbox texts go (null removes it). */
export const updateSmsPhoneNumber = (phoneNumber: string | null) =>
  apiRequest<StoreUser>('/web/stores/me/sms-phone-number', { method: 'PUT', body: { phoneNumber } });

export function useUpdateSmsPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsPhoneNumber,
    onSuccess: (store) => storeUpdated(queryClient, store),
  });
}
