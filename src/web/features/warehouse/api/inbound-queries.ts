import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';

export const inboundKeys = {
  all: () => ['warehouse', 'inbound'] as const,
  queue: (view: 'OPEN' | 'CLOSED') => ['warehouse', 'inbound', 'queue', view] as const,
  one: (sn: string) => ['warehouse', 'inbound', 'one', sn] as const,
};

/** The inbound queue across stores; refreshed every 15 s (new notices arrive while staff work). */
export const useInboundQueue = (view: 'OPEN' | 'CLOSED') =>
  useQuery({
    queryKey: inboundKeys.queue(view),
    queryFn: ({ signal }) => callApi('GET /warehouse/receivings', { query: { view }, signal, quiet: true }),
    refetchInterval: 15_000,
  });

export const useInboundReceiving = (sn: string) =>
  useQuery({
    queryKey: inboundKeys.one(sn),
    queryFn: ({ signal }) =>
      callApi('GET /warehouse/receivings/:sn', { params: { sn }, signal, quiet: true }),
  });

function useInboundMutation<V, R>(sn: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: inboundKeys.all() }),
    onSuccess: (data) => {
      const receiving = (data as { receiving?: unknown }).receiving ?? data;
      qc.setQueryData(inboundKeys.one(sn), receiving);
    },
  });
}

export const useCheckIn = (sn: string) =>
  useInboundMutation(sn, (cartons: number) =>
    callApi('POST /warehouse/receivings/:sn/check-in', { params: { sn }, body: { cartons }, quiet: true }),
  );

export const useCountLine = (sn: string) =>
  useInboundMutation(sn, (v: { lineId: number; receivedQty: number; damagedQty: number; bin?: string }) => {
    const { lineId, ...body } = v;
    return callApi('PUT /warehouse/receivings/:sn/lines/:lineId', {
      params: { sn, lineId },
      body,
      quiet: true,
    });
  });

export const useCommitLine = (sn: string) =>
  useInboundMutation(sn, (v: { lineId: number; expectedCommitted: number }) =>
    callApi('POST /warehouse/receivings/:sn/lines/:lineId/commit', {
      params: { sn, lineId: v.lineId },
      body: { expectedCommitted: v.expectedCommitted },
      quiet: true,
    }),
  );

export const useCloseReceiving = (sn: string) =>
  useInboundMutation(sn, (note: string) =>
    callApi('POST /warehouse/receivings/:sn/close', {
      params: { sn },
      body: { note: note || undefined },
      quiet: true,
    }),
  );

export const useForwardReceiving = (sn: string) =>
  useInboundMutation(sn, (v: { reason: string; trackingNumber: string }) =>
    callApi('POST /warehouse/receivings/:sn/forward', {
      params: { sn },
      body: { reason: v.reason, trackingNumber: v.trackingNumber.trim() || undefined },
      quiet: true,
    }),
  );
