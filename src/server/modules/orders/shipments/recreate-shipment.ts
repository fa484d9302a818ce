// `POST /web/orders/{id}/shipments/recreate` (§7, decision 045): the founder replaces a label the carrier does not
// have yet (a new address, a wrong service): a new label is bought for the same parcel, then the old one is
// voided; once the carrier has the parcel the void is refused and so is the recreate (409), and the new label is
// voided again. The old shipment is kept as voided; its units stay fulfilled, so stock never moves twice.
import { and, eq } from 'drizzle-orm';
import type { Shipment } from '../../../../shared/contract/tracking';
import { boxOf } from '../../../../shared/rules/outbound';
import { isInCarrierHands } from '../../../../shared/rules/tracking';
import { shipmentLines, shipments } from '../../../db/schema/orders';
import { AppError, conflict, notFound } from '../../../http/errors';
import { lockOrder } from '../order-status';
import { type LabelDeps, labelInputOf } from './buy-label';
import { shipmentValues, storeLabel } from './label-file';
import { asTrackingStatus, shipmentsOfOrders } from './shipment-view';

const IN_TRANSIT = 'The carrier already has this parcel; its label can no longer be voided or recreated';

export async function recreateShipment(
  deps: LabelDeps,
  storeId: number,
  orderId: number,
  shipmentId: number,
): Promise<Shipment> {
  const { db } = deps;
  const order = await db.transaction((tx) => lockOrder(tx, storeId, orderId));
  const [old] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId), eq(shipments.storeId, storeId)));
  if (!old) throw notFound('Shipment');
  if (old.voidedAt) throw conflict('This label was already voided');
  if (isInCarrierHands(asTrackingStatus(old.trackingStatus))) throw conflict(IN_TRANSIT);
  const box = boxOf(old.box ?? '');
  const input = labelInputOf(order.shippingAddress, {
    lengthIn: box?.lengthIn ?? 10,
    widthIn: box?.widthIn ?? 8,
    heightIn: box?.heightIn ?? 4,
    weightOz: old.weightOz,
  });
  const rates = await deps.shipping.labelRates(input);
  const rate = rates.find((r) => r.carrier === old.carrier && r.service === old.service) ?? rates[0];
  if (!rate) throw conflict('No carrier rates this parcel any more');
  const label = await deps.shipping.buyLabel({
    rateId: rate.id,
    labelRateInput: input,
    reference: order.orderNumber,
    idempotencyKey: `recreate-${shipmentId}`,
  });
  const voidNew = () =>
    deps.shipping
      .voidLabel({ labelId: label.labelId, purchasedAt: new Date(label.purchasedAt) })
      .catch(() => undefined);
  try {
    await deps.shipping.voidLabel({ labelId: old.labelId, purchasedAt: old.purchasedAt });
  } catch (err) {
    await voidNew();
    if (err instanceof AppError && (err.code === 'REFUSED' || err.code === 'CONFLICT'))
      throw conflict(IN_TRANSIT);
    throw err;
  }
  let newId: number;
  try {
    const labelKey = await storeLabel(deps.storage, storeId, label);
    newId = await db.transaction(async (tx) => {
      const voided = await tx
        .update(shipments)
        .set({ voidedAt: new Date() })
        .where(and(eq(shipments.id, old.id), eq(shipments.storeId, storeId)))
        .returning({ id: shipments.id, voidedAt: shipments.voidedAt });
      if (voided.length === 0) throw notFound('Shipment');
      const [row] = await tx
        .insert(shipments)
        .values(shipmentValues(label, { orderId, storeId, labelKey, box: old.box, weightOz: old.weightOz }))
        .returning({ id: shipments.id });
      const lines = await tx
        .select({ lineId: shipmentLines.lineId, quantity: shipmentLines.quantity })
        .from(shipmentLines)
        .where(eq(shipmentLines.shipmentId, old.id));
      if (lines.length > 0)
        await tx
          .insert(shipmentLines)
          .values(lines.map((l) => ({ shipmentId: row!.id, lineId: l.lineId, quantity: l.quantity })));
      return row!.id;
    });
  } catch (err) {
    await voidNew();
    throw err;
  }
  const list = (await shipmentsOfOrders(db, [orderId])).get(orderId) ?? [];
  return list.find((s) => s.id === newId)!;
}
