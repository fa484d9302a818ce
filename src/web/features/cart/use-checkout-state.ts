import { useCallback } from 'react';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../routing/paths';
import { useLatestSearchParams } from '../../ui/use-search-params';
import type { CheckoutChoices } from './api/preview-checkout';

// Checkout keeps the buyer's choices in the URL (?step=&promo=&address=&shipping=&paymentId=), so a
// reload, Back and Forward land on the same step with the same totals.

const positiveId = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

export type CheckoutState = Omit<CheckoutChoices, 'financingTermDays'> & {
  step: CheckoutStep;
  paymentId?: number;
};
type Changes = Partial<Record<'step' | 'promo' | 'address' | 'shipping' | 'paymentId', string | null>>;

export function readCheckoutState(params: URLSearchParams): CheckoutState {
  const step = params.get('step');
  return {
    step: CHECKOUT_STEPS.includes(step as CheckoutStep) ? (step as CheckoutStep) : 'overview',
    promoCode: params.get('promo')?.trim() || undefined,
    shippingAddressId: positiveId(params.get('address')),
    shippingOptionId: params.get('shipping') || undefined,
    paymentId: positiveId(params.get('paymentId')),
  };
}

export function useCheckoutState() {
  const [params, setParams] = useLatestSearchParams();
  const state = readCheckoutState(params);
  /** Sets (or with null, removes) URL values; a new step is a history entry, a changed choice is not. */
  const change = useCallback(
    (changes: Changes) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          for (const [k, v] of Object.entries(changes)) {
            if (v == null || v === '' || (k === 'step' && v === 'overview')) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: !('step' in changes) },
      ),
    [setParams],
  );
  const goTo = useCallback((step: CheckoutStep) => change({ step }), [change]);
  return { state, change, goTo };
}
