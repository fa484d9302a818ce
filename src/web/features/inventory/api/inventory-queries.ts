import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInventoryProductBody, INVENTORY_FILTERS } from '../../../../shared/contract/inventory';
import { callApi } from '../../../api/call-api';

export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];

export const inventoryKeys = {
  all: () => ['inventory'] as const,
  list: (q: { q?: string; filter: InventoryFilter; page: number }) => ['inventory', 'list', q] as const,
  sku: (id: number) => ['inventory', 'sku', id] as const,
};

export const PAGE_SIZE = 25;

/** GET /web/inventory: products with SKUs, counts and bins. */
export const useInventory = (q: { q?: string; filter: InventoryFilter; page: number }) =>
  useQuery({
    queryKey: inventoryKeys.list(q),
    queryFn: ({ signal }) =>
      callApi('GET /web/inventory', {
        query: { q: q.q || undefined, filter: q.filter, page: q.page, size: PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /web/inventory/skus/{id}: one SKU with a page of its ledger (older pages by `before`). */
export const skuDetailQueryOptions = (id: number, before?: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.sku(id), before ?? null],
    queryFn: ({ signal }) =>
      callApi('GET /web/inventory/skus/:id', {
        params: { id },
        query: { before, size: 20 },
        signal,
        quiet: true,
      }),
  });
export const useSkuDetail = (id: number | null, before?: number) =>
  useQuery({ ...skuDetailQueryOptions(id ?? 0, before), enabled: id != null });

export function useUpdateSku() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      id: number;
      lowStockThreshold?: number;
      weightOz?: number;
      barcode?: string | null;
    }) => {
      const { id, ...body } = v;
      return callApi('PUT /web/inventory/skus/:id', { params: { id }, body, quiet: true });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: inventoryKeys.all() }),
  });
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInventoryProductBody) =>
      callApi('POST /web/inventory/products', { body, quiet: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: inventoryKeys.all() }),
  });
}

/** Catalog products matching a keyword, to add one to inventory. */
export const useCatalogSearch = (keyword: string) =>
  useQuery({
    queryKey: ['inventory', 'catalog-search', keyword],
    queryFn: ({ signal }) =>
      callApi('GET /web/catalog-items', { query: { keyword, size: 8 }, signal, quiet: true }),
    enabled: keyword.trim().length >= 2,
  });
