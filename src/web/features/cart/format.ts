// Words and groupings the cart's screens share. Money is never computed here: only the server's figures are shown.
import type { OrderItem, ShippingOption } from '../../../shared/contract/cart';

export const itemCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`;

export const unitCount = (n: number, unit = 'unit') =>
  `${n.toLocaleString('en-US')} ${n === 1 ? unit : `${unit}s`}`;

/** Cart lines by supplier, in the order the cart lists them. */
export function groupBySupplier(items: readonly OrderItem[]) {
  const groups = new Map<number, { supplier: OrderItem['supplier']; items: OrderItem[] }>();
  for (const item of items) {
    const group = groups.get(item.supplier.id);
    if (group) group.items.push(item);
    else groups.set(item.supplier.id, { supplier: item.supplier, items: [item] });
  }
  return [...groups.values()];
}

/** "Colour: Amber · Variant: 30ml" — what tells two lines of one product apart. */
export function variantText(item: Pick<OrderItem, 'variant' | 'colorOption'>): string | null {
  const parts: string[] = [];
  if (item.colorOption) parts.push(`Colour: ${item.colorOption}`);
  if (item.variant && item.variant !== item.colorOption) parts.push(`Variant: ${item.variant}`);
  return parts.length ? parts.join(' · ') : null;
}

export const deliveryDays = (o: Pick<ShippingOption, 'minDays' | 'maxDays'>) =>
  o.minDays === o.maxDays
    ? `${o.maxDays} business ${o.maxDays === 1 ? 'day' : 'days'}`
    : `${o.minDays}–${o.maxDays} business days`;

/** A payment's order number as the founder quotes it to support: "Q-000004" (the payment id, zero-padded). */
export const orderNumber = (paymentId: number) => `Q-${String(paymentId).padStart(6, '0')}`;

/** What a receipt says was used to pay. */
export const PAID_WITH: Record<'CARD' | 'BANK' | 'WALLET', string> = {
  CARD: 'Card',
  BANK: 'Bank account (ACH)',
  WALLET: 'PayPal wallet',
};
