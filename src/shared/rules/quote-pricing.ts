// What a quote costs the founder at the quantity they asked for: the tier rule, goods, tariff and landed
// cost, all in integer cents. The comparison table and its tests use this one function.

export type PriceTier = { minQuantity: number; unitPriceCents: number };

/**
 * The unit price at `quantity`: the tier with the largest minQuantity not above it. Below the first tier the
 * founder cannot buy at all, so callers first raise the quantity to the MOQ (see `priceQuote`); a quantity
 * still below every tier pays the first (smallest-quantity) tier's price.
 */
export function unitPriceAt(tiers: readonly PriceTier[], quantity: number): number {
  if (tiers.length === 0) throw new Error('a quote has at least one price tier');
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let price = sorted[0]!.unitPriceCents;
  for (const t of sorted) if (t.minQuantity <= quantity) price = t.unitPriceCents;
  return price;
}

/** A percentage such as 7.5 as integer basis points (750), so the money math stays in integers. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

/** cents × bp / 10 000, rounded half up (amounts are never negative). */
export const applyBasisPoints = (cents: number, basisPoints: number) =>
  Math.floor((cents * basisPoints + 5000) / 10_000);

export type QuotePrice = {
  /** What the founder orders: their quantity, raised to the quote's MOQ when below it. */
  orderQuantity: number;
  unitPriceCents: number;
  goodsCents: number;
  tariffCents: number;
  landedCostCents: number;
  /** Landed cost per unit, rounded half up. */
  landedUnitCents: number;
};

/**
 * Landed cost = goods + tariff. Goods = unit price (at the order quantity, by the tier rule) × order quantity.
 * Tariff = goods × the supplier's US tariff rate, rounded half up to the cent once, on the total (never per
 * unit, so rounding never compounds). Shipping and fees are not quoted, so they are not in it.
 */
export function priceQuote(
  quote: { priceTiers: readonly PriceTier[]; moq: number },
  quantity: number,
  tariffRatePercent: number,
): QuotePrice {
  const orderQuantity = Math.max(quantity, quote.moq);
  const unitPriceCents = unitPriceAt(quote.priceTiers, orderQuantity);
  const goodsCents = unitPriceCents * orderQuantity;
  const tariffCents = applyBasisPoints(goodsCents, percentToBasisPoints(tariffRatePercent));
  const landedCostCents = goodsCents + tariffCents;
  return {
    orderQuantity,
    unitPriceCents,
    goodsCents,
    tariffCents,
    landedCostCents,
    landedUnitCents: Math.floor((landedCostCents * 2 + orderQuantity) / (2 * orderQuantity)),
  };
}
