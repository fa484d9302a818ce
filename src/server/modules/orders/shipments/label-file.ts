// Where a label's PDF lives (decision 045): the embedded carrier's PDF in the storage provider under a key
// derived from the store and the tracking number; a real carrier's label stays at its URL.

import type { shipments } from '../../../db/schema/orders';
import type { PurchasedLabel } from '../../../providers/shipping/types';
import type { StorageProvider } from '../../../providers/storage/types';

export const labelKeyOf = (storeId: number, trackingNumber: string) =>
  `labels/${storeId}/${trackingNumber.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;

/** Stores the label's PDF when the carrier gave one; answers its key (null for a hosted label). */
export async function storeLabel(storage: StorageProvider, storeId: number, label: PurchasedLabel) {
  if (!label.pdf) return null;
  const key = labelKeyOf(storeId, label.trackingNumber);
  await storage.put(key, label.pdf, 'application/pdf');
  return key;
}

/** The shipment row a bought label becomes: the carrier's facts, where its PDF is, and the parcel it is for. */
export function shipmentValues(
  label: PurchasedLabel,
  parcel: { orderId: number; storeId: number; labelKey: string | null; box: string | null; weightOz: number },
): typeof shipments.$inferInsert {
  return {
    ...parcel,
    carrier: label.carrier,
    service: label.service,
    trackingNumber: label.trackingNumber,
    labelId: label.labelId,
    labelUrl: label.labelUrl,
    rateCents: label.rateCents,
    estimatedDeliveryDate: label.estimatedDeliveryDate,
    purchasedAt: new Date(label.purchasedAt),
  };
}
