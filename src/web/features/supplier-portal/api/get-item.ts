import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierItem } from '../../../../shared/contract/supplier-portal';
import { apiRequest } from '../../../api/client';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/catalog-items/{id}: one of the supplier's products. */
export const getSupplierItem = (id: number, signal?: AbortSignal) =>
  apiRequest<SupplierItem>(`/web/supplier-portal/catalog-items/${id}`, { signal, quiet: true });

export const getSupplierItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierPortalKeys.item(id),
    queryFn: ({ signal }) => getSupplierItem(id, signal),
  });

export const useSupplierItem = (id: number | null) =>
  useQuery({ ...getSupplierItemQueryOptions(id ?? 0), enabled: id !== null });
