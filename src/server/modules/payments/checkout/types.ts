// The shapes the checkout's steps share (docs/decisions/016 and 026).
import type { Address } from '../../../../shared/contract/cart';
import type { AppDeps } from '../../../app-deps';
import type { creatorInvoicePayments } from '../../../db/schema/payments';
import type { Charge } from '../../../providers/payments/types';
import type { InvoiceRow } from '../../invoices/invoices-for-payment';
import type { AddressSnapshot } from '../../shipping-addresses/service';
import type { PricedLine, Totals } from './totals';

export type CheckoutDeps = Pick<AppDeps, 'db' | 'payments' | 'shipping' | 'jobs'>;

export type PayTarget = { orderItemIds: number[] } | { invoiceId: number } | { sn: string };
export type PayOptions = {
  shippingAddressId?: number;
  shippingAddress?: Address;
  shippingOptionId?: string;
  promoCode?: string;
  financingTermDays?: 30 | 60 | 90;
};
/** Who pays: a signed-in store, or anyone holding an invoice's public link. */
export type Payer = { storeId: number; email: string | null } | { storeId: null; email: string | null };

export type PaymentRow = typeof creatorInvoicePayments.$inferSelect;

export const PAYMENT_NOTIFY_QUEUE = 'payments-notify';

/** A line being paid for: an order item (with what pricing it needs), or an invoice line. */
export type LoadedLine = PricedLine & {
  id: number | null;
  parentId: number | null;
  title: string;
  catalogItemId: number | null;
  /** The colour whose stock limits the line (null: the product's own stock, or none). */
  colorOption: string | null;
  invoiceLineId?: number;
  position?: number;
  description?: string;
};

/** What is paid for, read (and locked) by the load step. */
export type Loaded = {
  /** The store the items belong to (the invoice's store for a public payer). */
  storeId: number;
  lines: LoadedLine[];
  invoice: InvoiceRow | null;
  /** Order items being paid (all of them, nested included); empty for an invoice paid directly. */
  itemIds: number[];
  needsShippingAddress: boolean;
};

export type Priced = { totals: Totals; address: AddressSnapshot | null; firstPurchase: boolean };

/** What a checkout run persists (workflow_runs.state): its input, then the payment and its charge. */
export type CheckoutState = {
  payer: Payer;
  target: PayTarget;
  options: PayOptions;
  method: { kind: 'CARD' | 'BANK' | 'WALLET'; ref: string };
  expectedTotalCents?: number;
  receiptEmail?: string;
  chargeKey: string;
  paymentId?: number;
  /** Whether the payment holds limited stock (settling it then commits the stock). */
  heldStock?: boolean;
  charge?: Charge;
};
