// The new-invoice form's values (unit prices in dollars, the due date as a calendar day) and the API body,
// checked with the contract's own schema (CreateInvoiceBody); the prefill from a quote; the running total.
import { CreateInvoiceBody } from '../../../shared/contract/invoices';
import type { Quote, SupplierProjectRequest } from '../../../shared/contract/projects';
import type { InvoiceFailureHandling } from '../../../shared/rules/invoices';
import { dollarsToCents } from '../../../shared/rules/money';
import type { FeeKind, ShippingMode } from '../../../shared/rules/order-items';
import type { CreateInvoiceInput } from './api/invoice-actions';
import { errorCollector, placeServerErrors } from './form-errors';

export type InvoiceLineRow = {
  feeKind: FeeKind;
  description: string;
  quantity: number | string;
  /** Dollars as typed; the body gets cents. */
  unitPrice: number | string;
  catalogItemId?: number;
};

export type InvoiceValues = {
  /** The customer store, as the select holds it. */
  storeId: string | null;
  projectId: number | null;
  quoteId: number | null;
  lines: InvoiceLineRow[];
  shippingMode: ShippingMode;
  failureHandling: InvoiceFailureHandling;
  /** YYYY-MM-DD, or '' for the default (two weeks after sending). */
  dueDate: string;
  note: string;
};

export const blankLine = (): InvoiceLineRow => ({
  feeKind: 'PRODUCT',
  description: '',
  quantity: 1,
  unitPrice: '',
});

export function emptyInvoiceValues(storeId?: number | null): InvoiceValues {
  return {
    storeId: storeId ? String(storeId) : null,
    projectId: null,
    quoteId: null,
    lines: [blankLine()],
    shippingMode: 'SUPPLIER_SHIPPING',
    failureHandling: 'keep_as_draft',
    dueDate: '',
    note: '',
  };
}

/** From the supplier's quote: one PRODUCT line of the quoted goods at the MOQ, at the first tier's price. */
export function valuesFromQuote(request: SupplierProjectRequest, quote: Quote): InvoiceValues {
  const first = [...quote.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity)[0];
  return {
    ...emptyInvoiceValues(request.storeId),
    projectId: request.id,
    quoteId: quote.id,
    lines: [
      {
        feeKind: 'PRODUCT',
        description: request.title,
        quantity: quote.moq,
        unitPrice: first ? first.unitPriceCents / 100 : '',
      },
    ],
  };
}

const blank = (v: number | string) => v === '';
const centsOf = (v: number | string) => (blank(v) ? 0 : dollarsToCents(Number(v)));

/** The end of the chosen day where the supplier is: due "on" a day means payable through it. */
export const dueDateIso = (day: string) => new Date(`${day}T23:59:59`).toISOString();

export function invoiceBody(v: InvoiceValues, send: boolean): CreateInvoiceInput {
  return {
    storeId: Number(v.storeId),
    ...(v.projectId ? { projectId: v.projectId } : {}),
    ...(v.quoteId ? { quoteId: v.quoteId } : {}),
    lines: v.lines.map((l) => ({
      feeKind: l.feeKind,
      description: l.description,
      quantity: Number(l.quantity),
      unitPriceCents: centsOf(l.unitPrice),
      ...(l.catalogItemId ? { catalogItemId: l.catalogItemId } : {}),
    })),
    shippingMode: v.shippingMode,
    failureHandling: v.failureHandling,
    note: v.note,
    ...(v.dueDate ? { dueAt: dueDateIso(v.dueDate) } : {}),
    send,
  };
}

/** The running total in cents, as the server will compute it (lines not filled in count as zero). */
export const linesTotalCents = (lines: readonly InvoiceLineRow[]) =>
  lines.reduce((sum, l) => sum + (blank(l.quantity) ? 0 : Number(l.quantity)) * centsOf(l.unitPrice), 0);

/** Body paths (`lines.0.unitPriceCents`, `dueAt`) as the form's fields. */
export function invoiceFieldOf(path: readonly PropertyKey[]): string {
  const [head, index, field] = path.map(String);
  if (head === 'lines') {
    if (index === undefined) return 'lines';
    return `lines.${index}.${field === 'unitPriceCents' ? 'unitPrice' : (field ?? 'description')}`;
  }
  if (head === 'dueAt') return 'dueDate';
  return head ?? 'form';
}

export const serverInvoiceErrors = (details: readonly { path: string; message: string }[]) =>
  placeServerErrors(details, invoiceFieldOf);

/** Field → message for everything the form can tell before sending; `today` is YYYY-MM-DD. */
export function validateInvoice(v: InvoiceValues, today: string): Record<string, string> {
  const { errors, put } = errorCollector();
  if (!v.storeId) put('storeId', 'Choose the founder to invoice');
  v.lines.forEach((l, i) => {
    if (blank(l.quantity)) put(`lines.${i}.quantity`, 'Enter a quantity');
    if (blank(l.unitPrice)) put(`lines.${i}.unitPrice`, 'Enter a price');
  });
  if (v.dueDate && v.dueDate < today) put('dueDate', 'Choose today or a later day');
  const parsed = CreateInvoiceBody.safeParse(invoiceBody({ ...v, storeId: v.storeId ?? '1' }, false));
  if (!parsed.success)
    for (const issue of parsed.error.issues) put(invoiceFieldOf(issue.path), issue.message);
  return errors;
}
