import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustSkuBody } from '../../../../shared/contract/inventory';
import { callApi } from '../../../api/call-api';

/** Rows a page of the stock list holds. */
export const STOCK_PAGE_SIZE = 25;

export const stockKeys = {
  all: () => ['warehouse', 'stock'] as const,
  list: (q: string, page: number) => ['warehouse', 'stock', 'list', q, page] as const,
  count: (q: string) => ['warehouse', 'stock', 'count', q] as const,
  sku: (id: number) => ['warehouse', 'stock', 'sku', id] as const,
};

const search = (q: string) => (q ? { q } : {});

/** GET /warehouse/skus: a page of every store's SKUs, by SKU code. */
export const useWarehouseSkus = (q: string, page: number) =>
  useQuery({
    queryKey: stockKeys.list(q, page),
    queryFn: ({ signal }) =>
      callApi('GET /warehouse/skus', {
        query: { ...search(q), page, size: STOCK_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /warehouse/skus/action/count: how many SKUs match the search (for the pager). */
export const useWarehouseSkuCount = (q: string) =>
  useQuery({
    queryKey: stockKeys.count(q),
    queryFn: ({ signal }) =>
      callApi('GET /warehouse/skus/action/count', { query: search(q), signal, quiet: true }),
    placeholderData: keepPreviousData,
  });

export const getWarehouseSkuQueryOptions = (id: number) =>
  queryOptions({
    queryKey: stockKeys.sku(id),
    queryFn: ({ signal }) => callApi('GET /warehouse/skus/:id', { params: { id }, signal, quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
export const useWarehouseSku = (id: number) => useQuery(getWarehouseSkuQueryOptions(id));

/** POST /warehouse/skus/{id}/adjust: the cycle count; the SKU's page shows the answer, the list refreshes. */
export const useAdjustSku = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustSkuBody) =>
      callApi('POST /warehouse/skus/:id/adjust', { params: { id }, body, quiet: true }),
    onSuccess: (sku) => qc.setQueryData(stockKeys.sku(id), sku),
    onSettled: () => qc.invalidateQueries({ queryKey: stockKeys.all() }),
  });
};
