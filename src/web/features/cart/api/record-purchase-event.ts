import type { PurchaseEvent } from '../../../../shared/contract/cart';
import { apiRequest } from '../../../api/client';

/**
 * POST /web/creator-order-items/{id}/event-purchase: the purchase's analytics payload. The server answers
 * push=true once per payment, so a reload of the success page pushes nothing twice. Silent: reporting never
 * bothers the buyer.
 */
export const recordPurchaseEvent = (orderItemId: number, firstTime: boolean) =>
  apiRequest<PurchaseEvent>(`/web/creator-order-items/${orderItemId}/event-purchase`, {
    method: 'POST',
    body: { firstTime },
    silent: true,
  });
