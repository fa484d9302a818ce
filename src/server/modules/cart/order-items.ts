import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  CreateOrderItemBody,
  OrderItem,
  OrderItemDetail,
  UpdateOrderItemBody,
} from '../../../shared/contract/cart';
import { parseColorOptions } from '../../../shared/rules/color-options';
import {
  canMove,
  feeKindOf,
  type ItemStatus,
  MAX_CART_ITEMS,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
  type OrderTab,
  type OrderType,
  quantityProblem,
  unitPriceFor,
} from '../../../shared/rules/order-items';
import { normalizePromoCode } from '../../../shared/rules/promo-codes';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { creatorOrderItems as coi, creatorOrderItemHistory } from '../../db/schema/orders';
import { creatorInvoicePayments, promoCodeRedemptions } from '../../db/schema/payments';
import type { StoreCtx } from '../../http/context';
import { conflict, invalid, notFound, refused } from '../../http/errors';
import { childrenOf, type ItemRow, ownItem, selectItems, toOrderItem, withChildren } from './item-rows';

const EDITABLE: readonly ItemStatus[] = ['NOT_PURCHASED', 'IN_SHOPPING_CART'];

type CatalogProduct = {
  id: number;
  companyId: number;
  title: string;
  tab: string;
  moq: number;
  priceTiers: { minQuantity: number; unitPriceCents: number }[];
  colorOptions: string;
  samplePriceCents: number | null;
  disabledAt: Date | null;
};

