import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import { PAGE_SIZE } from './get-catalog-companies';

type Supplier = { id: number; name: string };

/**
 * GET /web/catalog-items?companyId=&keyword=<supplier name>: a supplier's base products, paged.
 * `companyId` is not in the contract's SourcingFilters yet (the server ignores it), so the supplier's
 * name narrows the search (items are indexed with it) and rows of other suppliers are dropped here.
 */
export const getCompanyItems = async (supplier: Supplier, page: number, signal?: AbortSignal) => {
  const rows = await callApi('GET /web/catalog-items', {
    query: { companyId: supplier.id, keyword: supplier.name, page, size: PAGE_SIZE, sort: '-rank' },
    signal,
    quiet: true,
  });
  return { rows: rows.filter((r) => r.companyId === supplier.id), isLast: rows.length < PAGE_SIZE };
};

export const getCompanyItemsQueryOptions = (supplier: Supplier) =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.companyItems(supplier.id),
    queryFn: ({ pageParam, signal }) => getCompanyItems(supplier, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.isLast ? undefined : lastPage + 1),
  });

export const useCompanyItems = (supplier: Supplier) =>
  useInfiniteQuery(getCompanyItemsQueryOptions(supplier));
