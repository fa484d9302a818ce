import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** What the buyer chose so far; every total is the server's answer to it. */
export type CheckoutChoices = {
  shippingAddressId?: number;
  shippingOptionId?: string;
  promoCode?: string;
  financingTermDays?: 30 | 60 | 90;
};

export type PreviewInput = { orderItemIds: number[] } & CheckoutChoices;

/** POST /web/creator-invoice-payments/action/preview: the totals, shipping options and promo answer. */
export const previewCheckout = (body: PreviewInput, signal?: AbortSignal) =>
  callApi('POST /web/creator-invoice-payments/action/preview', {
    body,
    signal,
    quiet: true,
  });

/** Drops unset choices, so the same choices share one cache entry. */
function cleanInput(input: PreviewInput): PreviewInput {
  const out: PreviewInput = { orderItemIds: [...input.orderItemIds].sort((a, b) => a - b) };
  if (input.shippingAddressId != null) out.shippingAddressId = input.shippingAddressId;
  if (input.shippingOptionId) out.shippingOptionId = input.shippingOptionId;
  if (input.promoCode) out.promoCode = input.promoCode;
  if (input.financingTermDays) out.financingTermDays = input.financingTermDays;
  return out;
}

export function useCheckoutPreview(input: PreviewInput, enabled = true) {
  const body = cleanInput(input);
  return useQuery({
    queryKey: queryKeys.cart.preview(body),
    queryFn: ({ signal }) => previewCheckout(body, signal),
    enabled: enabled && body.orderItemIds.length > 0,
    // While a new choice is priced, the previous totals stay (marked as updating) rather than vanish.
    placeholderData: keepPreviousData,
  });
}
