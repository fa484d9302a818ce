import { z } from 'zod';
import { INVOICE_FAILURE_HANDLING, INVOICE_STATUSES, MAX_INVOICE_LINES } from '../rules/invoices';
import { Address, FeeKind, ShippingMode } from './cart';
import { listQuery } from './shared-shapes';

// Supplier invoices: a supplier issues one from the portal (optionally from its quote on a custom project
// request); the founder pays it in the app, or anyone with its link pays it at /public-pay-invoice/{sn}.

const id = z.number().int().positive();

export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export const InvoiceFailureHandling = z.enum(INVOICE_FAILURE_HANDLING);

export const InvoiceLine = z.object({
  id,
  feeKind: FeeKind,
  description: z.string(),
  catalogItemId: id.nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
});

export const Invoice = z.object({
  id,
  number: z.string(),
  status: InvoiceStatus,
  failureHandling: InvoiceFailureHandling,
  shippingMode: ShippingMode,
  shippingAddress: Address.nullable(),
  needsShippingAddress: z.boolean().describe('Shipping is charged later and no address was given yet'),
  note: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  lines: z.array(InvoiceLine),
  supplier: z.object({ id, name: z.string(), logoUrl: z.string() }),
  store: z.object({ id, title: z.string() }),
  projectId: id.nullable(),
  quoteId: id.nullable(),
  dueAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** The public pay link's token; only the invoice's supplier and store see it. */
  sn: z.string().nullable(),
  /** Cart items made from its lines, when the founder put it in the cart. */
  inCart: z.boolean(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceLineInput = z
  .object({
    feeKind: FeeKind,
    description: z.string().trim().min(1, 'Describe the line').max(200),
    catalogItemId: id.optional(),
    quantity: z.number().int().min(1, 'Quantity is at least 1').max(1_000_000),
    unitPriceCents: z.number().int().min(0, 'A price cannot be negative').max(100_000_000),
  })
  .strict();

export const CreateInvoiceBody = z
  .object({
    storeId: id,
    projectId: id.optional(),
    quoteId: id.optional(),
    lines: z.array(InvoiceLineInput).min(1, 'Add at least one line').max(MAX_INVOICE_LINES),
    shippingMode: ShippingMode.default('SUPPLIER_SHIPPING'),
    failureHandling: InvoiceFailureHandling.default('keep_as_draft'),
    note: z.string().trim().max(2000).default(''),
    dueAt: z.string().datetime().optional(),
    send: z.boolean().default(false),
  })
  .strict();
export type CreateInvoiceBody = z.infer<typeof CreateInvoiceBody>;
export type CreateInvoiceInput = z.input<typeof CreateInvoiceBody>;

/**
 * A draft's changes: only the fields sent change. Written out rather than `CreateInvoiceBody.partial()`, whose
 * defaults zod still applies (a PUT of the note alone would reset the shipping mode and failure handling).
 * null clears the project, the quote or the due date.
 */
export const UpdateInvoiceBody = z
  .object({
    projectId: id.nullable().optional(),
    quoteId: id.nullable().optional(),
    lines: CreateInvoiceBody.shape.lines.optional(),
    shippingMode: ShippingMode.optional(),
    failureHandling: InvoiceFailureHandling.optional(),
    note: z.string().trim().max(2000).optional(),
    dueAt: z.string().datetime().nullable().optional(),
  })
  .strict();
export type UpdateInvoiceBody = z.infer<typeof UpdateInvoiceBody>;

export const InvoiceListQuery = listQuery(['createdAt', 'dueAt', 'totalCents']).extend({
  status: InvoiceStatus.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const InvoiceCustomer = z.object({ id, title: z.string() });
export type InvoiceCustomer = z.infer<typeof InvoiceCustomer>;

export const AddShippingAddressBody = z
  .object({ shippingAddressId: id.optional(), shippingAddress: Address.strict().optional() })
  .strict();
export type AddShippingAddressBody = z.infer<typeof AddShippingAddressBody>;

export const AddInvoiceToCartBody = z.object({ invoiceId: id }).strict();

export const InvoiceParams = z.object({ id: z.coerce.number().int().positive() });
export const InvoiceSnParams = z.object({ sn: z.string().min(20).max(100) });
/** A payment made through an invoice's public link. */
export const InvoicePaymentParams = InvoiceSnParams.extend({ id: z.coerce.number().int().positive() });
export const InvoiceCountQuery = z.object({ status: InvoiceStatus.optional() });
