// Rows shaped like the cart endpoints' answers, for component tests.
import type { CheckoutTotals, OrderItem } from '../../../shared/contract/cart';

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 101,
    orderType: 'SAMPLES',
    orderSource: 'SOURCING_MARKETPLACE',
    status: 'IN_SHOPPING_CART',
    feeKind: 'PRODUCT',
    shippingMode: 'QUARRY_SHIPPING',
    title: 'Amber glass dropper bottle',
    sku: 'QI-11-AMBER',
    imageUrl: '/rest/main/images/items/11/0.png',
    catalogItemId: 11,
    supplier: { id: 7, name: 'Shenzhen Glassworks', logoUrl: '/rest/main/images/companies/7.png' },
    invoiceId: null,
    invoiceItemId: null,
    variant: 'Amber',
    colorOption: 'Amber',
    quantity: 2,
    unitPriceCents: 2500,
    totalCents: 5000,
    currency: 'USD',
    fees: [],
    items: [],
    stockLeft: null,
    isArchived: false,
    storedAtFbp: false,
    paymentId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    purchasedAt: null,
    ...overrides,
  };
}

export function makeTotals(overrides: Partial<CheckoutTotals> = {}): CheckoutTotals {
  return {
    currency: 'USD',
    lines: [{ kind: 'PRODUCT', label: 'Products', amountCents: 12_345 }],
    subtotalCents: 12_345,
    shippingCents: 0,
    discountCents: 0,
    financingFeeCents: 0,
    totalCents: 12_345,
    promoCode: null,
    promoProblem: null,
    needsShippingAddress: false,
    shippingOptions: [],
    shippingOptionId: null,
    items: [makeOrderItem()],
    ...overrides,
  };
}
