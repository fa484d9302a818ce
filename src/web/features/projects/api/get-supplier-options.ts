import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogCompany } from '../../../../shared/contract/catalog';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// The catalog calls the project form needs (through the contract, not the catalog feature's code): supplier
// search for the picker, suppliers by id for a prefilled or saved choice, and the category tree.

export type SupplierOption = { id: number; name: string; countryCode: string };
const toOption = (c: CatalogCompany): SupplierOption => ({
  id: c.id,
  name: c.name,
  countryCode: c.countryCode,
});

/** GET /web/catalog-companies?keyword=: the first 20 matches. */
export const searchSuppliers = async (keyword: string, signal?: AbortSignal) =>
  (await callApi('GET /web/catalog-companies', { query: { keyword, size: 20 }, signal })).map(toOption);

/** GET /web/catalog-companies/{ids}: up to 50 suppliers by id. */
export const getSuppliersById = async (ids: number[], signal?: AbortSignal) =>
  ids.length === 0
    ? []
    : (
        await callApi('GET /web/catalog-companies/:ids', {
          params: { ids: ids.join(',') },
          signal,
          quiet: true,
        })
      ).map(toOption);

export const useSupplierSearch = (keyword: string) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.projects.supplierSearch(keyword),
      queryFn: ({ signal }) => searchSuppliers(keyword, signal),
    }),
    placeholderData: keepPreviousData,
  });

export const useSuppliersById = (ids: number[]) =>
  useQuery({
    queryKey: queryKeys.projects.suppliersById([...ids].sort((a, b) => a - b).join(',')),
    queryFn: ({ signal }) => getSuppliersById(ids, signal),
    enabled: ids.length > 0,
  });

/** GET /web/catalog-categories (shares the catalog's cache entry). */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: queryKeys.catalog.categories(),
    queryFn: ({ signal }) => callApi('GET /web/catalog-categories', { query: { size: 9999 }, signal }),
    staleTime: 60 * 60_000,
  });
