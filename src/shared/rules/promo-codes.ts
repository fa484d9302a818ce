// The promo codes of spec §9, PRODUCTS10 and DESIGN50, and their rules (docs/decisions/016):
// - PRODUCTS10: 10% off the products (fee kind PRODUCT: samples and inventory), at most $100 off.
// - DESIGN50: 50% off services (fee kind SERVICES: design and setup services), at most $50 off.
// Each store may use each code once, on a completed payment. Codes are case-insensitive.
import type { FeeKind } from './order-items';
import { applyBasisPoints } from './quote-pricing';

export type PromoCode = {
  code: 'PRODUCTS10' | 'DESIGN50';
  description: string;
  appliesTo: FeeKind;
  basisPoints: number;
  maxDiscountCents: number;
};

export const PROMO_CODES: readonly PromoCode[] = [
  {
    code: 'PRODUCTS10',
    description: '10% off samples and inventory, up to $100',
    appliesTo: 'PRODUCT',
    basisPoints: 1000,
    maxDiscountCents: 10_000,
  },
  {
    code: 'DESIGN50',
    description: '50% off design and setup services, up to $50',
    appliesTo: 'SERVICES',
    basisPoints: 5000,
    maxDiscountCents: 5_000,
  },
];

export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

export function findPromoCode(code: string): PromoCode | undefined {
  const wanted = normalizePromoCode(code);
  return PROMO_CODES.find((p) => p.code === wanted);
}

/** The discount a code gives on these fees (0 when nothing in them qualifies). */
export function promoDiscount(
  promo: PromoCode,
  fees: readonly { kind: FeeKind; amountCents: number }[],
): number {
  const base = fees.filter((f) => f.kind === promo.appliesTo).reduce((sum, f) => sum + f.amountCents, 0);
  return Math.min(applyBasisPoints(base, promo.basisPoints), promo.maxDiscountCents);
}
