import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-project-requests/{id}: one request, with this supplier's quote. */
export const getSupplierRequest = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/supplier-project-requests/:id', { params: { id }, signal, quiet: true });

export const getSupplierRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierPortalKeys.request(id),
    queryFn: ({ signal }) => getSupplierRequest(id, signal),
  });

export const useSupplierRequest = (id: number) => useQuery(getSupplierRequestQueryOptions(id));
