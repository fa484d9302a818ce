import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreUser, UpdateExternalFieldsBody } from '../../../../shared/contract/stores';
import { apiRequest } from '../../../api/client';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/external-fields: replaces the list of name/value pairs. */
export const updateExternalFields = (body: UpdateExternalFieldsBody) =>
  apiRequest<StoreUser>('/web/stores/me/external-fields', { method: 'PUT', body });

export function useUpdateExternalFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExternalFields,
    onSuccess: (store) => storeUpdated(queryClient, store),
  });
}
