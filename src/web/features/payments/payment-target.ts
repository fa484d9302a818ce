// What a payment pays for, and the options of the checkout that priced it (the props of PaymentPanel).
import type { Address } from '../../../shared/contract/cart';

export type PaymentTarget = { orderItemIds: number[] } | { invoiceId: number } | { sn: string };

export type PaymentOptions = {
  shippingAddressId?: number;
  shippingAddress?: Address;
  shippingOptionId?: string;
  promoCode?: string;
  financingTermDays?: 30 | 60 | 90;
};

/** A public payer (the invoice link): no saved methods, no financing, the public paths. */
export const isPublicTarget = (t: PaymentTarget): t is { sn: string } => 'sn' in t;
