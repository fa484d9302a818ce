import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SupplierProfile,
  UpdateSupplierProfileInput,
} from '../../../../shared/contract/supplier-portal';
import { apiRequest } from '../../../api/client';
import { supplierPortalKeys } from './query-keys';

/** PUT /web/supplier-portal/profile (errors shown inline by the form). */
export const updateSupplierProfile = (body: UpdateSupplierProfileInput) =>
  apiRequest<SupplierProfile>('/web/supplier-portal/profile', { method: 'PUT', body, quiet: true });

export function useUpdateSupplierProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierProfile,
    onSuccess: (profile) => queryClient.setQueryData(supplierPortalKeys.profile(), profile),
  });
}
