import { useQuery } from '@tanstack/react-query';
import type { Address } from '../../../../shared/contract/cart';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// Checkout totals of an invoice, computed by the server (the page only shows them). Keyed with the cart's
// previews, so a payment refused for a changed total (409) refetches these too.

/** POST /web/creator-invoice-payments/action/preview { invoiceId }. */
export const previewInvoice = (invoiceId: number, signal?: AbortSignal) =>
  callApi('POST /web/creator-invoice-payments/action/preview', {
    body: { invoiceId },
    signal,
    quiet: true,
  });

export type PublicPreviewOptions = { shippingAddress?: Address };

/** POST /public/creator-invoices/{sn}/preview (with the address, when shipping is charged later). */
export const previewPublicInvoice = (sn: string, options: PublicPreviewOptions, signal?: AbortSignal) =>
  callApi('POST /public/creator-invoices/:sn/preview', {
    params: { sn },
    body: options,
    signal,
    quiet: true,
  });

export const useInvoicePreview = (invoiceId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.cart.preview({ invoiceId }),
    queryFn: ({ signal }) => previewInvoice(invoiceId, signal),
    enabled,
  });

export const usePublicInvoicePreview = (sn: string, options: PublicPreviewOptions, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.cart.preview({ sn, ...options }),
    queryFn: ({ signal }) => previewPublicInvoice(sn, options, signal),
    enabled,
  });
