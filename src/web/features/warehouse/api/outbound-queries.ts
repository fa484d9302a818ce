import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboundQueueQuery, PackBody } from '../../../../shared/contract/warehouse-outbound';
import type { HoldReason } from '../../../../shared/rules/fulfillment';
import { callApi } from '../../../api/call-api';
import { downloadApiFile } from '../../../api/download-file';

export const outboundKeys = {
  all: () => ['warehouse', 'outbound'] as const,
  queue: (q: Partial<OutboundQueueQuery>) => ['warehouse', 'outbound', 'queue', q] as const,
  count: (q: Partial<OutboundQueueQuery>) => ['warehouse', 'outbound', 'count', q] as const,
  stores: () => ['warehouse', 'outbound', 'stores'] as const,
  order: (id: number) => ['warehouse', 'outbound', 'order', id] as const,
  rates: (id: number, packId: number | null) => ['warehouse', 'outbound', 'rates', id, packId] as const,
  pickList: (ids: number[]) => ['warehouse', 'outbound', 'pick-list', ids] as const,
};

export type QueueFilter = {
  status?: OutboundQueueQuery['status'];
  storeId?: number;
  q?: string;
  page: number;
};

/** GET /warehouse/orders: the queue, expedited first then oldest. */
export const useOutboundQueue = (f: QueueFilter) =>
  useQuery({
    queryKey: outboundKeys.queue(f),
    queryFn: ({ signal }) =>
      callApi('GET /warehouse/orders', { query: { ...f, size: 50 }, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });

export const useOutboundCount = (f: Omit<QueueFilter, 'page'>) =>
  useQuery({
    queryKey: outboundKeys.count(f),
    queryFn: ({ signal }) => callApi('GET /warehouse/orders/action/count', { query: f, signal, quiet: true }),
  });

export const useOutboundStores = () =>
  useQuery({
    queryKey: outboundKeys.stores(),
    queryFn: ({ signal }) => callApi('GET /warehouse/orders/-/stores', { signal, quiet: true }),
  });

export const getOutboundOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: outboundKeys.order(id),
    queryFn: ({ signal }) => callApi('GET /warehouse/orders/:id', { params: { id }, signal, quiet: true }),
  });
export const useOutboundOrder = (id: number) => useQuery(getOutboundOrderQueryOptions(id));

/** Rates for the packed parcel; only asked once there is one. */
export const useOutboundRates = (id: number, packId: number | null) =>
  useQuery({
    queryKey: outboundKeys.rates(id, packId),
    queryFn: ({ signal }) =>
      callApi('GET /warehouse/orders/:id/rates', { params: { id }, signal, quiet: true }),
    enabled: packId != null,
    staleTime: 5 * 60_000,
  });

export const usePickList = (ids: number[]) =>
  useQuery({
    queryKey: outboundKeys.pickList(ids),
    queryFn: ({ signal }) =>
      callApi('GET /warehouse/orders/-/pick-list', { query: { ids: ids.join(',') }, signal, quiet: true }),
    enabled: ids.length > 0,
  });

function useOutboundMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboundKeys.all() }),
  });
}

export const useAllocate = () =>
  useOutboundMutation((id: number) =>
    callApi('POST /warehouse/orders/:id/allocate', { params: { id }, quiet: true }),
  );
export const usePack = (id: number) =>
  useOutboundMutation((body: PackBody) =>
    callApi('POST /warehouse/orders/:id/pack', { params: { id }, body, quiet: true }),
  );
/** The key is the parcel's: a retried click of the same parcel never buys a second label. */
export const useBuyLabel = (id: number) =>
  useOutboundMutation((v: { rateId: string; key: string }) =>
    callApi('POST /warehouse/orders/:id/labels', {
      params: { id },
      body: { rateId: v.rateId },
      headers: { 'idempotency-key': v.key },
      quiet: true,
    }),
  );
export const useHold = (id: number) =>
  useOutboundMutation((body: { reason: HoldReason; note?: string }) =>
    callApi('POST /warehouse/orders/:id/hold', { params: { id }, body, quiet: true }),
  );
export const useFinish = (id: number) =>
  useOutboundMutation(() => callApi('POST /warehouse/orders/:id/finish', { params: { id }, quiet: true }));

/** GET /warehouse/attachments/-/download?assetId= (spec §7); fails with "could not download file". */
export const downloadAttachment = (assetId: string, fileName: string) =>
  downloadApiFile(`/warehouse/attachments/-/download?assetId=${encodeURIComponent(assetId)}`, fileName);
