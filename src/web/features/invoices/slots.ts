import type { ComponentType, ReactNode } from 'react';
import type { Address, CheckoutTotals, SavedAddress } from '../../../shared/contract/cart';
import type { PaymentResult } from '../../../shared/contract/payments';

// Other features' components, as the invoice pages use them. app/ hands them in (route-table.ts), since a
// feature never imports another one; the props named here are the ones the pages pass.

export type InvoicePaymentPanelProps = {
  target: { invoiceId: number } | { sn: string };
  options: { shippingAddress?: Address };
  totals: CheckoutTotals;
  onPaid: (result: PaymentResult) => void;
};
/** The payments feature's PaymentPanel. */
export type InvoicePaymentPanel = ComponentType<InvoicePaymentPanelProps>;

/** The cart's AddressForm: a new address, for a payer with no saved ones (the public pay link). */
export type InvoiceAddressForm = ComponentType<{
  save: 'never';
  checkWithCarrier: boolean;
  submitLabel: string;
  onDone: (done: { address: Address }) => void;
}>;

/** The cart's AddressPicker: one of the store's saved addresses, or a new one it may keep. */
export type InvoiceAddressPicker = ComponentType<{
  value: number | undefined;
  onChange: (id: number) => void;
  onAdded: (done: { address: Address; saved: SavedAddress | null }) => void;
  save: 'optional';
  submitLabel: string;
  busy: boolean;
  children?: ReactNode;
}>;

export type InvoiceSlots = {
  PaymentPanel: InvoicePaymentPanel;
  AddressForm: InvoiceAddressForm;
  AddressPicker: InvoiceAddressPicker;
};
