import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSupplier } from '../../../../shared/contract/supplier-invites';
import { apiRequest } from '../../../api/client';
import { messagingKeys } from './query-keys';

/** The most suppliers "My suppliers" lists in one call (the route's cap). */
export const MY_SUPPLIERS_SIZE = 200;

/** GET /web/stores/me/suppliers: suppliers the store works with (favorited, invited, reviewed, requested). */
export const getStoreSuppliers = (signal?: AbortSignal) =>
  apiRequest<StoreSupplier[]>('/web/stores/me/suppliers', {
    query: { page: 0, size: MY_SUPPLIERS_SIZE },
    signal,
    quiet: true,
  });

export const getStoreSuppliersQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.storeSuppliers(),
    queryFn: ({ signal }) => getStoreSuppliers(signal),
  });

export const useStoreSuppliers = () => useQuery(getStoreSuppliersQueryOptions());
