import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /app/catalog-companies/:id: one supplier. A 404 is shown by the page, so the call is quiet. */
export const getCatalogCompany = (id: number, signal?: AbortSignal) =>
  callApi('GET /app/catalog-companies/:id', { params: { id }, signal, quiet: true });

export const getCatalogCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.company(id),
    queryFn: ({ signal }) => getCatalogCompany(id, signal),
  });

export const useCatalogCompany = (id: number) =>
  useQuery({ ...getCatalogCompanyQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
