import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateExternalFieldsBody } from '../../../../shared/contract/stores';
import { callApi } from '../../../api/call-api';
import { storeUpdated } from './store-cache';

/** PUT /web/stores/me/external-fields: replaces the list of name/value pairs. */
export const updateExternalFields = (body: UpdateExternalFieldsBody) =>
  callApi('PUT /web/stores/me/external-fields', { body });

export function useUpdateExternalFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExternalFields,
    onSuccess: (store) => storeUpdated(queryClient, store),
  });
}
