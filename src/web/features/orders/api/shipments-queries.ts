import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { downloadApiFile } from '../../../api/download-file';

export const shipmentKeys = {
  order: (orderId: number) => ['orders', orderId, 'shipments'] as const,
};

/** GET /web/orders/{id}/shipments: the labels and their carrier events; refreshed while a parcel moves. */
export const getOrderShipmentsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: shipmentKeys.order(orderId),
    queryFn: ({ signal }) =>
      callApi('GET /web/orders/:id/shipments', { params: { id: orderId }, signal, quiet: true }),
    refetchInterval: (q) =>
      q.state.data?.some(
        (s) => !s.voidedAt && !['DELIVERED', 'RETURNED', 'FAILURE'].includes(s.trackingStatus),
      )
        ? 15_000
        : false,
  });
export const useOrderShipments = (orderId: number) => useQuery(getOrderShipmentsQueryOptions(orderId));

/** POST /web/orders/{id}/shipments/recreate: void the label and buy it again (409 once in transit). */
export const useRecreateShipment = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) =>
      callApi('POST /web/orders/:id/shipments/recreate', {
        params: { id: orderId },
        body: { shipmentId },
        quiet: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

export const downloadShipmentLabel = (orderId: number, shipmentId: number, trackingNumber: string) =>
  downloadApiFile(`/web/orders/${orderId}/shipments/${shipmentId}/label`, `label-${trackingNumber}.pdf`);
