// Checkout's price step: the totals of what is loaded (fees, shipping, promo code, financing), computed on
// the server, and every reason not to take the payment.
import { sql } from 'drizzle-orm';
import type { Address } from '../../../../shared/contract/cart';
import { formatMoney } from '../../../../shared/rules/money';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { creatorInvoicePayments as payments, promoCodeRedemptions } from '../../../db/schema/payments';
import { conflict, invalid, notFound, refused } from '../../../http/errors';
import type { ShippingProvider } from '../../../providers/shipping/types';
import { createStep } from '../../../workflows/create-step';
import { resolveShippingAddress } from '../../shipping-addresses/service';
import { loadTarget } from './load';
import { computeTotals } from './totals';
import type { CheckoutDeps, CheckoutState, Loaded, Payer, PayOptions, PayTarget, Priced } from './types';

/** Promo codes the store used (or holds in a running payment) and whether it ever completed a payment. */
async function storeHistory(tx: Db, payer: Payer) {
  if (payer.storeId == null) return { used: null, firstPurchase: false };
  const [row] = rowsOf<{ used: string[] | null; paid: boolean }>(
    await tx.execute(sql`
      select (select array_agg(code) from ${promoCodeRedemptions} where store_id = ${payer.storeId}) as used,
             exists (select 1 from ${payments} where store_id = ${payer.storeId} and status = 'COMPLETED') as paid`),
  );
  return { used: row?.used ?? [], firstPurchase: !row?.paid };
}

export async function priceTarget(
  deps: Pick<CheckoutDeps, 'shipping'>,
  tx: Db,
  payer: Payer,
  loaded: Loaded,
  options: PayOptions,
): Promise<Priced> {
  const history = await storeHistory(tx, payer);
  let address: Priced['address'] = null;
  if (loaded.needsShippingAddress && (options.shippingAddressId || options.shippingAddress)) {
    if (options.shippingAddressId && payer.storeId == null) throw notFound('Shipping address');
    address = await resolveShippingAddress(tx, deps.shipping, loaded.storeId, {
      shippingAddressId: options.shippingAddressId,
      shippingAddress: options.shippingAddress,
    });
  }
  const totals = await computeTotals(deps.shipping, {
    lines: loaded.lines,
    needsShippingAddress: loaded.needsShippingAddress,
    address: address as Address | null,
    shippingOptionId: options.shippingOptionId,
    promoCode: options.promoCode,
    usedPromoCodes: history.used,
    financingTermDays: options.financingTermDays,
  });
  return { totals, address, firstPurchase: history.firstPurchase };
}

/** Refuses a payment its totals do not allow (no address, a promo or financing problem, a changed total). */
export function checkPayable(input: CheckoutState, loaded: Loaded, { totals, address }: Priced) {
  if (loaded.needsShippingAddress && !address)
    throw invalid('Add a shipping address', [
      { path: 'shippingAddressId', message: 'Choose or enter where to ship this order' },
    ]);
  if (input.options.promoCode && totals.promoProblem) throw refused(totals.promoProblem);
  if (input.options.financingTermDays && totals.financingProblem) throw refused(totals.financingProblem);
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totals.totalCents)
    throw conflict(
      `The total is now ${formatMoney(totals.totalCents)}, not ${formatMoney(input.expectedTotalCents)}; review it and pay again`,
    );
  if (totals.totalCents <= 0) throw refused('There is nothing to pay');
}

/** POST …/action/preview: the totals of what would be paid, with nothing locked or written. */
export async function previewPayment(
  deps: CheckoutDeps,
  payer: Payer,
  target: PayTarget,
  options: PayOptions,
) {
  const loaded = await loadTarget(deps.db, payer, target, false);
  const { totals } = await priceTarget(deps, deps.db, payer, loaded, options);
  return { loaded, totals };
}

/**
 * The shipping provider, answering each question once per payment: a remote one (Shippo) is asked before
 * the checkout's transaction opens, so no row lock is held across a network call.
 */
export function memoShipping(provider: ShippingProvider): ShippingProvider {
  const cache = new Map<string, Promise<unknown>>();
  const memo = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, ask());
    return cache.get(key) as Promise<T>;
  };
  return {
    ...provider,
    kind: provider.kind,
    validateAddress: (a) => memo(`v${JSON.stringify(a)}`, () => provider.validateAddress(a)),
    rates: (r) => memo(`r${JSON.stringify(r)}`, () => provider.rates(r)),
  };
}

/** The price step: the totals of what the load step locked, checked payable, in the same transaction. */
export const priceStep = (deps: Pick<CheckoutDeps, 'shipping'>) =>
  createStep<CheckoutState>(
    'price',
    async (s, { tx, memory }) => {
      const loaded = memory.get('loaded') as Loaded;
      const priced = await priceTarget(deps, tx, s.payer, loaded, s.options);
      checkPayable(s, loaded, priced);
      memory.set('priced', priced);
      return undefined;
    },
    undefined,
    { transactional: true },
  );
