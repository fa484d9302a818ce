import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/catalog-items/{id}: one of the supplier's products. */
export const getSupplierItem = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/catalog-items/:id', { params: { id }, signal, quiet: true });

export const getSupplierItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierPortalKeys.item(id),
    queryFn: ({ signal }) => getSupplierItem(id, signal),
  });

export const useSupplierItem = (id: number | null) =>
  useQuery({ ...getSupplierItemQueryOptions(id ?? 0), enabled: id !== null });
