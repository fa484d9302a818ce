import type { Rng } from '../../../db/seed/catalog/prng';

/** A retail price point: x.99 under $100, whole $5 steps above. */
export function pricePoint(cents: number): number {
  const dollars = cents / 100;
  // Up to the next price point, never below: a markup rounded down could fall under its own floor.
  if (dollars < 100) return (Math.floor(dollars) + 1) * 100 - 1;
  return Math.ceil(dollars / 5) * 500;
}

/** Keystone-style: production × 2.5–4, on a price point. */
export const retailFrom = (productionCents: number, rng: Rng) =>
  pricePoint(productionCents * (2.5 + rng.int(0, 15) / 10));
