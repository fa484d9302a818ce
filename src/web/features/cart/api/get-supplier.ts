import { useQuery } from '@tanstack/react-query';
import type { CatalogCompany } from '../../../../shared/contract/catalog';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /app/catalog-companies/{id}: a product's supplier, for its sample price. Through the contract, not the
 * catalog feature's code; the catalog's cache entry, so the product page asks once.
 */
export const useSupplier = (id: number) =>
  useQuery({
    queryKey: queryKeys.catalog.company(id),
    queryFn: ({ signal }) =>
      apiRequest<CatalogCompany>(`/app/catalog-companies/${id}`, { signal, quiet: true }),
  });
