import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/inbox-sms-notify: text the founder when a supplier writes. */
export const updateInboxSmsNotify = (value: boolean) =>
  callApi('PUT /web/stores/me/inbox-sms-notify', { body: { value } });

export function useUpdateInboxSmsNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxSmsNotify,
    onSuccess: (store) => storeUpdated(queryClient, store),
  });
}
