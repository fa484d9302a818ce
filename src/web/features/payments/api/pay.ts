import type { PaymentResult } from '../../../../shared/contract/payments';
import { callApi } from '../../../api/call-api';
import { isPublicTarget, type PaymentOptions, type PaymentTarget } from '../payment-target';

export type PayFields = {
  paymentMethodId: string;
  expectedTotalCents: number;
  receiptEmail?: string;
};

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

/**
 * Pays once per idempotency key: POST /web/creator-invoice-payments (cart or invoice in the app) or
 * POST /public/creator-invoices/{sn}/payments (the public link, which takes only its own few fields).
 */
export function submitPayment(
  target: PaymentTarget,
  options: PaymentOptions,
  fields: PayFields,
  key: string,
): Promise<PaymentResult> {
  if (isPublicTarget(target))
    return callApi('POST /public/creator-invoices/:sn/payments', {
      params: { sn: target.sn },
      headers: idempotent(key),
      body: { ...fields, shippingAddress: options.shippingAddress },
      quiet: true,
    });
  return callApi('POST /web/creator-invoice-payments', {
    headers: idempotent(key),
    body: { ...target, ...options, ...fields },
    quiet: true,
  });
}

/** After the 3-D Secure challenge: POST …/payments/{id}/confirm answers the payment's final outcome. */
export function confirmPayment(
  target: PaymentTarget,
  paymentId: number,
  key: string,
): Promise<PaymentResult> {
  const opts = { headers: idempotent(key), body: {}, quiet: true };
  return isPublicTarget(target)
    ? callApi('POST /public/creator-invoices/:sn/payments/:id/confirm', {
        params: { sn: target.sn, id: paymentId },
        ...opts,
      })
    : callApi('POST /web/creator-invoice-payments/:id/confirm', { params: { id: paymentId }, ...opts });
}

/** POST /web/creator-invoice-payments/paypal-capture: pays with a wallet order the payer approved. */
export function captureWalletPayment(
  target: Exclude<PaymentTarget, { sn: string }>,
  options: PaymentOptions,
  fields: { walletOrderId: string; expectedTotalCents: number },
  key: string,
): Promise<PaymentResult> {
  return callApi('POST /web/creator-invoice-payments/paypal-capture', {
    headers: idempotent(key),
    body: { ...target, ...options, ...fields },
    quiet: true,
  });
}
