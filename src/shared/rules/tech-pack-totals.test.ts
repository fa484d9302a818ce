import { describe, expect, it } from 'vitest';
import { ANY_COLOUR, ANY_SIZE, bomLineCents, bomTotalCents, quantityGrid } from './tech-pack-totals';

describe('tech pack totals', () => {
  it('costs each BOM line in whole cents and totals the rounded lines', () => {
    expect(bomLineCents({ quantity: 1.2, unitCostCents: 410 })).toBe(492);
    expect(bomLineCents({ quantity: 0.333, unitCostCents: 150 })).toBe(50); // 49.95 rounds up
    expect(
      bomTotalCents([
        { quantity: 0.333, unitCostCents: 150 },
        { quantity: 0.333, unitCostCents: 150 },
      ]),
    ).toBe(100);
    expect(bomTotalCents([])).toBe(0);
  });

  it('lays quantities out by colourway and size, in the tech pack’s order, adding repeated cells', () => {
    const g = quantityGrid({
      sizeRange: ['S', 'M'],
      colourways: [{ name: 'Bone' }, { name: 'Ink' }],
      quantities: [
        { size: 'M', colourway: 'Bone', quantity: 200 },
        { size: 'M', colourway: 'Bone', quantity: 20 },
        { size: 'XL', colourway: 'Ink', quantity: 5 },
        { quantity: 7 },
      ],
    });
    expect(g.sizes).toEqual(['S', 'M', 'XL', ANY_SIZE]);
    expect(g.colours).toEqual(['Bone', 'Ink', ANY_COLOUR]);
    expect(g.cell('Bone', 'M')).toBe(220);
    expect(g.cell('Ink', 'S')).toBe(0);
    expect(g.colourTotals).toEqual([220, 5, 7]);
    expect(g.sizeTotals).toEqual([0, 220, 5, 7]);
    expect(g.total).toBe(232);
  });
});
