// What the Shippo adapter's parts share (shippo-shipping.ts: addresses and quotes; shippo-labels.ts: labels).
import type { Address } from '../../../shared/contract/cart';

/** One Shippo API call: JSON in and out, its status; 401/403/429/5xx and no answer → 503. */
export type ShippoCall = <T>(
  path: string,
  body?: unknown,
  method?: 'GET' | 'POST',
) => Promise<{ status: number; json: T }>;

/** Shippo's address object (POST /addresses/), the fields Quarry sends and reads. */
export type ShippoAddress = {
  name?: string;
  company?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country: string;
  phone?: string;
};

export type ShippoMessage = { source?: string; code?: string; type?: string; text?: string };

export const toShippoAddress = (a: Address): ShippoAddress => ({
  name: a.name,
  company: a.company ?? undefined,
  street1: a.line1,
  street2: a.line2 ?? undefined,
  city: a.city,
  state: a.state ?? undefined,
  zip: a.postalCode ?? undefined,
  country: a.countryCode,
  phone: a.phone ?? undefined,
});

/** "12.345" → 1235: decimal strings to cents without floating-point drift. */
export function toCents(amount: string): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(3, '0');
  return Number(m[1]) * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
}
