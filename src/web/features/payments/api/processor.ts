// The processor's own endpoints (card tokens, 3-D Secure, the bank picker, the wallet): what Stripe.js, Plaid
// Link or PayPal's buttons would call from the browser. Plain fetch, never the app's client: no bearer token
// goes to the processor, and card or bank numbers never pass through Quarry's API code.
import { API_BASE_PATH } from '../../../../shared/contract/http';
import { NETWORK_ERROR_MESSAGE } from '../../../../shared/rules/messages';

/** A refusal or failure of the processor; `network` when no answer came (the call may be retried). */
export class ProcessorError extends Error {
  readonly status: number;
  readonly network: boolean;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ProcessorError';
    this.status = status;
    this.network = status === 0;
  }
}

/** `url` is absolute or under the API base (`/payments/…`). */
export async function processorPost<T>(url: string, body: unknown): Promise<T> {
  const href = /^(https?:)?\/\//.test(url) || url.startsWith(API_BASE_PATH) ? url : `${API_BASE_PATH}${url}`;
  let response: Response;
  try {
    response = await fetch(href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ProcessorError(NETWORK_ERROR_MESSAGE, 0);
  }
  const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok) return data as T;
  const message =
    typeof data?.message === 'string' && data.message
      ? data.message
      : response.status >= 500
        ? NETWORK_ERROR_MESSAGE
        : 'The payment processor refused these details.';
  throw new ProcessorError(message, response.status);
}
