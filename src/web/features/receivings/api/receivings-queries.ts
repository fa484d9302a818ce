import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReceivingBody, RECEIVING_LIST_STATUSES } from '../../../../shared/contract/receivings';
import { callApi } from '../../../api/call-api';

export type ReceivingStatusFilter = (typeof RECEIVING_LIST_STATUSES)[number];

export const receivingKeys = {
  all: () => ['receivings'] as const,
  list: (status: ReceivingStatusFilter | undefined, page: number) =>
    ['receivings', 'list', status ?? 'ALL', page] as const,
  one: (sn: string) => ['receivings', 'one', sn] as const,
  sendable: () => ['receivings', 'sendable'] as const,
};

export const RECEIVINGS_PAGE_SIZE = 25;

export const useReceivings = (status: ReceivingStatusFilter | undefined, page: number) =>
  useQuery({
    queryKey: receivingKeys.list(status, page),
    queryFn: ({ signal }) =>
      callApi('GET /web/receivings', {
        query: { status, page, size: RECEIVINGS_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useReceiving = (sn: string) =>
  useQuery({
    queryKey: receivingKeys.one(sn),
    queryFn: ({ signal }) => callApi('GET /web/receivings/:sn', { params: { sn }, signal, quiet: true }),
  });

export const useSendableItems = (enabled = true) =>
  useQuery({
    queryKey: receivingKeys.sendable(),
    queryFn: ({ signal }) => callApi('GET /web/receivings/-/sendable-items', { signal, quiet: true }),
    enabled,
  });

function useReceivingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      qc.invalidateQueries({ queryKey: receivingKeys.all() });
      qc.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

export const useCreateReceiving = () =>
  useReceivingMutation((body: CreateReceivingBody) => callApi('POST /web/receivings', { body, quiet: true }));

export const useUpdateReceiving = (sn: string) =>
  useReceivingMutation(
    (body: {
      trackingNumber?: string | null;
      carrier?: string | null;
      expectedDate?: string;
      cartons?: number;
      inboundStatus?: 'NOT_YET_SHIPPED' | 'NOT_YET_DELIVERED';
    }) => callApi('PUT /web/receivings/:sn', { params: { sn }, body, quiet: true }),
  );

export const useCancelReceiving = (sn: string) =>
  useReceivingMutation(() => callApi('POST /web/receivings/:sn/cancel', { params: { sn }, quiet: true }));
