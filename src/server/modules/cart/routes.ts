import { z } from 'zod';
import {
  ArchiveBody,
  CreateOrderItemBody,
  HasPurchasedSamplesResponse,
  OrderItem,
  OrderItemDetail,
  OrderItemListQuery,
  PriceAnswer,
  PromotionCodeCountQuery,
  StoredAtFbpBody,
  TabCounts,
  UpdateOrderItemBody,
  UpdatePriceBody,
} from '../../../shared/contract/cart';
import { AddInvoiceToCartBody } from '../../../shared/contract/invoices';
import { CountResponse, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import { conflict } from '../../http/errors';
import type { Api } from '../../http/types';
import { createOrderItem } from '../orders/create-order-item';
import { getOrderItemDetail } from '../orders/get-order-item';
import {
  countOrderItems,
  hasPurchasedSamples,
  inProductionCount,
  listOrderItems,
  tabCounts,
} from '../orders/list-order-items';
import { setArchived, setStoredAtFbp } from '../orders/set-item-flags';
import { updateOrderItem } from '../orders/update-order-item';
import { updatePrice } from '../orders/update-price';
import { receivingOfOrderItem } from '../receivings/service';
import { addInvoiceToCart, removeInvoiceItem } from './invoice-items';
import { clearCart, promotionCodeCount, shoppingCart } from './shopping-cart';

const store = { access: 'store' } as const;
const tags = ['cart'];

/** Creator order items and the cart (second document §7); the spec's /app twins answer the same. */
export function cartRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  for (const base of ['/web/creator-order-items', '/app/creator-order-items']) {
    const primary = base.startsWith('/web');
    app.get(
      `${base}/:id`,
      {
        config: store,
        schema: {
          tags,
          summary: 'An order item with its nested items and status history',
          params: IdParam,
          response: { 200: OrderItemDetail },
        },
      },
      async (req) => getOrderItemDetail(db, storeCtx(req.ctx).storeId, req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        config: store,
        schema: {
          tags,
          summary: 'Change quantity, colour, shipping mode or status (cart, saved for later, canceled)',
          params: IdParam,
          body: UpdateOrderItemBody,
          response: { 200: OrderItem },
        },
      },
      async (req) => updateOrderItem(db, storeCtx(req.ctx), req.params.id, req.body),
    );
    app.put(
      `${base}/:id/update-price`,
      {
        config: store,
        schema: {
          tags,
          summary: "The price at a quantity by the product's tiers; save: true stores it",
          params: IdParam,
          body: UpdatePriceBody,
          response: { 200: PriceAnswer },
        },
      },
      async (req) => updatePrice(db, storeCtx(req.ctx), req.params.id, req.body),
    );
    if (!primary) continue;
    app.get(
      base,
      {
        config: store,
        schema: {
          tags,
          summary: 'Order items by tab or status',
          querystring: OrderItemListQuery,
          response: { 200: z.array(OrderItem) },
        },
      },
      async (req) => listOrderItems(db, storeCtx(req.ctx), req.query),
    );
    app.get(
      `${base}/action/count`,
      {
        config: store,
        schema: {
          tags,
          summary: 'How many order items a list has',
          querystring: OrderItemListQuery.omit({ page: true, size: true, sort: true }),
          response: { 200: CountResponse },
        },
      },
      async (req) => countOrderItems(db, storeCtx(req.ctx), req.query),
    );
    app.post(
      base,
      {
        config: store,
        schema: {
          tags,
          summary:
            'Put a catalog product in the cart (samples, inventory or packaging), priced by the server',
          body: CreateOrderItemBody,
          response: { 200: OrderItem },
        },
      },
      async (req) => createOrderItem(db, storeCtx(req.ctx), req.body),
    );
    app.get(
      `${base}/action/shopping-cart-orders`,
      { config: store, schema: { tags, summary: 'The cart', response: { 200: z.array(OrderItem) } } },
      async (req) => shoppingCart(db, storeCtx(req.ctx).storeId),
    );
    app.delete(
      `${base}/action/shopping-cart-orders`,
      {
        config: store,
        schema: { tags, summary: 'Empty the cart (its items are canceled)', response: { 200: OkResponse } },
      },
      async (req) => clearCart(db, storeCtx(req.ctx)),
    );
    app.put(
      `${base}/:id/archive`,
      {
        config: store,
        schema: {
          tags,
          summary: 'Archive or unarchive an order item',
          params: IdParam,
          body: ArchiveBody,
          response: { 200: OrderItem },
        },
      },
      async (req) => setArchived(db, storeCtx(req.ctx), req.params.id, req.body.archived),
    );
    app.put(
      `${base}/:id/update-stored-at-fbp`,
      {
        config: store,
        schema: {
          tags,
          summary: "Keep a purchased item at Quarry's warehouse instead of shipping it to the founder",
          params: IdParam,
          body: StoredAtFbpBody,
          response: { 200: OrderItem },
        },
      },
      async (req) => {
        const ctx = storeCtx(req.ctx);
        // An item sent in a receiving keeps the flag its receiving gives it (issue 23, decision 044).
        const receiving = await receivingOfOrderItem(db, ctx.storeId, req.params.id);
        if (receiving && receiving.storedAtFbp !== req.body.storedAtFbp)
          throw conflict(
            receiving.storedAtFbp
              ? `This item is in receiving ${receiving.sn}, stored at the Quarry warehouse; cancel that receiving first`
              : `The warehouse forwarded receiving ${receiving.sn} to you, so this item is not stored there; send it again in a new receiving`,
          );
        return setStoredAtFbp(db, ctx, req.params.id, req.body.storedAtFbp);
      },
    );
    app.get(
      `${base}/action/tab-counts`,
      {
        config: store,
        schema: {
          tags,
          summary: 'Order items per inbox orders tab (archived left out)',
          response: { 200: TabCounts },
        },
      },
      async (req) => tabCounts(db, storeCtx(req.ctx)),
    );
    app.get(
      `${base}/action/in-production-order-count`,
      {
        config: store,
        schema: { tags, summary: 'Order items in production', response: { 200: CountResponse } },
      },
      async (req) => inProductionCount(db, storeCtx(req.ctx)),
    );
    app.get(
      `${base}/-/promotion-code-count`,
      {
        config: store,
        schema: {
          tags,
          summary:
            "How often the store used a promo code (excludeId: an order item whose payment isn't counted)",
          querystring: PromotionCodeCountQuery,
          response: { 200: CountResponse },
        },
      },
      async (req) => promotionCodeCount(db, storeCtx(req.ctx), req.query.code, req.query.excludeId),
    );
  }
  app.get(
    '/web/stores/me/has-purchased-samples',
    {
      config: store,
      schema: {
        tags,
        summary: 'Whether the store ever paid for samples',
        response: { 200: HasPurchasedSamplesResponse },
      },
    },
    async (req) => hasPurchasedSamples(db, storeCtx(req.ctx)),
  );
  app.post(
    '/web/creator-invoice-items/action/add-to-cart',
    {
      config: store,
      schema: {
        tags,
        summary: "Put an open invoice's lines in the cart (adding it again adds nothing)",
        body: AddInvoiceToCartBody,
        response: { 200: z.array(OrderItem) },
      },
    },
    async (req) => addInvoiceToCart(db, storeCtx(req.ctx), req.body.invoiceId),
  );
  app.delete(
    '/web/creator-invoice-items/:id',
    {
      config: store,
      schema: {
        tags,
        summary: 'Take an invoice line out of the cart',
        params: IdParam,
        response: { 200: OkResponse },
      },
    },
    async (req) => removeInvoiceItem(db, storeCtx(req.ctx), req.params.id),
  );
}