async function loadProducts(db: Db, ids: number[]): Promise<Map<number, CatalogProduct>> {
  const rows = await db
    .select({
      id: catalogItems.id,
      companyId: catalogItems.companyId,
      title: catalogItems.title,
      tab: catalogItems.tab,
      moq: catalogItems.moq,
      priceTiers: catalogItems.priceTiers,
      colorOptions: catalogItems.colorOptions,
      samplePriceCents: catalogCompanies.samplePriceCents,
      disabledAt: catalogItems.disabledAt,
    })
    .from(catalogItems)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
    .where(inArray(catalogItems.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The colour name as the product spells it, or a 400 naming the ones it has. */
function checkColor(product: CatalogProduct, colorOption: string | null | undefined): string | null {
  const options = parseColorOptions(product.colorOptions);
  if (colorOption == null) return null;
  const match = options.find((o) => o.name.toLowerCase() === colorOption.trim().toLowerCase());
  if (!match)
    throw invalid('This product has no such colour', [
      {
        path: 'colorOption',
        message: options.length
          ? `Choose one of: ${options.map((o) => o.name).join(', ')}`
          : 'This product has no colour options',
      },
    ]);
  return match.name;
}

function priceLine(product: CatalogProduct, orderType: OrderType, quantity: number, path = 'quantity') {
  const problem = quantityProblem(orderType, quantity, product.moq);
  if (problem) throw invalid(problem, [{ path, message: problem }]);
  return unitPriceFor(orderType, product.priceTiers, quantity, product.samplePriceCents);
}

const skuOf = (productId: number, color: string | null) =>
  `QI-${productId}${color ? `-${color.toUpperCase().replace(/[^A-Z0-9]+/g, '')}` : ''}`;

export async function createOrderItem(db: Db, ctx: StoreCtx, body: CreateOrderItemBody): Promise<OrderItem> {
  const nested = body.items ?? [];
  const products = await loadProducts(db, [body.catalogItemId, ...nested.map((n) => n.catalogItemId)]);
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

async function loadOwn(db: Db, storeId: number, id: number): Promise<ItemRow> {
  const [row] = await selectItems(db, and(ownItem(storeId, id), isNull(coi.parentId)));
  if (!row) throw notFound('Order item');
  return row;
}

export async function getOrderItem(db: Db, storeId: number, id: number): Promise<OrderItem> {
  const row = await loadOwn(db, storeId, id);
  return toOrderItem(row, await childrenOf(db, [id]));
}

export async function getOrderItemDetail(db: Db, storeId: number, id: number): Promise<OrderItemDetail> {
  const item = await getOrderItem(db, storeId, id);
  const history = await db
    .select()
    .from(creatorOrderItemHistory)
    .where(eq(creatorOrderItemHistory.orderItemId, id))
    .orderBy(asc(creatorOrderItemHistory.at), asc(creatorOrderItemHistory.id));
  return {
    ...item,
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      at: h.at.toISOString(),
    })),
  };
}

/**
 * Moves items and their nested items between statuses in ONE statement, recording each move in their
 * history, and refuses a move the transition table does not allow. Only items still in `from` move, so a
 * repeated step changes nothing. `paymentId` ties the items to a payment (undefined: left as it is).
 */
export async function moveItems(
  tx: Db,
  storeId: number,
  parentIds: number[],
  from: ItemStatus,
  to: ItemStatus,
  note: string | null,
  paymentId?: number | null,
): Promise<void> {
  if (!canMove(from, to)) throw conflict(`An item that is ${from} cannot become ${to}`);
  if (parentIds.length === 0) return;
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(parentIds)}::jsonb)::int)`;
  const payment = paymentId === undefined ? sql`` : sql`, payment_id = ${paymentId}`;
  await tx.execute(sql`
    with moved as (
      update ${coi} set status = ${to}, updated_at = now() ${payment}
       where store_id = ${storeId} and status = ${from} and (id in ${ids} or parent_id in ${ids})
      returning id)
    insert into ${creatorOrderItemHistory} (order_item_id, from_status, to_status, note)
    select id, ${from}, ${to}, ${note} from moved`);
}

export async function updateOrderItem(
  db: Db,
  ctx: StoreCtx,
  id: number,
  body: UpdateOrderItemBody,
): Promise<OrderItem> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(coi)
      .where(and(ownItem(ctx.storeId, id), isNull(coi.parentId)))
      .for('update');
    if (!current) throw notFound('Order item');
    if (!EDITABLE.includes(current.status))
      throw conflict('This item is paid for or closed; it can no longer be changed');
    const changes: Partial<typeof coi.$inferInsert> = {};
    if (body.quantity !== undefined || body.colorOption !== undefined) {
      if (current.catalogItemId == null || current.invoiceItemId != null)
        throw conflict('The supplier set this invoice line; it cannot be changed');
      const product = (await loadProducts(tx, [current.catalogItemId])).get(current.catalogItemId);
      if (!product || product.disabledAt) throw conflict('This product is no longer available');
      const quantity = body.quantity ?? current.quantity;
      changes.quantity = quantity;
      changes.unitPriceCents = priceLine(product, current.orderType, quantity);
      if (body.colorOption !== undefined) {
        const color = checkColor(product, body.colorOption);
        changes.colorOption = color;
        changes.variant = color;
        changes.sku = skuOf(product.id, color);
      }
    }
    if (body.shippingMode) changes.shippingMode = body.shippingMode;
    if (Object.keys(changes).length)
      await tx
        .update(coi)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(coi.id, id));
    if (body.status && body.status !== current.status) {
      if (body.status === 'IN_SHOPPING_CART') await checkCartRoom(tx, ctx.storeId);
      await moveItems(tx, ctx.storeId, [id], current.status, body.status, 'Changed by the founder');
    }
  });
  return getOrderItem(db, ctx.storeId, id);
}

async function checkCartRoom(tx: Db, storeId: number) {
  const [c] = await tx
    .select({ n: count() })
    .from(coi)
    .where(and(eq(coi.storeId, storeId), eq(coi.status, 'IN_SHOPPING_CART'), isNull(coi.parentId)));
  if ((c?.n ?? 0) >= MAX_CART_ITEMS)
    throw refused(`A cart holds up to ${MAX_CART_ITEMS} items; check out or remove some first`);
}

export async function updatePrice(
  db: Db,
  ctx: StoreCtx,
  id: number,
  body: { quantity: number; save: boolean },
) {
  const row = await loadOwn(db, ctx.storeId, id);
  if (row.row.catalogItemId == null || row.row.invoiceItemId != null)
    throw conflict('The supplier set this invoice line; its price cannot be changed');
  const product = (await loadProducts(db, [row.row.catalogItemId])).get(row.row.catalogItemId);
  if (!product || product.disabledAt) throw conflict('This product is no longer available');
  const unitPriceCents = priceLine(product, row.row.orderType, body.quantity);
  if (body.save) await updateOrderItem(db, ctx, id, { quantity: body.quantity });
  return {
    quantity: body.quantity,
    unitPriceCents,
    totalCents: unitPriceCents * body.quantity,
    saved: body.save,
  };
}

export async function setArchived(db: Db, ctx: StoreCtx, id: number, archived: boolean) {
  const [row] = await db
    .update(coi)
    .set({ isArchived: archived, updatedAt: new Date() })
    .where(and(ownItem(ctx.storeId, id), isNull(coi.parentId)))
    .returning({ id: coi.id });
  if (!row) throw notFound('Order item');
  return getOrderItem(db, ctx.storeId, id);
}

export async function setStoredAtFbp(db: Db, ctx: StoreCtx, id: number, storedAtFbp: boolean) {
  const [row] = await db
    .update(coi)
    .set({ storedAtFbp, updatedAt: new Date() })
    .where(
      and(
        ownItem(ctx.storeId, id),
        isNull(coi.parentId),
        inArray(coi.status, ['IN_PRODUCTION', 'IN_SUBSCRIPTION', 'SHIPPED']),
      ),
    )
    .returning({ id: coi.id });
  if (!row) {
    await loadOwn(db, ctx.storeId, id);
    throw conflict('Only a purchased item can be stored at the Quarry warehouse');
  }
  return getOrderItem(db, ctx.storeId, id);
}

export type ItemFilter = { tab?: OrderTab; status?: ItemStatus; archived?: 'true' | 'false' };

function filterOf(storeId: number, f: ItemFilter): SQL {
  const parts: SQL[] = [eq(coi.storeId, storeId), isNull(coi.parentId)];
  if (f.tab) parts.push(inArray(coi.status, [...ORDER_TAB_STATUSES[f.tab]]));
  if (f.status) parts.push(eq(coi.status, f.status));
  if (f.archived) parts.push(eq(coi.isArchived, f.archived === 'true'));
  return and(...parts)!;
}

export async function listOrderItems(
  db: Db,
  ctx: StoreCtx,
  q: ItemFilter & { page: number; size: number; sort?: string },
): Promise<OrderItem[]> {
  const field = q.sort?.replace(/^-/, '') === 'purchasedAt' ? coi.purchasedAt : coi.createdAt;
  const order = q.sort?.startsWith('-') || !q.sort ? desc(field) : asc(field);
  const rows = await selectItems(db, filterOf(ctx.storeId, q))
    .orderBy(order, desc(coi.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return withChildren(db, rows);
}

export async function countOrderItems(db: Db, ctx: StoreCtx, q: ItemFilter) {
  const [c] = await db.select({ n: count() }).from(coi).where(filterOf(ctx.storeId, q));
  return { count: c?.n ?? 0 };
}

export async function shoppingCart(db: Db, storeId: number): Promise<OrderItem[]> {
  const rows = await selectItems(
    db,
    and(eq(coi.storeId, storeId), eq(coi.status, 'IN_SHOPPING_CART'), isNull(coi.parentId)),
  ).orderBy(asc(coi.companyId), asc(coi.id));
  return withChildren(db, rows);
}

/** Empties the cart: its items are canceled (kept, with their history), never deleted. */
export async function clearCart(db: Db, ctx: StoreCtx) {
  await db.transaction(async (tx) => {
    const parents = await tx
      .select({ id: coi.id })
      .from(coi)
      .where(and(eq(coi.storeId, ctx.storeId), eq(coi.status, 'IN_SHOPPING_CART'), isNull(coi.parentId)));
    await moveItems(
      tx,
      ctx.storeId,
      parents.map((p) => p.id),
      'IN_SHOPPING_CART',
      'CANCELED',
      'Cart emptied',
    );
  });
  return { ok: true as const };
}

export async function tabCounts(db: Db, ctx: StoreCtx): Promise<Record<OrderTab, number>> {
  const rows = await db
    .select({ status: coi.status, n: count() })
    .from(coi)
    .where(and(eq(coi.storeId, ctx.storeId), isNull(coi.parentId), eq(coi.isArchived, false)))
    .groupBy(coi.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return Object.fromEntries(
    ORDER_TABS.map((tab) => [tab, ORDER_TAB_STATUSES[tab].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0)]),
  ) as Record<OrderTab, number>;
}

export async function inProductionCount(db: Db, ctx: StoreCtx) {
  return countOrderItems(db, ctx, { status: 'IN_PRODUCTION' });
}

/**
 * How often this store used a promo code: its completed redemption, plus its other payments in flight with
 * it (excludeId: an order item whose own payment is not counted).
 */
export async function promotionCodeCount(db: Db, ctx: StoreCtx, code: string, excludeId?: number) {
  const wanted = normalizePromoCode(code);
  const exclude = excludeId
    ? sql`and ${promoCodeRedemptions.paymentId} is distinct from (select ${coi.paymentId} from ${coi} where ${coi.id} = ${excludeId} and ${coi.storeId} = ${ctx.storeId})`
    : sql``;
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeRedemptions)
    .innerJoin(creatorInvoicePayments, eq(creatorInvoicePayments.id, promoCodeRedemptions.paymentId))
    .where(
      sql`${promoCodeRedemptions.storeId} = ${ctx.storeId} and ${promoCodeRedemptions.code} = ${wanted}
        and ${creatorInvoicePayments.status} in ('COMPLETED', 'STARTED', 'REQUIRES_ACTION') ${exclude}`,
    );
  return { count: row?.n ?? 0 };
}

/** These order items (top-level ones) of a store, as the API shows them. */
export async function orderItemsByIds(db: Db, storeId: number, ids: number[]): Promise<OrderItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(
    db,
    and(eq(coi.storeId, storeId), inArray(coi.id, ids), isNull(coi.parentId)),
  ).orderBy(asc(coi.companyId), asc(coi.id));
  return withChildren(db, rows);
}

/** GET /web/stores/me/has-purchased-samples: whether the store ever paid for samples. */
export async function hasPurchasedSamples(db: Db, ctx: StoreCtx) {
  const [row] = await db
    .select({ id: coi.id })
    .from(coi)
    .where(
      and(
        eq(coi.storeId, ctx.storeId),
        eq(coi.orderType, 'SAMPLES'),
        inArray(coi.status, ['IN_PRODUCTION', 'IN_SUBSCRIPTION', 'SHIPPED']),
      ),
    )
    .limit(1);
  return { value: row !== undefined };
}
