// The sums a tech pack shows, the same in the editor and the PDF: the bill of materials' cost per unit and
// the order quantities as a size × colourway grid with its totals.

type BomCost = { quantity: number; unitCostCents: number };

/** One BOM line's cost per finished unit, in whole cents (quantity × unit cost, halves away from zero). */
export const bomLineCents = (line: BomCost) => Math.round(line.quantity * line.unitCostCents);

/** The bill of materials' cost per finished unit, in cents: the sum of its rounded lines. */
export const bomTotalCents = (lines: readonly BomCost[]) => lines.reduce((s, l) => s + bomLineCents(l), 0);

/** The label of a quantity line without a size or colourway. */
export const ANY_SIZE = 'Any size';
export const ANY_COLOUR = 'Any colour';

export type QuantityGrid = {
  sizes: string[];
  colours: string[];
  /** cell(colour, size): the quantity, 0 where none is given. */
  cell: (colour: string, size: string) => number;
  sizeTotals: number[];
  colourTotals: number[];
  total: number;
};

/**
 * The quantities by colourway (rows) and size (columns): sizes in the size range's order, then any others
 * the lines name; colourways likewise. Lines naming the same cell add up.
 */
export function quantityGrid(input: {
  sizeRange?: readonly string[];
  colourways?: readonly { name: string }[];
  quantities?: readonly { size?: string; colourway?: string; quantity: number }[];
}): QuantityGrid {
  const lines = input.quantities ?? [];
  const ordered = (first: readonly string[], more: (string | undefined)[], none: string) => {
    const out = [...new Set(first)];
    for (const v of more) {
      const name = v?.trim() ? v.trim() : none;
      if (!out.includes(name)) out.push(name);
    }
    return out;
  };
  const sizes = ordered(
    input.sizeRange ?? [],
    lines.map((l) => l.size),
    ANY_SIZE,
  );
  const colours = ordered(
    (input.colourways ?? []).map((c) => c.name),
    lines.map((l) => l.colourway),
    ANY_COLOUR,
  );
  const cells = new Map<string, number>();
  const key = (colour: string, size: string) => `${colour}\u0000${size}`;
  for (const l of lines) {
    const k = key(l.colourway?.trim() || ANY_COLOUR, l.size?.trim() || ANY_SIZE);
    cells.set(k, (cells.get(k) ?? 0) + l.quantity);
  }
  const cell = (colour: string, size: string) => cells.get(key(colour, size)) ?? 0;
  return {
    sizes,
    colours,
    cell,
    sizeTotals: sizes.map((s) => colours.reduce((sum, c) => sum + cell(c, s), 0)),
    colourTotals: colours.map((c) => sizes.reduce((sum, s) => sum + cell(c, s), 0)),
    total: lines.reduce((s, l) => s + l.quantity, 0),
  };
}
