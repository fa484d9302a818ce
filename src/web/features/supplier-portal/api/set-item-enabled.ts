import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** PUT …/catalog-items/{id}/enable or /disable: shows or hides the product in the marketplace. */
export const setSupplierItemEnabled = ({ id, enabled }: { id: number; enabled: boolean }) =>
  callApi(`PUT /web/supplier-portal/catalog-items/:id/${enabled ? 'enable' : 'disable'}`, { params: { id } });

export function useSetSupplierItemEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSupplierItemEnabled,
    onSuccess: (item) => {
      queryClient.setQueryData(supplierPortalKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.items() });
      void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.summary() });
    },
  });
}
