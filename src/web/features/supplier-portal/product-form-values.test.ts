import { describe, expect, it } from 'vitest';
import {
  type ProductValues,
  productBody,
  productValues,
  serverFieldErrors,
  validateProduct,
} from './product-form-values';

const valid = (over: Partial<ProductValues> = {}): ProductValues => ({
  ...productValues(null),
  title: 'Bamboo tumbler, 500 ml',
  description: 'Double-walled, with a screw lid.',
  categoryId: '12',
  imageUrls: ['/rest/main/files/abc.png'],
  moq: 100,
  tiers: [
    { minQuantity: 100, unitPrice: 4.5 },
    { minQuantity: 500, unitPrice: '3.99' },
  ],
  colors: [{ name: 'Sage', hex: '9caf88', variant: 'Matte' }],
  ...over,
});

describe('the product form values', () => {
  it('become the API body: cents, numbers and the canonical colour string', () => {
    expect(validateProduct(valid())).toEqual({});
    expect(productBody(valid())).toMatchObject({
      categoryId: 12,
      moq: 100,
      priceTiers: [
        { minQuantity: 100, unitPriceCents: 450 },
        { minQuantity: 500, unitPriceCents: 399 },
      ],
      colorOptions: 'Sage|#9CAF88|Matte',
    });
  });

  it('name the blanks in form words', () => {
    const errors = validateProduct(productValues(null));
    expect(errors).toMatchObject({
      title: 'Enter a title',
      description: 'Describe the product',
      categoryId: 'Pick a category',
      imageUrls: 'Add at least one picture',
      'tiers.0.unitPrice': 'Enter a price',
    });
  });

  it('check the price tiers against the MOQ, and that more never costs more', () => {
    const first = validateProduct(valid({ moq: 50 }));
    expect(first['tiers.0.minQuantity']).toBe('The first price tier starts at the MOQ (50 units)');
    const rising = validateProduct(
      valid({
        tiers: [
          { minQuantity: 100, unitPrice: 4 },
          { minQuantity: 500, unitPrice: 4.25 },
        ],
      }),
    );
    expect(rising['tiers.1.unitPrice']).toBe("500 units can't cost more per unit than 100");
    const twice = validateProduct(
      valid({
        tiers: [
          { minQuantity: 100, unitPrice: 4 },
          { minQuantity: 100, unitPrice: 3 },
        ],
      }),
    );
    expect(twice['tiers.1.minQuantity']).toBe('Tiers 1 and 2 both start at 100 units');
  });

  it('check each colour row', () => {
    const errors = validateProduct(
      valid({
        colors: [
          { name: 'Sage', hex: 'green', variant: '' },
          { name: '', hex: '#fff', variant: 'Gloss' },
        ],
      }),
    );
    expect(errors).toMatchObject({
      'colors.0.hex': 'Colour 1: "green" is not a hex colour such as #1E2A4A',
      'colors.1.name': 'Colour 2 needs a name',
    });
    expect(errors.colors).toBeUndefined();
  });

  it("place the server's field errors on the form", () => {
    expect(
      serverFieldErrors([
        { path: 'body.priceTiers.1.unitPriceCents', message: 'too high' },
        { path: 'body.imageUrls.0', message: 'not yours' },
        { path: 'body', message: 'unknown key' },
      ]),
    ).toEqual({ 'tiers.1.unitPrice': 'too high', imageUrls: 'not yours', form: 'unknown key' });
  });
});
