import { error, missing, tokenJson } from './replies';
import { BEHAVIOR, BRAND, type FakeStripeState, type Reply, type ResourceCall, type Token } from './state';

/** /v1/tokens: what Stripe.js does in the browser (card details → a single-use token). */
export function routeTokens(s: FakeStripeState, { method, oid, f }: ResourceCall): Reply | undefined {
  if (method === 'POST' && !oid) {
    const number = (f['card[number]'] ?? '').replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(number)) {
      return error(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    }
    const brand = BRAND.find((b) => b[0].test(number))?.[1] ?? 'Unknown';
    const t: Token = {
      id: s.id('tok'),
      used: false,
      card: {
        brand,
        last4: number.slice(-4),
        exp_month: Number(f['card[exp_month]']),
        exp_year: Number(f['card[exp_year]']),
        behavior: BEHAVIOR[number] ?? 'succeed',
      },
    };
    s.tokens.set(t.id, t);
    return { status: 200, body: tokenJson(t) };
  }
  if (method === 'GET' && oid) {
    const t = s.tokens.get(oid);
    return t ? { status: 200, body: tokenJson(t) } : missing('token', 'token');
  }
  return undefined;
}
