// Decimal rounding done on the decimal text of a number, so 0.285 and 1.005 round the way
// people expect (binary floats store them slightly below the half, and a naive multiply misrounds them).

/** Moves the decimal point `places` to the right (negative: to the left) without float multiplication. */
export function shiftDecimalPoint(value: number, places: number): number {
  const text = String(value);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
  return Number(`${mantissa}e${exponent + places}`);
}

/** Rounds to `decimals` places, halves away from zero (2.5 → 3, -2.5 → -3). Never returns -0. */
export function roundHalfAway(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const rounded = shiftDecimalPoint(Math.round(shiftDecimalPoint(Math.abs(value), decimals)), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
