import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierItemInput } from '../../../../shared/contract/supplier-portal';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

export type SaveItemInput = { id: number | null; body: SupplierItemInput };

/** POST /web/supplier-portal/catalog-items, or PUT …/{id} (errors shown inline by the form). */
export const saveSupplierItem = ({ id, body }: SaveItemInput) =>
  id === null
    ? callApi('POST /web/supplier-portal/catalog-items', { body, quiet: true })
    : callApi('PUT /web/supplier-portal/catalog-items/:id', { params: { id }, body, quiet: true });

export function useSaveSupplierItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplierItem,
    onSuccess: (item) => {
      queryClient.setQueryData(supplierPortalKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.items() });
      void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.profile() });
    },
  });
}
