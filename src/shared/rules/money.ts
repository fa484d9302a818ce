// Money is held as integer cents (minor units) everywhere; these helpers are the only place it
// becomes dollars or text. Non-finite amounts throw: showing "$NaN" would hide a bug.
import { roundHalfAway, shiftDecimalPoint } from './rounding';

const THOUSAND = 1_000;

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

// The locale is fixed to en-US so text is the same in every browser and on the server.
const formatters = new Map<string, { format: Intl.NumberFormat; minorDigits: number }>();
/** A currency's formatter and its minor-unit count, made once (resolvedOptions is costly on every call). */
function currencyFormatter(currency: string): { format: Intl.NumberFormat; minorDigits: number } {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formatter = { format, minorDigits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(code, formatter);
  }
  return formatter;
}

/** 123456 → "$1,234.56"; -500 → "-$5.00". Uses the currency's own minor-unit count (JPY has none). */
export function formatMoney(cents: number, currency = 'USD'): string {
  assertFinite(cents, 'cents');
  const { format, minorDigits } = currencyFormatter(currency);
  return format.format(shiftDecimalPoint(roundHalfAway(cents), -minorDigits));
}

/** 1234 → "1.2k", 1_500_000 → "1.5m", 999.5 → "999.5": one decimal for k and m, ".0" dropped. */
export function abbreviateNumber(value: number): string {
  assertFinite(value, 'value');
  const abs = Math.abs(value);
  const plain = roundHalfAway(abs, 2);
  const sign = value < 0 && plain !== 0 ? '-' : '';
  if (plain < THOUSAND) return `${sign}${plain}`;
  // Compare after rounding, so 999_960 becomes "1m" rather than "1000k".
  const thousands = roundHalfAway(shiftDecimalPoint(abs, -3), 1);
  if (thousands < THOUSAND) return `${sign}${thousands}k`;
  return `${sign}${roundHalfAway(shiftDecimalPoint(abs, -6), 1)}m`;
}

/** Dashboard money in USD: "$950", "$9.99", "$1.2k", "$12k", "$1.5m"; cents shown only when present. */
export function formatMoneyShort(cents: number): string {
  assertFinite(cents, 'cents');
  const dollars = centsToDollars(roundHalfAway(cents));
  if (Math.abs(dollars) < THOUSAND) return formatMoney(cents).replace(/\.00$/, '');
  return `${dollars < 0 ? '-' : ''}$${abbreviateNumber(Math.abs(dollars))}`;
}

/** 19.99 → 1999, 0.285 → 29, -0.285 → -29: halves away from zero, on the decimal text, not the float. */
export function dollarsToCents(dollars: number): number {
  assertFinite(dollars, 'dollars');
  return roundHalfAway(shiftDecimalPoint(dollars, 2));
}

export function centsToDollars(cents: number): number {
  return shiftDecimalPoint(cents, -2);
}
