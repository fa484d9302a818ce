import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierItem, SupplierItemInput } from '../../../../shared/contract/supplier-portal';
import { apiRequest } from '../../../api/client';
import { supplierPortalKeys } from './query-keys';

export type SaveItemInput = { id: number | null; body: SupplierItemInput };

/** POST /web/supplier-portal/catalog-items, or PUT …/{id} (errors shown inline by the form). */
export const saveSupplierItem = ({ id, body }: SaveItemInput) =>
  apiRequest<SupplierItem>(
    id === null ? '/web/supplier-portal/catalog-items' : `/web/supplier-portal/catalog-items/${id}`,
    { method: id === null ? 'POST' : 'PUT', body, quiet: true },
  );

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
