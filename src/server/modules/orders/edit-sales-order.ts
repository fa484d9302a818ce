// The founder's edits of an order (second document §7 "Orders"): each runs in one transaction on the locked
// order and is refused with a 409 once the warehouse processes it (isOrderEditable). Internal notes stay
// editable (they are the founder team's own, the warehouse never reads them).
import { and, eq } from 'drizzle-orm';
import type { Address } from '../../../shared/contract/cart';
import type { OrderShippingMethod } from '../../../shared/contract/sales-orders';
import { isOrderEditable } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { salesOrderLines, salesOrders, shipmentLines, shipments } from '../../db/schema/orders';
import { AppError, conflict, invalid, notFound } from '../../http/errors';
import type { ShippingProvider } from '../../providers/shipping/types';
import { findSkusByCode, releaseAllocation } from '../inventory/ledger';
import { findStoredUploadsById } from '../uploads/find-own-uploads';
import { type Actor, lockOrder, moveOrderStatus, refreshLevels, type SalesOrderRow } from './order-status';

export const LOCKED_MESSAGE = "This order is being processed by the warehouse and can't be changed";

/** The store's order locked for an edit, or 404 / 409. */
export async function editableOrder(tx: Db, storeId: number, orderId: number): Promise<SalesOrderRow> {
  const order = await lockOrder(tx, storeId, orderId);
  if (order.processingStatus === 'FINISHED') throw conflict("This order is finished and can't be changed");
  if (!isOrderEditable(order.processingStatus)) throw conflict(LOCKED_MESSAGE);
  return order;
}

async function lockedLine(tx: Db, orderId: number, lineId: number) {
  const [line] = await tx
    .select()
    .from(salesOrderLines)
    .where(and(eq(salesOrderLines.id, lineId), eq(salesOrderLines.orderId, orderId)))
    .for('update');
  if (!line) throw notFound('Order line');
  return line;
}

/** Gives back `quantity` committed units of a line's SKU (a line keeps allocated + fulfilled + canceled ≤ ordered). */
async function releaseLineUnits(
  tx: Db,
  storeId: number,
  orderId: number,
  line: { id: number; sku: string; allocatedQty: number },
  quantity: number,
  actor: Actor,
) {
  if (quantity <= 0) return;
  const sku = (await findSkusByCode(tx, storeId, [line.sku])).get(line.sku);
  if (sku)
    await releaseAllocation(tx, storeId, [{ skuId: sku.id, quantity }], {
      refType: 'ORDER',
      refId: String(orderId),
      actorUserId: actor.userId,
    });
  await tx
    .update(salesOrderLines)
    .set({ allocatedQty: line.allocatedQty - quantity })
    .where(eq(salesOrderLines.id, line.id));
}

/** PUT line-items/{lineId}/cancel: cancels open units; allocated units among them go back to stock. */
export async function cancelLine(
  db: Db,
  storeId: number,
  orderId: number,
  lineId: number,
  quantity: number,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    await editableOrder(tx, storeId, orderId);
    const line = await lockedLine(tx, orderId, lineId);
    const open = line.quantity - line.canceledQty - line.fulfilledQty;
    if (quantity > open)
      throw invalid(`Only ${open} unit${open === 1 ? '' : 's'} of ${line.sku} can be canceled`, [
        { path: 'quantity', message: `At most ${open}` },
      ]);
    // Units still free of an allocation are canceled first; the rest comes out of the allocation.
    const release = Math.max(0, line.allocatedQty - (open - quantity));
    await releaseLineUnits(tx, storeId, orderId, line, release, actor);
    await tx
      .update(salesOrderLines)
      .set({ canceledQty: line.canceledQty + quantity })
      .where(eq(salesOrderLines.id, lineId));
    await refreshLevels(tx, orderId);
  });
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/**
 * PUT line-items/{lineId}/tracking-info: units the founder shipped outside the warehouse (a wholesale order
 * delivered by hand): a shipment without a label, the units fulfilled; a fully shipped order is FINISHED.
 */
export async function addLineTracking(
  db: Db,
  storeId: number,
  orderId: number,
  lineId: number,
  body: { carrier: string; trackingNumber: string; quantity?: number },
  actor: Actor,
) {
  try {
    return await db.transaction(async (tx) => {
      let order = await editableOrder(tx, storeId, orderId);
      const line = await lockedLine(tx, orderId, lineId);
      const open = line.quantity - line.canceledQty - line.fulfilledQty;
      const quantity = body.quantity ?? open;
      if (open === 0) throw conflict(`Every unit of ${line.sku} is already shipped or canceled`);
      if (quantity > open)
        throw invalid(`Only ${open} unit${open === 1 ? '' : 's'} of ${line.sku} are left to ship`, [
          { path: 'quantity', message: `At most ${open}` },
        ]);
      await releaseLineUnits(
        tx,
        storeId,
        orderId,
        line,
        Math.max(0, line.allocatedQty - (open - quantity)),
        actor,
      );
      const now = new Date();
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderId,
          storeId,
          carrier: body.carrier,
          service: 'Shipped by the store',
          trackingNumber: body.trackingNumber.toUpperCase(),
          labelId: `OUTSIDE-${orderId}-${lineId}-${now.getTime()}`,
          rateCents: 0,
          weightOz: 0,
          trackingStatus: 'IN_TRANSIT',
          purchasedAt: now,
          shippedAt: now,
        })
        .returning({ id: shipments.id });
      await tx.insert(shipmentLines).values({ shipmentId: shipment!.id, lineId, quantity });
      await tx
        .update(salesOrderLines)
        .set({ fulfilledQty: line.fulfilledQty + quantity })
        .where(eq(salesOrderLines.id, lineId));
      order = await refreshLevels(tx, orderId);
      if (order.fulfillmentLevel === 'FULFILLED') {
        if (order.processingStatus === 'ON_HOLD')
          order = await moveOrderStatus(tx, order, {
            to: 'OUTSTANDING',
            actor,
            reason: 'Shipped by the store',
          });
        await moveOrderStatus(tx, order, { to: 'FINISHED', actor, reason: 'Shipped by the store' });
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('That tracking number is already on a shipment');
    throw e;
  }
}

async function setFields(
  db: Db,
  storeId: number,
  orderId: number,
  fields: Partial<SalesOrderRow>,
  locked = true,
) {
  await db.transaction(async (tx) => {
    if (locked) await editableOrder(tx, storeId, orderId);
    else await lockOrder(tx, storeId, orderId);
    await tx
      .update(salesOrders)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(salesOrders.id, orderId));
  });
}

