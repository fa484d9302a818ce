import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSupplierProfileInput } from '../../../../shared/contract/supplier-portal';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** PUT /web/supplier-portal/profile (errors shown inline by the form). */
export const updateSupplierProfile = (body: UpdateSupplierProfileInput) =>
  callApi('PUT /web/supplier-portal/profile', { body, quiet: true });

export function useUpdateSupplierProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierProfile,
    onSuccess: (profile) => queryClient.setQueryData(supplierPortalKeys.profile(), profile),
  });
}
