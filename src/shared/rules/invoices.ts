// Supplier invoices (spec "Creator order items and invoices"; invoice handling on failure: keep_as_draft,
// mark_uncollectible, void). What happens to an invoice nobody paid by its due date is the supplier's choice.

export const INVOICE_STATUSES = ['DRAFT', 'OPEN', 'PAID', 'VOID', 'UNCOLLECTIBLE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_FAILURE_HANDLING = ['keep_as_draft', 'mark_uncollectible', 'void'] as const;
export type InvoiceFailureHandling = (typeof INVOICE_FAILURE_HANDLING)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  OPEN: 'Awaiting payment',
  PAID: 'Paid',
  VOID: 'Void',
  UNCOLLECTIBLE: 'Uncollectible',
};

export const INVOICE_FAILURE_HANDLING_LABELS: Record<InvoiceFailureHandling, string> = {
  keep_as_draft: 'Return it to draft',
  mark_uncollectible: 'Mark it uncollectible',
  void: 'Void it',
};

/** The status an unpaid invoice takes when it passes its due date. */
export const OVERDUE_STATUS: Record<InvoiceFailureHandling, InvoiceStatus> = {
  keep_as_draft: 'DRAFT',
  mark_uncollectible: 'UNCOLLECTIBLE',
  void: 'VOID',
};

/** Only an open invoice can be paid. */
export const isPayable = (status: InvoiceStatus) => status === 'OPEN';

export const MAX_INVOICE_LINES = 50;
/** Days until an invoice is due when the supplier names no date. */
export const DEFAULT_INVOICE_DUE_DAYS = 14;