/** PUT notes: the founder team's internal notes (editable at any status). */
export const setNotes = (db: Db, storeId: number, orderId: number, notes: string | null) =>
  setFields(db, storeId, orderId, { notes: notes || null }, false);

/** PUT order-notes: notes for the warehouse and the packing slip. */
export const setOrderNotes = (db: Db, storeId: number, orderId: number, orderNotes: string | null) =>
  setFields(db, storeId, orderId, { orderNotes: orderNotes || null });

export const setShippingMethod = (db: Db, storeId: number, orderId: number, method: OrderShippingMethod) =>
  setFields(db, storeId, orderId, { shippingMethod: method });

/**
 * The provider's normalized address, or 400 naming each problem field; the provider's first suggestion rides
 * along as `suggestion.<field>` details so the page can offer "Use suggested address".
 */
export async function validatedAddress(shipping: ShippingProvider, address: Address, prefix = '') {
  const check = await shipping.validateAddress(address);
  if (check.valid && check.normalized) return check.normalized;
  const suggestion = check.suggestions[0];
  throw new AppError(
    'INVALID',
    `Check the address: ${check.problems[0]?.message ?? 'the carrier cannot deliver to it'}`,
    {
      details: [
        ...check.problems.map((p) => ({ path: `${prefix}${p.field}`, message: p.message })),
        ...(suggestion
          ? Object.entries(suggestion)
              .filter(([, v]) => v !== null && v !== undefined && v !== '')
              .map(([k, v]) => ({ path: `suggestion.${k}`, message: String(v) }))
          : []),
      ],
    },
  );
}

/** PUT shipping-address: validated by the shipping provider first. */
export async function setShippingAddress(
  db: Db,
  shipping: ShippingProvider,
  storeId: number,
  orderId: number,
  address: Address,
) {
  // 404 / 409 before asking the carrier.
  await db.transaction((tx) => editableOrder(tx, storeId, orderId));
  const normalized = await validatedAddress(shipping, address);
  await setFields(db, storeId, orderId, { shippingAddress: normalized });
}

const REQUIREMENT_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp|tiff|bmp))$/;

/** The store's stored uploads by id, checked to be PDFs or pictures; 400 naming the attachment otherwise. */
export async function requirementFiles(
  db: Db,
  storeId: number,
  attachments: { kind: string; uploadId: number }[],
  path = 'attachments',
) {
  if (attachments.length === 0) return [];
  const ids = attachments.map((a) => a.uploadId);
  const rows = await findStoredUploadsById(db, storeId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return attachments.map((a, i) => {
    const file = byId.get(a.uploadId);
    if (!file)
      throw invalid('That file was not found', [
        { path: `${path}.${i}.uploadId`, message: 'Upload it first' },
      ]);
    if (!REQUIREMENT_TYPES.test(file.contentType))
      throw invalid(`${file.fileName} must be a PDF or a picture`, [
        { path: `${path}.${i}.uploadId`, message: 'PDF or picture only' },
      ]);
    return { kind: a.kind, uploadId: file.id, name: file.fileName, key: file.key };
  });
}

/** PUT add-wholesale-order-requirements: appends packing slips, routing guides and labels (10 at most). */
export async function addWholesaleRequirements(
  db: Db,
  storeId: number,
  orderId: number,
  attachments: { kind: string; uploadId: number }[],
) {
  const files = await requirementFiles(db, storeId, attachments);
  await db.transaction(async (tx) => {
    const order = await editableOrder(tx, storeId, orderId);
    if (order.origin !== 'MANUAL_WHOLESALE') throw conflict('Only wholesale orders take requirements');
    const kept = order.wholesaleRequirements.filter((r) => !files.some((f) => f.uploadId === r.uploadId));
    const next = [...kept, ...files];
    if (next.length > 10)
      throw invalid('An order takes 10 files at most', [{ path: 'attachments', message: 'Too many' }]);
    await tx
      .update(salesOrders)
      .set({ wholesaleRequirements: next, updatedAt: new Date() })
      .where(eq(salesOrders.id, orderId));
  });
}
