import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CreateOrderItemBody, OrderItem } from '../../../shared/contract/cart';
import { feeKindOf, type ItemStatus, type OrderType, unitPriceFor } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi, creatorOrderItemHistory } from '../../db/schema/orders';
import type { StoreCtx } from '../../http/context';
import { invalid, notFound } from '../../http/errors';
import { findItemsForPricing } from '../catalog/items-for-orders';
import { checkCartRoom } from './check-cart-room';
import { getOrderItem } from './get-order-item';
import { checkColor, priceLine, skuOf } from './line-pricing';

/**
 * POST /web/creator-order-items: a catalog product (with nested packaging or prints) as a new order line.
 * The same product, order type, colour and shipping mode put in the cart again adds to the line already
 * there (priced again at the new quantity) instead of a second line; lines with nested items stay apart
 * (decision 030).
 */
export async function createOrderItem(db: Db, ctx: StoreCtx, body: CreateOrderItemBody): Promise<OrderItem> {
  const nested = body.items ?? [];
  if (nested.length === 0 && body.inCart !== false) {
    const merged = await addToSameLine(db, ctx, body);
    if (merged !== null) return getOrderItem(db, ctx.storeId, merged);
  }
  const products = await findItemsForPricing(db, [body.catalogItemId, ...nested.map((n) => n.catalogItemId)]);
  const product = products.get(body.catalogItemId);
  if (!product || product.disabledAt) throw notFound('Catalog item');
  const colorOption = checkColor(product, body.colorOption);
  const unitPriceCents = priceLine(product, body.orderType, body.quantity);
  const nestedLines = nested.map((n, i) => {
    const p = products.get(n.catalogItemId);
    if (!p || p.disabledAt) throw notFound('Catalog item');
    if (p.companyId !== product.companyId)
      throw invalid('A nested item comes from the same supplier', [
        { path: `items.${i}.catalogItemId`, message: 'Choose a product of the same supplier' },
      ]);
    // Nested items (packaging, prints) go with their parent: no MOQ of their own.
    const type: OrderType = body.orderType === 'SAMPLES' ? 'SAMPLES' : 'INVENTORY';
    const price = unitPriceFor(type, p.priceTiers, n.quantity, p.samplePriceCents);
    return { p, n, price };
  });
  const status: ItemStatus = body.inCart === false ? 'NOT_PURCHASED' : 'IN_SHOPPING_CART';
  const id = await db.transaction(async (tx) => {
    if (status === 'IN_SHOPPING_CART') await checkCartRoom(tx, ctx.storeId);
    const base = {
      storeId: ctx.storeId,
      companyId: product.companyId,
      orderSource: 'SOURCING_MARKETPLACE' as const,
      status,
      shippingMode: body.shippingMode ?? 'QUARRY_SHIPPING',
    };
    const [parent] = await tx
      .insert(coi)
      .values({
        ...base,
        catalogItemId: product.id,
        orderType: body.orderType,
        feeKind: feeKindOf(body.orderType, product.tab),
        title: product.title,
        sku: skuOf(product.id, colorOption),
        variant: colorOption,
        colorOption,
        quantity: body.quantity,
        unitPriceCents,
      })
      .returning({ id: coi.id });
    const ids = [parent!.id];
    if (nestedLines.length) {
      const kids = await tx
        .insert(coi)
        .values(
          nestedLines.map(({ p, n, price }) => ({
            ...base,
            parentId: parent!.id,
            catalogItemId: p.id,
            orderType: body.orderType,
            feeKind: feeKindOf(body.orderType, p.tab),
            title: p.title,
            sku: skuOf(p.id, null),
            printTemplateId: n.printTemplateId ?? null,
            quantity: n.quantity,
            unitPriceCents: price,
          })),
        )
        .returning({ id: coi.id });
      ids.push(...kids.map((k) => k.id));
    }
    await tx
      .insert(creatorOrderItemHistory)
      .values(ids.map((orderItemId) => ({ orderItemId, fromStatus: null, toStatus: status })));
    return parent!.id;
  });
  return getOrderItem(db, ctx.storeId, id);
}

/**
 * Adds `body.quantity` to the store's cart line of the same product, order type, colour and shipping mode
 * (one without nested items), re-priced at the summed quantity. The line's id, or null when there is none.
 */
async function addToSameLine(db: Db, ctx: StoreCtx, body: CreateOrderItemBody): Promise<number | null> {
  const product = (await findItemsForPricing(db, [body.catalogItemId])).get(body.catalogItemId);
  if (!product || product.disabledAt) throw notFound('Catalog item');
  const colorOption = checkColor(product, body.colorOption);
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: coi.id, quantity: coi.quantity })
      .from(coi)
      .where(
        and(
          eq(coi.storeId, ctx.storeId),
          eq(coi.status, 'IN_SHOPPING_CART'),
          isNull(coi.parentId),
          isNull(coi.invoiceItemId),
          eq(coi.orderSource, 'SOURCING_MARKETPLACE'),
          eq(coi.catalogItemId, product.id),
          eq(coi.orderType, body.orderType),
          colorOption === null ? isNull(coi.colorOption) : eq(coi.colorOption, colorOption),
          eq(coi.shippingMode, body.shippingMode ?? 'QUARRY_SHIPPING'),
          sql`not exists (select 1 from ${coi} k where k.parent_id = ${coi.id})`,
        ),
      )
      .orderBy(coi.id)
      .limit(1)
      .for('update');
    if (!line) return null;
    const quantity = line.quantity + body.quantity;
    const unitPriceCents = priceLine(product, body.orderType, quantity);
    await tx.update(coi).set({ quantity, unitPriceCents, updatedAt: new Date() }).where(eq(coi.id, line.id));
    return line.id;
  });
}
