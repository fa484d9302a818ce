// The cart feature's own links, typed (STYLE.md "Routes and URLs in one place").
import type { OrderTab } from '../../../shared/rules/order-items';

export const CHECKOUT_STEPS = ['overview', 'shipping', 'payment', 'success'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The query parameter that opens the cart dialog on any page (spec: dialogs opened by a query parameter). */
export const CART_DIALOG_PARAM = { name: 'open', value: 'cart' } as const;

export const cartPaths = {
  checkout: (step: CheckoutStep = 'overview') =>
    step === 'overview' ? '/checkout' : `/checkout?step=${step}`,
  marketplace: () => '/browse-suppliers',
  product: (catalogItemId: number) => `/browse-suppliers/catalog-item/${catalogItemId}`,
  orders: (opts: { tab?: OrderTab; id?: number } = {}) => {
    const q = new URLSearchParams();
    if (opts.tab) q.set('tab', opts.tab);
    if (opts.id != null) q.set('id', String(opts.id));
    const qs = q.toString();
    return `/inbox/orders${qs ? `?${qs}` : ''}`;
  },
  /** Review the supplier of a paid order (spec: /leave-a-review/{orderId}). */
  leaveReview: (orderId: number) => `/leave-a-review/${orderId}`,
} as const;
