import { callApi } from '../../../api/call-api';

/**
 * POST /web/creator-order-items/{id}/event-purchase: the purchase's analytics payload. The server answers
 * push=true once per payment, so a reload of the success page pushes nothing twice. Silent: reporting never
 * bothers the buyer.
 */
export const recordPurchaseEvent = (orderItemId: number, firstTime: boolean) =>
  callApi('POST /web/creator-order-items/:id/event-purchase', {
    params: { id: orderItemId },
    body: { firstTime },
    silent: true,
  });
