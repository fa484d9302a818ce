import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-companies/homepage-group/suppliers: the suppliers of one sourcing home group. */
export const getHomepageGroupSuppliers = (
  title: string,
  categoryIds: readonly number[],
  signal?: AbortSignal,
) =>
  callApi('GET /web/catalog-companies/homepage-group/suppliers', {
    query: { title, categoryIds: categoryIds.join(',') },
    signal,
    quiet: true,
  });

export const getHomepageGroupSuppliersQueryOptions = (title: string, categoryIds: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.catalog.homepageGroup(title, categoryIds.join(',')),
    queryFn: ({ signal }) => getHomepageGroupSuppliers(title, categoryIds, signal),
    staleTime: 5 * 60_000,
  });

export const useHomepageGroupSuppliers = (title: string, categoryIds: readonly number[]) =>
  useQuery(getHomepageGroupSuppliersQueryOptions(title, categoryIds));
