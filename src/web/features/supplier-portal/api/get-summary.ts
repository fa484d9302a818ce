import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierPortalSummary } from '../../../../shared/contract/supplier-portal';
import { apiRequest } from '../../../api/client';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/summary: the dashboard's figures. */
export const getSupplierSummary = (signal?: AbortSignal) =>
  apiRequest<SupplierPortalSummary>('/web/supplier-portal/summary', { signal });

export const getSupplierSummaryQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.summary(),
    queryFn: ({ signal }) => getSupplierSummary(signal),
  });

export const useSupplierSummary = () => useQuery(getSupplierSummaryQueryOptions());
