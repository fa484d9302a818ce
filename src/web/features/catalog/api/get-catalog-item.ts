import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-items/:id. A 404 is shown by the page itself, so the call is quiet. */
export const getCatalogItem = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/catalog-items/:id', { params: { id }, signal, quiet: true });

export const getCatalogItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.catalog.item(id), queryFn: ({ signal }) => getCatalogItem(id, signal) });

export const useCatalogItem = (id: number) =>
  useQuery({ ...getCatalogItemQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

/** GET /app/catalog-items/:id: the same item for the public preview page (no session needed). */
export const getPublicCatalogItem = (id: number, signal?: AbortSignal) =>
  callApi('GET /app/catalog-items/:id', { params: { id }, signal, quiet: true });

export const usePublicCatalogItem = (id: number) =>
  useQuery({
    queryKey: [...queryKeys.catalog.item(id), 'public'],
    queryFn: ({ signal }) => getPublicCatalogItem(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
