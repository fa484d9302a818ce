// A catalog product's price tiers (spec §3 "price tiers by quantity"): what makes a list of tiers one a
// founder can read — the first starts at the MOQ, each at a different quantity, and buying more never costs
// more per unit. The supplier portal's contract and its product form check the same rules.

import type { PriceTier } from './quote-pricing';

export type PriceTierProblem = {
  /** Position of the tier in the list as given (0-based). */
  index: number;
  field: keyof PriceTier;
  message: string;
};

/** What is wrong with these tiers for a product of this MOQ ([] when nothing); the order given does not matter. */
export function priceTierProblems(tiers: readonly PriceTier[], moq: number): PriceTierProblem[] {
  const problems: PriceTierProblem[] = [];
  const firstAt = new Map<number, number>();
  tiers.forEach((t, index) => {
    const earlier = firstAt.get(t.minQuantity);
    if (earlier !== undefined)
      problems.push({
        index,
        field: 'minQuantity',
        message: `Tiers ${earlier + 1} and ${index + 1} both start at ${t.minQuantity} units`,
      });
    else firstAt.set(t.minQuantity, index);
  });
  const order = tiers.map((t, index) => ({ ...t, index })).sort((a, b) => a.minQuantity - b.minQuantity);
  const first = order[0];
  if (first && Number.isFinite(moq) && first.minQuantity !== moq)
    problems.push({
      index: first.index,
      field: 'minQuantity',
      message: `The first price tier starts at the MOQ (${moq} ${moq === 1 ? 'unit' : 'units'})`,
    });
  for (let k = 1; k < order.length; k++) {
    const smaller = order[k - 1]!;
    const larger = order[k]!;
    if (larger.minQuantity !== smaller.minQuantity && larger.unitPriceCents > smaller.unitPriceCents)
      problems.push({
        index: larger.index,
        field: 'unitPriceCents',
        message: `${larger.minQuantity} units can't cost more per unit than ${smaller.minQuantity}`,
      });
  }
  return problems;
}

/** The lowest unit price of the tiers (what lists show as "from"). */
export const lowestUnitPrice = (tiers: readonly PriceTier[]) =>
  Math.min(...tiers.map((t) => t.unitPriceCents));
