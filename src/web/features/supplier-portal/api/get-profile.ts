import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/profile: the supplier's own catalog company. */
export const getSupplierProfile = (signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/profile', { signal });

export const getSupplierProfileQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.profile(),
    queryFn: ({ signal }) => getSupplierProfile(signal),
    staleTime: 60_000,
  });

export const useSupplierProfile = () => useQuery(getSupplierProfileQueryOptions());
