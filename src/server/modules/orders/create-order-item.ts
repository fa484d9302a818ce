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

/** POST /web/creator-order-items: a catalog product (with nested packaging or prints) as a new order line. */
export async function createOrderItem(db: Db, ctx: StoreCtx, body: CreateOrderItemBody): Promise<OrderItem> {
  const nested = body.items ?? [];
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
