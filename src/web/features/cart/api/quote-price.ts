import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type PriceAnswer = { quantity: number; unitPriceCents: number; totalCents: number; saved: boolean };

/** PUT /web/creator-order-items/{id}/update-price with save=false: what a cart line would cost at a quantity. */
export const quotePrice = (id: number, quantity: number, signal?: AbortSignal) =>
  callApi('PUT /web/creator-order-items/:id/update-price', {
    params: { id },
    body: { quantity, save: false },
    signal,
    quiet: true,
  });

/** The server's price for an existing line at a quantity being typed (null: nothing to quote). */
export const usePriceQuote = (id: number | null, quantity: number | null) =>
  useQuery({
    queryKey: queryKeys.cart.priceQuote(id ?? 0, quantity ?? 0),
    queryFn: ({ signal }) => quotePrice(id!, quantity!, signal),
    enabled: id != null && quantity != null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
