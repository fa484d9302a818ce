import type { PaymentResult } from '../../../shared/contract/payments';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/rules/messages';
import { DECLINE_MESSAGES } from '../../../shared/rules/payments';
import { isApiError } from '../../api/api-error';
import { ProcessorError } from './api/processor';

/** The decline's words: the server's message, else the rule's text for its code. */
export const declineMessage = (r: Pick<PaymentResult, 'message' | 'declineCode'>) =>
  r.message ?? DECLINE_MESSAGES[r.declineCode ?? ''] ?? DECLINE_MESSAGES.generic_decline!;

/** No answer came: the same attempt may be sent again with the same idempotency key. */
export const isNetworkFailure = (e: unknown) =>
  (isApiError(e) && (e.code === 'NETWORK' || e.code === 'TIMEOUT')) ||
  (e instanceof ProcessorError && e.network);

export const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : GENERIC_ERROR_MESSAGE;
