import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierProfile } from '../../../../shared/contract/supplier-portal';
import { apiRequest } from '../../../api/client';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/profile: the supplier's own catalog company. */
export const getSupplierProfile = (signal?: AbortSignal) =>
  apiRequest<SupplierProfile>('/web/supplier-portal/profile', { signal });

export const getSupplierProfileQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.profile(),
    queryFn: ({ signal }) => getSupplierProfile(signal),
    staleTime: 60_000,
  });

export const useSupplierProfile = () => useQuery(getSupplierProfileQueryOptions());
