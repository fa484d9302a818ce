import type { QuoteStatus, RecipientStatus } from '../../../shared/contract/projects';
import type { SupplierItemInput } from '../../../shared/contract/supplier-portal';
import type { InvoiceStatus } from '../../../shared/rules/invoices';
import { PROJECT_STATUS_LABELS } from '../../../shared/rules/project-status';

/** In the marketplace's words (catalog's stockLabel), so the supplier picks what founders will read. */
export const STOCK_LABELS: Record<SupplierItemInput['stockStatus'], string> = {
  IN_STOCK: 'In stock',
  AVAILABLE_IN_STOCK: 'Available in stock',
  NOT_AVAILABLE_IN_STOCK: 'Made to order',
  OUT_OF_STOCK: 'Out of stock',
};

export const PACKING_LABELS: Record<SupplierItemInput['packing'], string> = {
  PARCEL: 'Parcel',
  PALLET: 'Pallet',
};

/** Where the supplier stands on a request: waiting for its answer, or answered. */
export const MY_STATUS_LABELS: Record<RecipientStatus, string> = {
  PENDING: 'Awaiting your quote',
  QUOTED: 'Quoted',
  DECLINED: 'Declined',
};
export const MY_STATUS_COLORS: Record<RecipientStatus, string> = {
  PENDING: 'orange',
  QUOTED: 'blue',
  DECLINED: 'gray',
};

/** The supplier's quote as the founder decided on it. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  SUBMITTED: 'Submitted — the founder is comparing quotes',
  AWARDED: 'Awarded to you',
  DECLINED: 'Not chosen',
  WITHDRAWN: 'Withdrawn',
};
export const QUOTE_STATUS_COLORS: Record<QuoteStatus, string> = {
  SUBMITTED: 'blue',
  AWARDED: 'green',
  DECLINED: 'gray',
  WITHDRAWN: 'gray',
};

/** The founder's request status, in the same words the founder sees. */
export const REQUEST_STATUS_LABELS = PROJECT_STATUS_LABELS;

/** An invoice's status badge: open ones stand out, finished ones recede. */
export const INVOICE_STATUS_COLORS = {
  DRAFT: 'gray',
  OPEN: 'blue',
  PAID: 'green',
  VOID: 'gray',
  UNCOLLECTIBLE: 'red',
} as const satisfies Record<InvoiceStatus, string>;
