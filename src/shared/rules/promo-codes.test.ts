import { describe, expect, it } from 'vitest';
import { findPromoCode, promoDiscount } from './promo-codes';

describe('promo codes', () => {
  it('knows PRODUCTS10 and DESIGN50, in any case', () => {
    expect(findPromoCode(' products10 ')?.code).toBe('PRODUCTS10');
    expect(findPromoCode('Design50')?.code).toBe('DESIGN50');
    expect(findPromoCode('FREE100')).toBeUndefined();
  });

  it('PRODUCTS10 takes 10% off products only, at most $100', () => {
    const p = findPromoCode('PRODUCTS10')!;
    expect(
      promoDiscount(p, [
        { kind: 'PRODUCT', amountCents: 5005 },
        { kind: 'SHIPPING', amountCents: 9999 },
      ]),
    ).toBe(501);
    expect(promoDiscount(p, [{ kind: 'PRODUCT', amountCents: 5_000_000 }])).toBe(10_000);
    expect(promoDiscount(p, [{ kind: 'SERVICES', amountCents: 5000 }])).toBe(0);
  });

  it('DESIGN50 takes half off services only, at most $50', () => {
    const d = findPromoCode('DESIGN50')!;
    expect(promoDiscount(d, [{ kind: 'SERVICES', amountCents: 6000 }])).toBe(3000);
    expect(promoDiscount(d, [{ kind: 'SERVICES', amountCents: 60_000 }])).toBe(5000);
    expect(promoDiscount(d, [{ kind: 'PRODUCT', amountCents: 6000 }])).toBe(0);
  });
});
