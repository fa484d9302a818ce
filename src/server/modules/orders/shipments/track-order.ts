// The public /track-order lookup (decision 045): an order number with the email on the order, or a tracking
// number. A wrong email and an unknown number get the same 404 (no enumeration), lookups are rate limited per
// IP, and the answer is that order's tracking only: no prices, no street address, no other order.

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Address } from '../../../../shared/contract/cart';
import {
  TRACK_ORDER_NOT_FOUND,
  type TrackOrderQuery,
  type TrackOrderResult,
} from '../../../../shared/contract/tracking';
import { isValidTrackingNumber, normalizeTrackingNumber } from '../../../../shared/rules/tracking';
import type { Db } from '../../../db/client';
import { salesOrders, shipments } from '../../../db/schema/orders';
import { AppError, invalid } from '../../../http/errors';
import { storeDisplay } from '../../stores/store-display';
import { shipmentsOfOrders } from './shipment-view';

const notFound = () => new AppError('NOT_FOUND', TRACK_ORDER_NOT_FOUND);

export async function trackOrder(db: Db, q: TrackOrderQuery): Promise<TrackOrderResult> {
  let orderId: number | null = null;
  if (q.trackingNumber) {
    if (!isValidTrackingNumber(q.trackingNumber))
      throw invalid('trackingNumber: that is not a valid tracking number; check it and try again', [
        { path: 'trackingNumber', message: 'Not a valid tracking number' },
      ]);
    const [s] = await db
      .select({ orderId: shipments.orderId })
      .from(shipments)
      .where(
        and(
          eq(shipments.trackingNumber, normalizeTrackingNumber(q.trackingNumber)),
          isNull(shipments.voidedAt),
        ),
      );
    orderId = s?.orderId ?? null;
  } else {
    const details = [];
    if (!q.orderNumber) details.push({ path: 'orderNumber', message: 'Enter the order number' });
    if (!q.email) details.push({ path: 'email', message: 'Enter the email used for the order' });
    if (details.length > 0)
      throw invalid('Enter an order number and its email, or a tracking number', details);
    const number = q.orderNumber!.replace(/^#/, '');
    const [o] = await db
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(
        and(
          sql`(${salesOrders.orderNumber} = ${number} or ${salesOrders.orderNumber} = ${`#${number}`})`,
          sql`lower(${salesOrders.customerEmail}) = lower(${q.email!})`,
        ),
      )
      .orderBy(desc(salesOrders.placedAt))
      .limit(1);
    orderId = o?.id ?? null;
  }
  if (orderId == null) throw notFound();
  const [o] = await db
    .select({
      orderNumber: salesOrders.orderNumber,
      placedAt: salesOrders.placedAt,
      address: salesOrders.shippingAddress,
      storeName: storeDisplay.title,
    })
    .from(salesOrders)
    .innerJoin(storeDisplay, eq(storeDisplay.id, salesOrders.storeId))
    .where(eq(salesOrders.id, orderId));
  if (!o) throw notFound();
  const list = ((await shipmentsOfOrders(db, [orderId])).get(orderId) ?? []).filter((s) => !s.voidedAt);
  const address = o.address as Address | null;
  return {
    orderNumber: o.orderNumber,
    storeName: o.storeName,
    placedAt: o.placedAt.toISOString(),
    shipToCity: address ? [address.city, address.state].filter(Boolean).join(', ') : null,
    shipments: list.map((s) => ({
      carrier: s.carrier,
      service: s.service,
      trackingNumber: s.trackingNumber,
      trackingStatus: s.trackingStatus,
      estimatedDeliveryDate: s.estimatedDeliveryDate,
      shippedAt: s.shippedAt,
      deliveredAt: s.deliveredAt,
      events: s.events,
    })),
  };
}

/** Lookups per IP per minute (Redis when configured, so every instance shares the count). */
export function createTrackOrderLimiter(perMinute: number, prefix: string, redis?: Redis) {
  const keyPrefix = `${prefix}track-order`;
  const limiter = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points: perMinute, duration: 60 })
    : new RateLimiterMemory({ keyPrefix, points: perMinute, duration: 60 });
  return async (ip: string) => {
    try {
      await limiter.consume(ip);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', `Too many lookups. Try again in ${seconds} seconds.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
  };
}
