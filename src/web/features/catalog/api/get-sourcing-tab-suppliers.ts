import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SourcingTab } from '../../../../shared/contract/catalog';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-companies/sourcing-tab/suppliers: the featured suppliers of a sourcing home tab. */
export const getSourcingTabSuppliers = (tab: SourcingTab, signal?: AbortSignal) =>
  callApi('GET /web/catalog-companies/sourcing-tab/suppliers', {
    query: { tab, size: 12 },
    signal,
  });

export const getSourcingTabSuppliersQueryOptions = (tab: SourcingTab) =>
  queryOptions({
    queryKey: queryKeys.catalog.tabSuppliers(tab),
    queryFn: ({ signal }) => getSourcingTabSuppliers(tab, signal),
    staleTime: 5 * 60_000,
  });

export const useSourcingTabSuppliers = (tab: SourcingTab) =>
  useQuery(getSourcingTabSuppliersQueryOptions(tab));
