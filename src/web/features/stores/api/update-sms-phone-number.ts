import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/sms-phone-number: where inbox texts go (null removes it). */
export const updateSmsPhoneNumber = (phoneNumber: string | null) =>
  callApi('PUT /web/stores/me/sms-phone-number', { body: { phoneNumber } });

export function useUpdateSmsPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsPhoneNumber,
    onSuccess: (store) => storeUpdated(queryClient, store),
  });
}
