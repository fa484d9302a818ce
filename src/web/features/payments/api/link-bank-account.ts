import type { PaymentMethod } from '../../../../shared/contract/payments';
import { callApi } from '../../../api/call-api';
import { attachPaymentMethod } from './payment-method-actions';
import { processorPost } from './processor';

export type BankDetails = { routingNumber: string; accountNumber: string; accountHolderName: string };

/** POST /web/bank-links/link-token: opens a bank picker session for this store. */
export const createLinkToken = () =>
  callApi('POST /web/bank-links/link-token', {
    body: {},
    quiet: true,
  });

/**
 * What the bank picker does once the payer chose an account: the picker (the processor) answers a public
 * token, Quarry exchanges it for a bank account token, and that token is saved as a payment method.
 */
export async function linkBankAccount(linkToken: string, details: BankDetails): Promise<PaymentMethod> {
  const { publicToken } = await processorPost<{ publicToken: string }>(
    `/payments/bank-links/${encodeURIComponent(linkToken)}/public-token`,
    details,
  );
  const { bankAccountToken } = await callApi('POST /web/bank-links/bank-account-token', {
    body: { publicToken },
    quiet: true,
  });
  return attachPaymentMethod({ token: bankAccountToken });
}
