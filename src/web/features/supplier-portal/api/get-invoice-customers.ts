import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvoiceCustomer } from '../../../../shared/contract/invoices';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

export type Customer = z.infer<typeof InvoiceCustomer>;

/** GET /web/supplier-invoices/action/customers: stores the supplier talks with or got a request from. */
export const getInvoiceCustomers = (signal?: AbortSignal) =>
  callApi('GET /web/supplier-invoices/action/customers', { signal });

export const getInvoiceCustomersQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.invoiceCustomers(),
    queryFn: ({ signal }) => getInvoiceCustomers(signal),
    staleTime: 60_000,
  });

export const useInvoiceCustomers = () => useQuery(getInvoiceCustomersQueryOptions());
