import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

type Filters = Record<string, string | number | undefined>;
export type CountOf = 'companies' | 'items';

/** GET /web/catalog-companies/action/count or /web/catalog-items/action/count: `{ count, keyword? }`. */
export const getResultCount = (of: CountOf, filters: Filters, signal?: AbortSignal) =>
  callApi(`GET /web/catalog-${of}/action/count`, {
    query: filters,
    signal,
    quiet: true,
  });

export const getResultCountQueryOptions = (of: CountOf, filters: Filters) =>
  queryOptions({
    queryKey: of === 'items' ? queryKeys.catalog.itemCount(filters) : queryKeys.catalog.companyCount(filters),
    queryFn: ({ signal }) => getResultCount(of, filters, signal),
    // The count of the last search stays up while the next one loads: no flicker to zero.
    placeholderData: keepPreviousData,
  });

export const useResultCount = (of: CountOf, filters: Filters, enabled = true) =>
  useQuery({ ...getResultCountQueryOptions(of, filters), enabled });
