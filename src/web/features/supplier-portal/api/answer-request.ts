import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitQuoteInput } from '../../../../shared/contract/projects';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** PUT /web/supplier-project-requests/{id}/quote: submits or revises the quote (errors shown inline). */
export const submitQuote = ({ id, body }: { id: number; body: SubmitQuoteInput }) =>
  callApi('PUT /web/supplier-project-requests/:id/quote', { params: { id }, body, quiet: true });

/** POST /web/supplier-project-requests/{id}/decline: passes on the request (withdraws a quote). */
export const declineRequest = (id: number) =>
  callApi('POST /web/supplier-project-requests/:id/decline', { params: { id } });

function useRefreshRequests() {
  const queryClient = useQueryClient();
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.request(id) });
    void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.requests() });
    void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.summary() });
  };
}

export function useSubmitQuote() {
  const refresh = useRefreshRequests();
  return useMutation({ mutationFn: submitQuote, onSuccess: (quote) => refresh(quote.projectId) });
}

export function useDeclineRequest() {
  const refresh = useRefreshRequests();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(supplierPortalKeys.request(request.id), request);
      refresh(request.id);
    },
  });
}
