import type { OrderType } from '../../../shared/rules/order-items';
import type { Parcel } from './types';

// How checkout turns cart lines into a shipment for the shipping provider's rates: an estimate until
// catalog items carry their own weights.

/** Every unit, samples included, weighs this much packed. */
export const GRAMS_PER_UNIT = 400;
/** A parcel carrier takes boxes up to 20 kg; a pallet carries up to 500 kg. */
export const MAX_PARCEL_GRAMS = 20_000;
export const MAX_PALLET_GRAMS = 500_000;

/** Lines that are payments or services, not goods: nothing to ship. */
const NOT_SHIPPED: ReadonlySet<OrderType> = new Set(['ADHOC_PAYMENT', 'SMART_SETUP_SERVICES']);

export type ParcelItem = { quantity: number; packing: 'PARCEL' | 'PALLET'; orderType: OrderType };

/**
 * The shipment of some cart lines: the weight of the goods and how many boxes, or pallets when any line
 * ships on pallets (then everything travels on the pallets). `packages: 0` when nothing ships: the rates of
 * such a parcel are empty.
 */
export function parcelFor(items: readonly ParcelItem[]): Parcel {
  const goods = items.filter((i) => !NOT_SHIPPED.has(i.orderType) && i.quantity > 0);
  const weightGrams = goods.reduce((sum, i) => sum + i.quantity * GRAMS_PER_UNIT, 0);
  const kind = goods.some((i) => i.packing === 'PALLET') ? 'PALLET' : 'PARCEL';
  const perPackage = kind === 'PALLET' ? MAX_PALLET_GRAMS : MAX_PARCEL_GRAMS;
  return { weightGrams, packages: Math.ceil(weightGrams / perPackage), kind };
}
