import { describe, expect, it } from 'vitest';
import { quoteBody, quotePreview, quoteValues, validateQuote } from './quote-form-values';

describe('the quote form values', () => {
  it("start at the founder's quantity, and become cents", () => {
    const v = quoteValues(null, 600);
    expect(v).toMatchObject({ moq: 600, tiers: [{ minQuantity: 600, unitPrice: '' }] });
    expect(validateQuote(v)).toEqual({ 'tiers.0.unitPrice': 'Enter a price' });
    const filled = { ...v, tiers: [{ minQuantity: 600, unitPrice: 4.2 }] };
    expect(validateQuote(filled)).toEqual({});
    expect(quoteBody(filled)).toEqual({
      priceTiers: [{ minQuantity: 600, unitPriceCents: 420 }],
      moq: 600,
      leadTimeDays: 30,
      note: '',
    });
  });

  it('refuse two tiers at one quantity and a lead time of 0 days', () => {
    const errors = validateQuote({
      tiers: [
        { minQuantity: 100, unitPrice: 4 },
        { minQuantity: 100, unitPrice: 3 },
      ],
      moq: 100,
      leadTimeDays: 0,
      note: '',
    });
    expect(errors).toEqual({
      tiers: 'Each price tier starts at a different quantity',
      leadTimeDays: 'Lead time is at least 1 day',
    });
  });

  it('preview what the founder pays: tier at the order quantity, tariff once on the total', () => {
    const preview = quotePreview(
      {
        tiers: [
          { minQuantity: 100, unitPrice: 4.5 },
          { minQuantity: 500, unitPrice: 4 },
        ],
        moq: 100,
        leadTimeDays: 30,
        note: '',
      },
      600,
      7.5,
    );
    expect(preview).toEqual({
      orderQuantity: 600,
      unitPriceCents: 400,
      goodsCents: 240_000,
      tariffCents: 18_000,
      landedCostCents: 258_000,
      landedUnitCents: 430,
    });
    expect(
      quotePreview({ tiers: [{ minQuantity: 1, unitPrice: '' }], moq: 1, leadTimeDays: 1, note: '' }, 5, 0),
    ).toBeNull();
  });
});
