import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreUser } from '../../../../shared/contract/stores';
import { apiRequest } from '../../../api/client';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/inbox-sms-notify: text the founder when a supplier writes. */
export const updateInboxSmsNotify = (value: boolean) =>
  apiRequest<StoreUser>('/web/stores/me/inbox-sms-notify', { method: 'PUT', body: { value } });

export function useUpdateInboxSmsNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxSmsNotify,
    onSuccess: (store) => storeUpdated(queryClient, store),
  });
}
