import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export const PAYMENT_RECORDS_PAGE_SIZE = 10;

/** GET /web/payment-records: what the store paid, newest first, a page at a time. */
export const getPaymentRecords = (page: number, signal?: AbortSignal) =>
  callApi('GET /web/payment-records', { query: { page, size: PAYMENT_RECORDS_PAGE_SIZE }, signal });

export const getPaymentRecordsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.account.paymentRecords(page),
    queryFn: ({ signal }) => getPaymentRecords(page, signal),
    placeholderData: keepPreviousData,
  });

export const usePaymentRecords = (page: number) => useQuery(getPaymentRecordsQueryOptions(page));

/** GET /web/payment-records/{id}: one record with its lines. */
export const getPaymentRecord = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/payment-records/:id', { params: { id }, signal });

export const usePaymentRecord = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.account.paymentRecord(id ?? 0),
    queryFn: ({ signal }) => getPaymentRecord(id ?? 0, signal),
    enabled: id !== null,
  });
