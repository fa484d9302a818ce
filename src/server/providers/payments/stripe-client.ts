import { AppError, conflict } from '../../http/errors';

// Stripe's REST API over fetch, shared by the payments adapter (stripe-payments.ts) and its subscription
// billing (stripe-billing.ts).

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  /** https://api.stripe.com, or a loopback Stripe in tests. */
  apiUrl: string;
  timeoutMs?: number;
  /**
   * Names this deployment in the idempotency keys the adapter makes up itself (one customer per store), so two
   * deployments sharing a Stripe account never get each other's customer. The same on every instance.
   */
  keyPrefix?: string;
  /** The webhook endpoint's signing secret (whsec_…): billing.receiveWebhook verifies events with it. */
  webhookSecret?: string;
};

/** The API version the shapes below were written against (sent on every call, so an account upgrade can't move them). */
export const STRIPE_API_VERSION = '2024-06-20';

export type Form = Record<string, string | number | boolean | null | undefined>;

export type StripeError = {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
  payment_intent?: StripeIntent;
};

export type StripeIntent = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  last_payment_error?: { code?: string; decline_code?: string } | null;
  latest_charge?: string | { id: string; refunded?: boolean; amount_refunded?: number } | null;
};
export const unavailable = (detail: string) =>
  new AppError('UNAVAILABLE', `The payments service could not take the request: ${detail}`);

export type StripeCall = <T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts?: { form?: Form; query?: [string, string][]; idempotencyKey?: string },
) => Promise<{ status: number; body: T; error: StripeError | null }>;

/**
 * One Stripe REST call: form-encoded body, the secret key as bearer, the pinned API version, an
 * Idempotency-Key when given; 5xx, 429 and a refused key → 503, a key in use → 409, other refusals answered
 * in `error` for the caller to map.
 */
export function stripeCaller(cfg: StripeConfig): StripeCall {
  const timeoutMs = cfg.timeoutMs ?? 15_000;
  return async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts: { form?: Form; query?: [string, string][]; idempotencyKey?: string } = {},
  ): Promise<{ status: number; body: T; error: StripeError | null }> {
    const url = new URL(`${cfg.apiUrl}${path}`);
    for (const [k, v] of opts.query ?? []) url.searchParams.append(k, v);
    const headers: Record<string, string> = {
      authorization: `Bearer ${cfg.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    let body: string | undefined;
    if (method !== 'GET') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form ?? {})) if (v != null) form.append(k, String(v));
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    }
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const name = (err as Error).name;
      throw unavailable(name === 'TimeoutError' ? 'it did not answer in time' : 'it could not be reached');
    }
    const json = (await res.json().catch(() => ({}))) as T & { error?: StripeError };
    if (res.status >= 500 || res.status === 429) throw unavailable(`Stripe answered ${res.status}`);
    if (res.status === 401 || res.status === 403) {
      throw unavailable(json.error?.message ?? 'Stripe refused the API key');
    }
    if (res.status === 409) {
      throw conflict(json.error?.message ?? 'Another request with this idempotency key is in progress');
    }
    return {
      status: res.status,
      body: json,
      error: res.ok ? null : (json.error ?? { message: `Stripe answered ${res.status}` }),
    };
  };
}
