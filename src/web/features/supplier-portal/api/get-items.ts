import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

export type ItemListParams = {
  q?: string;
  status?: 'ENABLED' | 'DISABLED';
  sort: string;
  page: number;
  size: number;
};

const filtersOf = ({ q, status }: ItemListParams) => ({ q: q || undefined, status });

/** GET /web/supplier-portal/catalog-items: one page of the supplier's products. */
export const getSupplierItems = (params: ItemListParams, signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/catalog-items', {
    query: { ...filtersOf(params), sort: params.sort, page: params.page, size: params.size },
    signal,
  });

/** GET …/catalog-items/action/count: how many match the same filters (for the pager). */
export const getSupplierItemCount = (params: ItemListParams, signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/catalog-items/action/count', {
    query: filtersOf(params),
    signal,
  });

export const getSupplierItemsQueryOptions = (params: ItemListParams) =>
  queryOptions({
    queryKey: supplierPortalKeys.itemList(params),
    queryFn: ({ signal }) => getSupplierItems(params, signal),
    placeholderData: keepPreviousData,
  });

export const getSupplierItemCountQueryOptions = (params: ItemListParams) =>
  queryOptions({
    queryKey: supplierPortalKeys.itemCount(filtersOf(params)),
    queryFn: ({ signal }) => getSupplierItemCount(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSupplierItems = (params: ItemListParams) => useQuery(getSupplierItemsQueryOptions(params));
export const useSupplierItemCount = (params: ItemListParams) =>
  useQuery(getSupplierItemCountQueryOptions(params));
