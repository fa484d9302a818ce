// Checkout totals, computed here and only here: fees by kind, shipping through the shipping provider, the
// promo code, the financing fee and the total, in integer cents. The browser shows these numbers.
import type { Address, Fee, ShippingOption } from '../../../../shared/contract/cart';
import { FEE_KIND_LABELS, type FeeKind, type OrderType } from '../../../../shared/rules/order-items';
import { FINANCING_TERMS, MIN_FINANCED_CENTS } from '../../../../shared/rules/payments';
import { findPromoCode, normalizePromoCode, promoDiscount } from '../../../../shared/rules/promo-codes';
import { applyBasisPoints } from '../../../../shared/rules/quote-pricing';
import { invalid } from '../../../http/errors';
import { parcelFor } from '../../../providers/shipping/parcel';
import type { ShippingProvider } from '../../../providers/shipping/types';

/** One priced line of what is being paid for (an order item, or an invoice line). */
export type PricedLine = {
  feeKind: FeeKind;
  quantity: number;
  unitPriceCents: number;
  shippingMode: string;
  companyId: number;
  companyCountry: string;
  packing: 'PARCEL' | 'PALLET' | null;
  orderType: OrderType;
};

export type TotalsInput = {
  lines: PricedLine[];
  /** The invoice's own rule when paying an invoice; else from the lines' shipping modes. */
  needsShippingAddress: boolean;
  /** Whether shipping is priced by the shipping provider (Quarry shipping lines). */
  address: Address | null;
  shippingOptionId?: string;
  promoCode?: string;
  /** Promo codes this store already used (null: the payer is not signed in, no codes). */
  usedPromoCodes: string[] | null;
  financingTermDays?: number;
};

export type Totals = {
  currency: string;
  lines: Fee[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  financingFeeCents: number;
  totalCents: number;
  promoCode: string | null;
  promoProblem: string | null;
  financingProblem: string | null;
  needsShippingAddress: boolean;
  shippingOptions: ShippingOption[];
  shippingOptionId: string | null;
};

export const lineAmount = (l: { quantity: number; unitPriceCents: number }) => l.quantity * l.unitPriceCents;

/** Shipping options for the Quarry-shipped lines: one shipment per supplier, an option's price summed. */
async function shippingFor(
  shipping: ShippingProvider,
  lines: PricedLine[],
  to: Address,
): Promise<ShippingOption[]> {
  const bySupplier = new Map<number, PricedLine[]>();
  for (const l of lines) {
    if (l.shippingMode !== 'QUARRY_SHIPPING') continue;
    bySupplier.set(l.companyId, [...(bySupplier.get(l.companyId) ?? []), l]);
  }
  if (bySupplier.size === 0) return [];
  const perShipment = await Promise.all(
    [...bySupplier.values()].map((group) =>
      shipping.rates({
        from: { countryCode: group[0]!.companyCountry },
        to,
        parcel: parcelFor(
          group.map((g) => ({
            quantity: g.quantity,
            packing: g.packing ?? 'PARCEL',
            orderType: g.orderType,
          })),
        ),
      }),
    ),
  );
  // An option is offered when every shipment has it; its price and days are the shipments' sum and slowest.
  const [first, ...rest] = perShipment;
  const offered: ShippingOption[] = [];
  for (const option of first ?? []) {
    const matches = rest.map((r) => r.find((o) => o.id === option.id));
    if (matches.some((m) => !m)) continue;
    offered.push({
      ...option,
      amountCents: option.amountCents + matches.reduce((s, m) => s + m!.amountCents, 0),
      minDays: Math.max(option.minDays, ...matches.map((m) => m!.minDays)),
      maxDays: Math.max(option.maxDays, ...matches.map((m) => m!.maxDays)),
    });
  }
  return offered.sort((a, b) => a.amountCents - b.amountCents);
}

function promoFor(
  code: string | undefined,
  used: string[] | null,
  fees: Fee[],
): { code: string | null; discount: number; problem: string | null } {
  if (!code?.trim()) return { code: null, discount: 0, problem: null };
  const wanted = normalizePromoCode(code);
  const promo = findPromoCode(wanted);
  if (!promo) return { code: wanted, discount: 0, problem: `${wanted} is not a valid promo code` };
  if (used === null) return { code: wanted, discount: 0, problem: 'Sign in to Quarry to use a promo code' };
  if (used.includes(promo.code))
    return { code: promo.code, discount: 0, problem: `You already used ${promo.code}; each code works once` };
  const discount = promoDiscount(promo, fees);
  if (discount === 0)
    return {
      code: promo.code,
      discount: 0,
      problem: `${promo.code} gives ${promo.description}; nothing in this order qualifies`,
    };
  return { code: promo.code, discount, problem: null };
}

export function financingFee(amountCents: number, termDays: number) {
  const term = FINANCING_TERMS.find((t) => t.days === termDays);
  if (!term) throw invalid('Choose a financing term of 30, 60 or 90 days');
  return applyBasisPoints(amountCents, term.feeBasisPoints);
}

export async function computeTotals(shipping: ShippingProvider, input: TotalsInput): Promise<Totals> {
  const byKind = new Map<FeeKind, number>();
  for (const l of input.lines) byKind.set(l.feeKind, (byKind.get(l.feeKind) ?? 0) + lineAmount(l));
  const lines = [...byKind].map(([kind, amountCents]) => ({
    kind,
    label: FEE_KIND_LABELS[kind],
    amountCents,
  }));
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);

  let shippingOptions: ShippingOption[] = [];
  let chosen: ShippingOption | null = null;
  if (input.address) {
    shippingOptions = await shippingFor(shipping, input.lines, input.address);
    if (input.shippingOptionId) {
      chosen = shippingOptions.find((o) => o.id === input.shippingOptionId) ?? null;
      if (!chosen && shippingOptions.length)
        throw invalid('That shipping option is not offered for this address', [
          {
            path: 'shippingOptionId',
            message: `Choose one of: ${shippingOptions.map((o) => o.id).join(', ')}`,
          },
        ]);
    } else chosen = shippingOptions[0] ?? null;
  }
  const shippingCents = chosen?.amountCents ?? 0;

  const promo = promoFor(input.promoCode, input.usedPromoCodes, lines);
  const afterDiscount = subtotalCents + shippingCents - promo.discount;

  let financingFeeCents = 0;
  let financingProblem: string | null = null;
  if (input.financingTermDays) {
    if (input.usedPromoCodes === null) financingProblem = 'Sign in to Quarry to pay later';
    else if (afterDiscount < MIN_FINANCED_CENTS)
      financingProblem = `Orders of $${MIN_FINANCED_CENTS / 100} or more can be paid later`;
    else financingFeeCents = financingFee(afterDiscount, input.financingTermDays);
  }
  return {
    currency: 'USD',
    lines,
    subtotalCents,
    shippingCents,
    discountCents: promo.discount,
    financingFeeCents,
    totalCents: afterDiscount + financingFeeCents,
    promoCode: promo.code,
    promoProblem: promo.problem,
    financingProblem,
    needsShippingAddress: input.needsShippingAddress,
    shippingOptions,
    shippingOptionId: chosen?.id ?? null,
  };
}
