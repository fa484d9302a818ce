import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

/** The most suppliers "My suppliers" lists in one call (the route's cap). */
export const MY_SUPPLIERS_SIZE = 200;

/** GET /web/stores/me/suppliers: suppliers the store works with (favorited, invited, reviewed, requested). */
export const getStoreSuppliers = (signal?: AbortSignal) =>
  callApi('GET /web/stores/me/suppliers', {
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
