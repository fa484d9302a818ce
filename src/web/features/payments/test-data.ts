// Shapes the payment tests answer with, as the contract defines them.
import type { CheckoutTotals } from '../../../shared/contract/cart';
import type { PaymentMethod, PaymentResult } from '../../../shared/contract/payments';

export const makeTotals = (over: Partial<CheckoutTotals> = {}): CheckoutTotals => ({
  currency: 'USD',
  lines: [{ kind: 'PRODUCT', label: 'Products', amountCents: 12345 }],
  subtotalCents: 12345,
  shippingCents: 0,
  discountCents: 0,
  financingFeeCents: 0,
  totalCents: 12345,
  promoCode: null,
  promoProblem: null,
  needsShippingAddress: false,
  shippingOptions: [],
  shippingOptionId: null,
  items: [],
  ...over,
});

export const makeResult = (over: Partial<PaymentResult> = {}): PaymentResult => {
  const { items: _items, shippingOptions: _options, ...totals } = makeTotals();
  return {
    id: 5,
    status: 'COMPLETED',
    paymentStatus: 'COMPLETED',
    declineCode: null,
    message: null,
    challengeId: null,
    totals,
    orderItemIds: [1],
    invoiceId: null,
    firstPurchase: false,
    method: 'CARD',
    createdAt: '2026-05-15T12:00:00.000Z',
    ...over,
  };
};

export const makeMethod = (over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 'pm_1',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2029,
  bankName: null,
  isDefault: false,
  ...over,
});

export const PAYMENTS_CONFIG = {
  provider: 'embedded',
  publishableKey: 'pk_test_embedded',
  tokenUrl: '/rest/main/payments/tokens',
  testMode: true,
} as const;
