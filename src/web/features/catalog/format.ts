// Display helpers of the catalog (bands, days, flags): pure, so the pages stay about layout.
import { formatMoney } from '../../../shared/rules/money';

/** 'CN' → 🇨🇳: regional indicator letters; decorative, so callers give the country name in text too. */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

const regionNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

export function countryName(code: string): string {
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** 45 → "45 days", 30 → "1 month", 75 → "2.5 months". */
export function formatProductionTime(days: number): string {
  if (days < 30) return `${days} day${days === 1 ? '' : 's'}`;
  const months = Math.round((days / 30) * 2) / 2;
  return `${months} month${months === 1 ? '' : 's'}`;
}

export function formatMoq(moq: number | null): string {
  return moq === null ? 'Custom MOQ' : `MOQ ${moq.toLocaleString('en-US')}`;
}

export function formatSamplePrice(cents: number | null): string {
  return cents === null ? 'Custom quote' : formatMoney(cents);
}

const STOCK_LABELS: Record<string, string> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
  AVAILABLE_IN_STOCK: 'Available in stock',
  NOT_AVAILABLE_IN_STOCK: 'Made to order',
};
export const stockLabel = (status: string) => STOCK_LABELS[status] ?? status;

export const PACKING_LABELS: Record<string, string> = { PARCEL: 'Parcel', PALLET: 'Pallet' };

/** A price tier's quantity range: "100–499" or "1,000+". */
export function tierRange(tiers: readonly { minQuantity: number }[], index: number): string {
  const min = tiers[index]?.minQuantity ?? 0;
  const next = tiers[index + 1]?.minQuantity;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return next === undefined ? `${fmt(min)}+` : `${fmt(min)}–${fmt(next - 1)}`;
}
