import type { PaymentResult } from '../../../../shared/contract/payments';
import { apiRequest } from '../../../api/client';
import { isPublicTarget, type PaymentOptions, type PaymentTarget } from '../payment-target';

export type PayFields = {
  paymentMethodId: string;
  expectedTotalCents: number;
  receiptEmail?: string;
};

const idempotent = (key: string) => ({ 'Idempotency-Key': key });
const publicBase = (sn: string) => `/public/creator-invoices/${encodeURIComponent(sn)}`;

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
    return apiRequest<PaymentResult>(`${publicBase(target.sn)}/payments`, {
      method: 'POST',
      headers: idempotent(key),
      body: { ...fields, shippingAddress: options.shippingAddress },
      quiet: true,
    });
  return apiRequest<PaymentResult>('/web/creator-invoice-payments', {
    method: 'POST',
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
  const path = isPublicTarget(target)
    ? `${publicBase(target.sn)}/payments/${paymentId}/confirm`
    : `/web/creator-invoice-payments/${paymentId}/confirm`;
  return apiRequest<PaymentResult>(path, { method: 'POST', headers: idempotent(key), body: {}, quiet: true });
}

/** POST /web/creator-invoice-payments/paypal-capture: pays with a wallet order the payer approved. */
export function captureWalletPayment(
  target: Exclude<PaymentTarget, { sn: string }>,
  options: PaymentOptions,
  fields: { walletOrderId: string; expectedTotalCents: number },
  key: string,
): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/web/creator-invoice-payments/paypal-capture', {
    method: 'POST',
    headers: idempotent(key),
    body: { ...target, ...options, ...fields },
    quiet: true,
  });
}
