import type { PaymentResult } from '../../../shared/contract/payments';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/rules/messages';
import { DECLINE_MESSAGES } from '../../../shared/rules/payments';
import { isApiError } from '../../api/api-error';
import { ProcessorError } from './api/processor';

/** The decline's words: the server's message, else the rule's text for its code. */
export const declineMessage = (r: Pick<PaymentResult, 'message' | 'declineCode'>) =>
  r.message ?? DECLINE_MESSAGES[r.declineCode ?? ''] ?? DECLINE_MESSAGES.generic_decline!;

/** After a decline: what the payer can do next (nothing was charged; another card or another way to pay). */
export function declineNextStep(declineCode: string | null | undefined): string {
  switch (declineCode) {
    case 'insufficient_funds':
      return 'Nothing was charged. Use another card, or pay from a bank account.';
    case 'expired_card':
      return 'Nothing was charged. Check the expiry date, or use another card.';
    case 'authentication_failed':
      return "Nothing was charged. Try again and complete your bank's check, or use another card.";
    case 'wallet_not_approved':
      return 'Nothing was charged. Approve the payment in the wallet window, or pay by card instead.';
    default:
      return 'Nothing was charged. Try another card or another way to pay (a bank account or the wallet), or ask your bank why it declined.';
  }
}

/** No answer came: the same attempt may be sent again with the same idempotency key. */
export const isNetworkFailure = (e: unknown) =>
  (isApiError(e) && (e.code === 'NETWORK' || e.code === 'TIMEOUT')) ||
  (e instanceof ProcessorError && e.network);

export const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : GENERIC_ERROR_MESSAGE;
