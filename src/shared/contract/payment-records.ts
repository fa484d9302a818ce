import { z } from 'zod';
import { IdParam, listQuery } from './shared-shapes';

/** What the store paid (GET /web/payment-records): a completed checkout or a supplier invoice it paid. */
export const PaymentRecord = z.object({
  id: z.number().int(),
  kind: z.enum(['CHECKOUT', 'INVOICE']),
  invoiceId: z.number().int().nullable(),
  method: z.enum(['CARD', 'BANK', 'WALLET']),
  currency: z.string(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  paidAt: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** GET /web/payment-records/{id}: one record with its lines as the payer saw them. */
export const PaymentRecordDetails = PaymentRecord.extend({
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  discountCents: z.number().int(),
  financingFeeCents: z.number().int(),
  promoCode: z.string().nullable(),
  lines: z.array(z.object({ kind: z.string(), label: z.string(), amountCents: z.number().int() })),
  orderItemIds: z.array(z.number().int()),
});
export type PaymentRecordDetails = z.infer<typeof PaymentRecordDetails>;

export const PaymentRecordsQuery = listQuery(['paidAt']);
export const PaymentRecordParams = IdParam;
