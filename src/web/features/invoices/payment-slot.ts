import type { ComponentType } from 'react';
import type { Address, CheckoutTotals } from '../../../shared/contract/cart';
import type { PaymentResult } from '../../../shared/contract/payments';

/**
 * The payments feature's PaymentPanel, as the invoice pages use it. app/ hands it in (route-table.ts), since
 * a feature never imports another one.
 */
export type InvoicePaymentPanel = ComponentType<{
  target: { invoiceId: number } | { sn: string };
  options: { shippingAddress?: Address };
  totals: CheckoutTotals;
  onPaid: (result: PaymentResult) => void;
}>;

export type WithPaymentPanel = { PaymentPanel: InvoicePaymentPanel };
