import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/summary: the dashboard's figures. */
export const getSupplierSummary = (signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/summary', { signal });

export const getSupplierSummaryQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.summary(),
    queryFn: ({ signal }) => getSupplierSummary(signal),
  });

export const useSupplierSummary = () => useQuery(getSupplierSummaryQueryOptions());
