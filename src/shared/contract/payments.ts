import { z } from 'zod';
import { PAYMENT_OUTCOMES, PAYMENT_STATUSES } from '../rules/payments';
import { CheckoutOptions, CheckoutTotals, PayTarget, withPayTarget } from './cart';

// Payments (second document §7 "Payments" and POST /web/creator-invoice-payments): the processor's
// tokenization endpoint the browser calls (as Stripe.js would), saved payment methods, bank linking, the
// wallet, and paying. docs/decisions/016-cart-checkout-payments.md.

const id = z.number().int().positive();

/** POST /payments/tokens: the card goes to the processor, never to Quarry's own API. */
export const CardTokenBody = z
  .object({
    number: z.string().trim().min(12).max(23),
    expMonth: z.coerce.number().int().min(1).max(12),
    expYear: z.coerce.number().int().min(2000).max(2100),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits'),
    name: z.string().trim().max(100).optional(),
    postalCode: z.string().trim().max(20).optional(),
  })
  .strict();
export const CardToken = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
export type CardToken = z.infer<typeof CardToken>;

export const PaymentsConfig = z.object({
  provider: z.enum(['embedded', 'stripe']),
  publishableKey: z.string(),
  /** Where the browser sends card details to get a token. */
  tokenUrl: z.string(),
  testMode: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

export const PaymentMethod = z.object({
  id: z.string(),
  type: z.enum(['card', 'us_bank_account']),
  brand: z.string().nullable(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  bankName: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const AttachPaymentMethodBody = z
  .object({
    token: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe('A tok_… from /payments/tokens or a bank account token'),
    setDefault: z.boolean().optional(),
  })
  .strict();

export const LinkToken = z.object({ linkToken: z.string(), expiresAt: z.string() });
export type LinkToken = z.infer<typeof LinkToken>;
export const BankAccountTokenBody = z.object({ publicToken: z.string().min(1).max(200) }).strict();

export const PayBody = withPayTarget(
  CheckoutOptions.extend({
    paymentMethodId: z.string().trim().min(1, 'Choose a payment method').max(100),
    /** When given, a different server total refuses the payment (409) instead of charging it. */
    expectedTotalCents: z.number().int().nonnegative().optional(),
    receiptEmail: z.string().trim().email().max(254).optional(),
  }),
);
export type PayBody = z.infer<typeof PayBody>;

export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export const PaymentOutcome = z.enum(PAYMENT_OUTCOMES);

export const PaymentResult = z.object({
  id,
  status: PaymentOutcome,
  paymentStatus: PaymentStatus,
  declineCode: z.string().nullable(),
  message: z.string().nullable(),
  /** For REQUIRES_ACTION: the 3-D Secure challenge to complete, then POST /{id}/confirm. */
  challengeId: z.string().nullable(),
  totals: CheckoutTotals.omit({ items: true, shippingOptions: true }),
  orderItemIds: z.array(id),
  invoiceId: id.nullable(),
  firstPurchase: z.boolean(),
  /** How it was paid (a receipt names it): a card, a bank account or a wallet. */
  method: z.enum(['CARD', 'BANK', 'WALLET']),
  createdAt: z.string(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const PaypalCaptureBody = withPayTarget(
  CheckoutOptions.extend({
    walletOrderId: z.string().trim().min(1).max(100),
    expectedTotalCents: z.number().int().nonnegative().optional(),
  }),
);

export const WalletOrderBody = z
  .object({ amountCents: z.number().int().positive(), currency: z.string() })
  .strict();
export const WalletOrder = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED']),
});
export type WalletOrder = z.infer<typeof WalletOrder>;

export const FinancingFeeBody = z
  .object({
    amountCents: z.number().int().positive(),
    termDays: z.union([z.literal(30), z.literal(60), z.literal(90)]),
  })
  .strict();
export const FinancingFee = z.object({
  amountCents: z.number().int(),
  termDays: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  eligible: z.boolean(),
  terms: z.array(z.object({ days: z.number().int(), feeCents: z.number().int() })),
});
export type FinancingFee = z.infer<typeof FinancingFee>;

export const ChallengeBody = z.object({ outcome: z.enum(['complete', 'fail']) }).strict();

export { PayTarget };

/** POST /public/creator-invoices/{sn}/preview: what a payer through the invoice's link may choose. */
export const PublicPreviewBody = CheckoutOptions.omit({ shippingAddressId: true });
/** POST /public/creator-invoices/{sn}/payments: anyone holding the link pays with a one-time card token. */
export const PublicPayBody = CheckoutOptions.omit({
  shippingAddressId: true,
  promoCode: true,
  financingTermDays: true,
}).extend({
  paymentMethodId: z.string().trim().min(1, 'Enter a card').max(100),
  expectedTotalCents: z.number().int().nonnegative().optional(),
  receiptEmail: z.string().trim().email('Enter an email for the receipt').max(254).optional(),
});

/** A saved payment method or a processor object (challenge, wallet order) by its processor id. */
export const ProcessorRefParams = z.object({ id: z.string().trim().min(1).max(100) });
export const LinkTokenParams = z.object({ linkToken: z.string().trim().min(1).max(100) });

// ---- The embedded processor's browser-facing pages (what Stripe.js, PayPal's buttons and a bank-linking
// widget would do): the 3-D Secure challenge, the wallet's approval and the bank picker.

/** GET/POST /payments/challenges/{id}: the charge waiting for (or done with) 3-D Secure. */
export const Challenge = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['requires_action', 'succeeded', 'failed', 'canceled', 'refunded']),
});
export const WalletApproveBody = z.object({ payerEmail: z.string().trim().email().max(254) }).strict();
/** POST /payments/bank-links/{linkToken}/public-token: the account the payer picked in the bank picker. */
export const BankPickerBody = z
  .object({
    routingNumber: z.string().trim().min(1).max(20),
    accountNumber: z.string().trim().min(1).max(30),
    accountHolderName: z.string().trim().min(1, "Enter the account holder's name").max(100),
  })
  .strict();
export const BankPublicToken = z.object({ publicToken: z.string() });
export const BankAccountToken = z.object({ bankAccountToken: z.string() });
