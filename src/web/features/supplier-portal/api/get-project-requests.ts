import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

export type RequestListParams = {
  sort: '-sentAt' | 'sentAt' | '-quantity' | 'quantity';
  page: number;
  size: number;
};

/** GET /web/supplier-project-requests: requests sent to the supplier, or open and in its categories. */
export const getSupplierRequests = (params: RequestListParams, signal?: AbortSignal) =>
  callApi('GET /web/supplier-project-requests', { query: params, signal });

/** GET /web/supplier-project-requests/action/count */
export const getSupplierRequestCount = (signal?: AbortSignal) =>
  callApi('GET /web/supplier-project-requests/action/count', { signal });

export const getSupplierRequestsQueryOptions = (params: RequestListParams) =>
  queryOptions({
    queryKey: supplierPortalKeys.requestList(params),
    queryFn: ({ signal }) => getSupplierRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export const getSupplierRequestCountQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.requestCount(),
    queryFn: ({ signal }) => getSupplierRequestCount(signal),
  });

export const useSupplierRequests = (params: RequestListParams) =>
  useQuery(getSupplierRequestsQueryOptions(params));
export const useSupplierRequestCount = () => useQuery(getSupplierRequestCountQueryOptions());
