import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /app/catalog-companies/{id}: a product's supplier, for its sample price. Through the contract, not the
 * catalog feature's code; the catalog's cache entry, so the product page asks once.
 */
export const useSupplier = (id: number) =>
  useQuery({
    queryKey: queryKeys.catalog.company(id),
    queryFn: ({ signal }) =>
      callApi('GET /app/catalog-companies/:id', { params: { id }, signal, quiet: true }),
  });
