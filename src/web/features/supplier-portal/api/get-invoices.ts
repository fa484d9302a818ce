import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '../../../../shared/rules/invoices';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

export type InvoiceListParams = { status?: InvoiceStatus; page: number; size: number };

/** GET /web/supplier-invoices: one page of the supplier's invoices, newest first. */
export const getSupplierInvoices = (params: InvoiceListParams, signal?: AbortSignal) =>
  callApi('GET /web/supplier-invoices', {
    query: { status: params.status, page: params.page, size: params.size },
    signal,
  });

/** GET …/action/count: how many have the same status (for the pager). */
export const getSupplierInvoiceCount = (status: InvoiceStatus | undefined, signal?: AbortSignal) =>
  callApi('GET /web/supplier-invoices/action/count', { query: { status }, signal });

export const getSupplierInvoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: supplierPortalKeys.invoiceList(params),
    queryFn: ({ signal }) => getSupplierInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export const getSupplierInvoiceCountQueryOptions = (status: InvoiceStatus | undefined) =>
  queryOptions({
    queryKey: supplierPortalKeys.invoiceCount({ status }),
    queryFn: ({ signal }) => getSupplierInvoiceCount(status, signal),
    placeholderData: keepPreviousData,
  });

export const useSupplierInvoices = (params: InvoiceListParams) =>
  useQuery(getSupplierInvoicesQueryOptions(params));
export const useSupplierInvoiceCount = (status: InvoiceStatus | undefined) =>
  useQuery(getSupplierInvoiceCountQueryOptions(status));
